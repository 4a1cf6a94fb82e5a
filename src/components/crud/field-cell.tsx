import { Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from '@/api/types';
import { formatMeasure } from '@/utils/number';
import { formatTime } from '@/utils/time';
import { DictValue } from '@/components/list';
import { dictOf, fieldKind, type CrudField, type OptionSource } from './define-resource';
import { ImageThumb } from './image-field';
import { textOf } from './record';
import { useFieldOptions } from './use-field-options';

function OptionCell({ source, value }: { source: OptionSource; value: unknown }) {
  const options = useFieldOptions(undefined, source);
  const label = useMemo(() => options.find((o) => String(o.value) === textOf(value))?.label, [options, value]);
  return <>{label ?? textOf(value)}</>;
}

export interface StatusSwitchProps {
  value: unknown;
  label: string;
  onChange: (status: Status) => void;
}

/** `sys_normal_disable` as a switch: on is "0" (enabled). The row changes only when the server agreed. */
export function StatusSwitch({ value, label, onChange }: StatusSwitchProps) {
  return (
    <Switch
      size="small"
      aria-label={label}
      checked={value === '0'}
      onChange={(checked) => onChange(checked ? '0' : '1')}
    />
  );
}

/** A number in the reader's language with grouped thousands; a value that is not a number shows as it came. */
function NumberCell({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  const formatted = formatMeasure(value, i18n.language);
  return <>{formatted === '' ? textOf(value) : formatted}</>;
}

/** One table cell of a declared field: dictionary tag, option label, number, time, picture or plain text. */
export function FieldCell<T>({ field, record, label }: { field: CrudField<T>; record: T; label?: string }) {
  const value = (record as Record<string, unknown>)[field.name];
  const kind = fieldKind(field);
  const dict = dictOf(field);
  // A dictionary value as its tag (allow-listed colours, invariant 7).
  if (dict) return <DictValue type={dict} value={value} />;
  if (field.options && (kind === 'select' || kind === 'radio' || kind === 'dict'))
    return <OptionCell source={field.options} value={value} />;
  if (kind === 'date') return <>{formatTime(textOf(value), 'YYYY-MM-DD')}</>;
  if (kind === 'datetime') return <>{formatTime(textOf(value))}</>;
  if (kind === 'switch') return <>{value ? '✓' : ''}</>;
  if (kind === 'number') return <NumberCell value={value} />;
  if (kind === 'image') return <ImageThumb value={value} alt={label ?? field.name} />;
  return <>{textOf(value)}</>;
}
