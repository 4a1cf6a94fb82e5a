import type { CrudConfig, Message } from '../lib/crud';
import type { HandlerContext } from '../lib/http';
import { depts } from '../seed/system';
import { refuse } from './system-shared';

/** Validation helpers the tower and device handlers share. */
export const msg = (zh: string, en: string): Message => ({ zh, en });

export function required<T extends object>(
  ...rules: (readonly [field: keyof T & string, zh: string, en: string])[]
): NonNullable<CrudConfig<T>['required']> {
  return rules.map(([field, zh, en]) => ({ field, message: msg(`${zh}不能为空`, `The ${en} is required`) }));
}

export function unique<T extends object>(fields: (keyof T & string)[], zh: string, en: string) {
  return { fields, message: msg(`${zh}“{value}”已存在`, `The ${en} "{value}" already exists`) };
}

export const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Refuses a present value that is not a number in [min, max] (an integer when asked). */
export function checkNumber(
  ctx: Pick<HandlerContext, 'request'>,
  value: unknown,
  label: Message,
  { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY, integer = false, above = false } = {},
): void {
  if (isEmpty(value)) return;
  const n = Number(value);
  const low = above ? n > min : n >= min;
  if (!Number.isFinite(n) || !low || n > max || (integer && !Number.isInteger(n))) {
    const bound = max === Number.POSITIVE_INFINITY ? `${above ? '>' : '≥'} ${min}` : `${min}–${max}`;
    refuse(ctx, `${label.zh}必须是${integer ? '整数' : '数值'}（${bound}）`, `${label.en} must be a number ${bound}`);
  }
}

export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function checkTime(ctx: Pick<HandlerContext, 'request'>, value: unknown, label: Message): void {
  if (!isEmpty(value) && !TIME_PATTERN.test(String(value))) {
    refuse(ctx, `${label.zh}格式应为 yyyy-MM-dd HH:mm:ss`, `${label.en} must look like yyyy-MM-dd HH:mm:ss`);
  }
}

export function checkJson(ctx: Pick<HandlerContext, 'request'>, value: unknown, label: Message): void {
  if (isEmpty(value)) return;
  try {
    JSON.parse(String(value));
  } catch {
    refuse(ctx, `${label.zh}不是有效的 JSON`, `${label.en} is not valid JSON`);
  }
}

export function checkOneOf(
  ctx: Pick<HandlerContext, 'request'>,
  value: unknown,
  allowed: readonly string[],
  label: Message,
): void {
  if (!isEmpty(value) && !allowed.includes(String(value))) {
    refuse(ctx, `${label.zh}只能是 ${allowed.join('、')}`, `${label.en} must be one of ${allowed.join(', ')}`);
  }
}

/** The department and every department below it. */
export function deptSubtree(depId: number): Set<number> {
  const ids = new Set<number>();
  for (const dept of depts()) {
    if (dept.deptId === depId || dept.ancestors.split(',').map(Number).includes(depId)) ids.add(dept.deptId);
  }
  return ids;
}
