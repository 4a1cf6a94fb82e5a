import { Tag } from 'antd';
import { dictValueText, type DictItem, type ListClass } from '@/api/modules/system/dict';
import { useDict } from './dict-cache';
import styles from './list.module.css';

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

/**
 * The values of a row's field (invariant 10): one value, several joined by `,` (`"0,1"`), or an
 * array; numbers and booleans as their text (`1` matches the dictionary's `"1"`); null, empty and anything that
 * is not a string or a number give nothing (never the text "null" or "undefined").
 */
function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => (Array.isArray(v) ? [] : valuesOf(v)));
  const text = typeof value === 'boolean' ? String(value) : dictValueText(value);
  if (text === undefined) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface DictTagProps {
  /** The dictionary's items (from `useDict`). */
  options: readonly DictItem[];
  /** One value, several joined by `,`, or an array. */
  value: unknown;
}

/**
 * Dictionary values as their labels (§2): tags in the item's colour; unknown values as plain text;
 * an item without a usable label shows its value.
 */
export function DictTag({ options, value }: DictTagProps) {
  const values = valuesOf(value);
  return (
    <>
      {values.map((v, index) => {
        const item = options.find((o) => dictValueText(o.dictValue) === v);
        if (!item)
          return (
            <span key={`${v}-${index}`} className={styles.rawDictValue}>
              {v}
            </span>
          );
        return (
          <Tag key={`${v}-${index}`} color={listClassColor(item.listClass)}>
            {dictValueText(item.dictLabel) || v}
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
