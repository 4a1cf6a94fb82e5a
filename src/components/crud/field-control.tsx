import { DatePicker, Input, InputNumber, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '@/components/date/range-picker';
import type { TreeNode } from '@/api/modules/system/tree';
import { DEFAULT_TIME_PATTERN, toDate } from '@/utils/time';
import dayjs from 'dayjs';
import { isSearchedOptions, unitText, type FieldKind, type OptionSource } from './define-resource';
import { ImageUpload, type ImageFieldSpec } from './image-field';
import { SearchSelect } from './search-select';
import { useFieldOptions, useTreeOptions } from './use-field-options';

export interface FieldControlProps {
  kind: FieldKind;
  /** The translated label, for placeholders. */
  label: string;
  mode: 'form' | 'search';
  dict?: string;
  options?: OptionSource;
  tree?: () => Promise<TreeNode[]>;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Several values in the form, joined by `,` (select and dict). */
  multiple?: boolean;
  /** Unit symbol shown after a number input. */
  unit?: string;
  /** Where an `image` field uploads. */
  image?: ImageFieldSpec;
  disabled?: boolean;
  id?: string;
  /** Handed in by Form.Item: the field's error ties (given to the control itself, for screen readers). */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  /** Handed in by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

interface TreeData {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeData[];
}

const toTreeData = (nodes: readonly TreeNode[]): TreeData[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.label,
    disabled: n.disabled,
    children: n.children ? toTreeData(n.children) : undefined,
  }));

const SEARCH_WIDTH = { width: 200 };
const RANGE_WIDTH = { width: 260 };
const FULL_WIDTH = { width: '100%' };
const RANGE_PART_WIDTH = { width: 110 };

function toPickerValue(value: unknown): Dayjs | undefined {
  if (dayjs.isDayjs(value)) return value;
  const date = toDate(typeof value === 'string' || typeof value === 'number' ? value : undefined);
  return date ? dayjs(date) : undefined;
}

/** `RS232,RS485` (or an array) as the values of a multiple select. */
function joinedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The input of one field kind, in the dialog form or the search form. Server text is only ever text. */
export function FieldControl(props: FieldControlProps) {
  const { t } = useTranslation('crud');
  const { kind, label, mode, dict, options, tree, disabled, id, value, onChange } = props;
  const needsOptions = kind === 'select' || kind === 'dict' || kind === 'radio' || kind === 'status';
  const fieldOptions = useFieldOptions(
    needsOptions ? (dict ?? (kind === 'status' ? 'sys_normal_disable' : undefined)) : undefined,
    needsOptions ? options : undefined,
  );
  const nodes = useTreeOptions(kind === 'treeSelect' ? tree : undefined);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const inputPlaceholder = t('placeholder.input', { label });
  const selectPlaceholder = t('placeholder.select', { label });
  const style = mode === 'search' ? SEARCH_WIDTH : FULL_WIDTH;
  const common = {
    id,
    disabled,
    'aria-label': label,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': props['aria-required'],
  };

  switch (kind) {
    case 'textarea':
      return mode === 'search' ? (
        <Input
          {...common}
          style={style}
          allowClear
          placeholder={inputPlaceholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <Input.TextArea
          {...common}
          rows={3}
          maxLength={props.maxLength}
          placeholder={inputPlaceholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          autoComplete="new-password"
          placeholder={inputPlaceholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          style={style}
          min={props.min}
          max={props.max}
          suffix={props.unit ? unitText(props.unit, t) : undefined}
          placeholder={inputPlaceholder}
          value={typeof value === 'number' ? value : value == null || value === '' ? null : Number(value)}
          onChange={(next) => onChange?.(next ?? undefined)}
        />
      );
    case 'radio':
    case 'status':
      if (mode === 'form')
        return (
          <Radio.Group
            {...common}
            options={fieldOptions.map((o) => ({ label: o.label, value: o.value }))}
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
          />
        );
      return (
        <Select
          {...common}
          style={style}
          allowClear
          placeholder={selectPlaceholder}
          options={fieldOptions}
          value={value as string | undefined}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'select':
    case 'dict':
      // Too many choices to load: the server searches them as the user types.
      if (isSearchedOptions(options) && !props.multiple)
        return (
          <SearchSelect
            {...common}
            source={options}
            style={style}
            placeholder={selectPlaceholder}
            value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
            onChange={(next) => onChange?.(next)}
          />
        );
      if (props.multiple && mode === 'form')
        return (
          <Select
            {...common}
            mode="multiple"
            style={style}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={selectPlaceholder}
            options={fieldOptions}
            value={joinedValues(value)}
            onChange={(next: (string | number)[]) => onChange?.(next.length > 0 ? next.join(',') : undefined)}
          />
        );
      return (
        <Select
          {...common}
          style={style}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={selectPlaceholder}
          options={fieldOptions}
          value={value as string | undefined}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...common}
          style={style}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          placeholder={selectPlaceholder}
          treeData={treeData}
          value={value as number | undefined}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'date':
    case 'datetime':
      if (mode === 'form')
        return (
          <DatePicker
            {...common}
            style={style}
            showTime={kind === 'datetime'}
            placeholder={selectPlaceholder}
            value={toPickerValue(value)}
            onChange={(next) => onChange?.(next ? next.format(DEFAULT_TIME_PATTERN) : undefined)}
          />
        );
      return <RangeControl {...props} />;
    case 'dateRange':
      return <RangeControl {...props} />;
    case 'numberRange':
      return <NumberRangeControl {...props} />;
    case 'switch':
      return <Switch {...common} checked={Boolean(value)} onChange={(next) => onChange?.(next)} />;
    case 'image':
      // A picture is searched by nothing; in the dialog it is an upload into the declared file class.
      if (mode === 'search' || !props.image) return null;
      return (
        <ImageUpload
          {...props.image}
          id={id}
          label={label}
          disabled={disabled}
          value={value}
          onChange={(next) => onChange?.(next)}
        />
      );
    default:
      return (
        <Input
          {...common}
          style={style}
          allowClear={mode === 'search'}
          maxLength={props.maxLength}
          placeholder={inputPlaceholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}

/** A day range; the search turns it into beginTime/endTime with `addDateRange`. */
function RangeControl({ id, disabled, label, value, onChange }: FieldControlProps) {
  const { t } = useTranslation('crud');
  const range = Array.isArray(value) ? (value as [Dayjs, Dayjs]) : null;
  return (
    <RangePicker
      id={id}
      disabled={disabled}
      aria-label={label}
      style={RANGE_WIDTH}
      placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]}
      value={range}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}

/** A lowest and highest value (either may be left empty), for searching a capacity or other measure. */
function NumberRangeControl({ id, disabled, label, value, onChange }: FieldControlProps) {
  const { t } = useTranslation('crud');
  const [min, max] = Array.isArray(value) ? (value as (number | null | undefined)[]) : [];
  const set = (next: [number | null | undefined, number | null | undefined]) =>
    onChange?.(next[0] == null && next[1] == null ? undefined : next);
  return (
    <Space.Compact id={id}>
      <InputNumber
        disabled={disabled}
        aria-label={t('placeholder.min', { label })}
        placeholder={t('placeholder.rangeMin')}
        style={RANGE_PART_WIDTH}
        value={min ?? null}
        onChange={(next) => set([next ?? undefined, max])}
      />
      <InputNumber
        disabled={disabled}
        aria-label={t('placeholder.max', { label })}
        placeholder={t('placeholder.rangeMax')}
        style={RANGE_PART_WIDTH}
        value={max ?? null}
        onChange={(next) => set([min, next ?? undefined])}
      />
    </Space.Compact>
  );
}
