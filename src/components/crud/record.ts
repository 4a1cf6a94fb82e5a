import type { Id } from '@/api/types';

/** The record's id when it is a usable one (invariant 10: rows may lack it). */
export function recordId(record: object, idKey: string): Id | undefined {
  const value = (record as Record<string, unknown>)[idKey];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** A server value as display text; objects and missing values become ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export const valueOf = (record: object, name: string): unknown => (record as Record<string, unknown>)[name];
