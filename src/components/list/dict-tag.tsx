import { Tag } from 'antd';
import type { DictItem, ListClass } from '@/api/modules/system/dict';
import { useDict } from './dict-cache';

/** Invariant 7: `listClass` maps onto antd tag colours; anything else is the default colour. */
const TAG_COLORS: Record<Exclude<ListClass, ''>, string | undefined> = {
  default: undefined,
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export function listClassColor(listClass: unknown): string | undefined {
  return typeof listClass === 'string' && Object.prototype.hasOwnProperty.call(TAG_COLORS, listClass)
    ? TAG_COLORS[listClass as keyof typeof TAG_COLORS]
    : undefined;
}

function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value === undefined || value === null || value === '') return [];
  return String(value).split(',');
}

export interface DictTagProps {
  /** The dictionary's items (from `useDict`). */
  options: readonly DictItem[];
  /** One value, several joined by `,`, or an array. */
  value: unknown;
}

/** Dictionary values as their labels (§2): tags in the item's colour; unknown values as plain text. */
export function DictTag({ options, value }: DictTagProps) {
  const values = valuesOf(value);
  return (
    <>
      {values.map((v, index) => {
        const item = options.find((o) => o.dictValue === v);
        if (!item) return <span key={`${v}-${index}`}>{v}</span>;
        return (
          <Tag key={`${v}-${index}`} color={listClassColor(item.listClass)}>
            {item.dictLabel ?? v}
          </Tag>
        );
      })}
    </>
  );
}

/** A value of dictionary `type`, loading the dictionary through the shared cache. */
export function DictValue({ type, value }: { type: string; value: unknown }) {
  return <DictTag options={useDict(type)} value={value} />;
}
