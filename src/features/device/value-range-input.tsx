import { InputNumber, Space, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { t } from '@/lib/i18n';

const RANGE = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/;

/** `0-22000`, `-120-0` as its two bounds; undefined when it is no such range. */
export function parseValueRange(text: unknown): [number, number] | undefined {
  const match = typeof text === 'string' ? RANGE.exec(text.trim()) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** Empty, or both bounds with the lowest first. */
export const valueRangeRule: FormRule = {
  validator: (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    const range = parseValueRange(value);
    if (!range) return Promise.reject(new Error(t('attribute:validation.rangeBoth')));
    if (range[0] > range[1]) return Promise.reject(new Error(t('attribute:validation.rangeOrder')));
    return Promise.resolve();
  },
};

interface ValueRangeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The stored `min-max` text as two number boxes. Half a range is kept as typed (`5-`) so the rule
 * can say what is missing; nothing typed is thrown away.
 */
export function ValueRangeInput({ id, value, onChange }: ValueRangeInputProps) {
  const { t: tr } = useTranslation('attribute');
  const range = parseValueRange(value);
  const [min, max] = range ?? partial(value);
  const emit = (low: number | null | undefined, high: number | null | undefined) => {
    const hasLow = low !== null && low !== undefined;
    const hasHigh = high !== null && high !== undefined;
    onChange?.(!hasLow && !hasHigh ? '' : `${hasLow ? low : ''}-${hasHigh ? high : ''}`);
  };
  return (
    <Space.Compact id={id} block>
      <InputNumber
        aria-label={tr('range.min')}
        placeholder={tr('range.min')}
        style={{ width: '50%' }}
        value={min ?? null}
        onChange={(next) => emit(next, max)}
      />
      <InputNumber
        aria-label={tr('range.max')}
        placeholder={tr('range.max')}
        style={{ width: '50%' }}
        value={max ?? null}
        onChange={(next) => emit(min, next)}
      />
    </Space.Compact>
  );
}

/** The bounds of a half-typed range (`5-`, `-3-`, `-7`). */
function partial(value: unknown): [number | undefined, number | undefined] {
  if (typeof value !== 'string' || value === '') return [undefined, undefined];
  const match = /^(-?\d+(?:\.\d+)?)?-(-?\d+(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return [undefined, undefined];
  return [match[1] === undefined ? undefined : Number(match[1]), match[2] === undefined ? undefined : Number(match[2])];
}

/** `-120-0` as `-120 – 0`: the stored text is hard to read with a negative bound. */
export function formatValueRange(text: unknown): string {
  const range = parseValueRange(text);
  if (range) return `${range[0]} – ${range[1]}`;
  return typeof text === 'string' ? text : '';
}
