import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, InputNumber, Select, Tag, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { t as translate } from '@/lib/i18n';
import {
  editedValue,
  isInvalidParamList,
  isNumericType,
  newRowKey,
  PARAM_TYPES,
  paramListProblem,
  parseParamList,
  VALUE_TYPES,
  type ParamListMode,
  type ParamListShape,
  type ParamProblem,
  type ParamRow,
} from './param-list';
import styles from './param-list.module.css';

// Inline sizes: antd's own width: 100% on inputs would otherwise win over a class.
const ID_STYLE = { flex: '1 1 140px', minWidth: 120, width: 'auto' };
const TYPE_STYLE = { flex: '0 0 130px', width: 130 };
const UNIT_STYLE = { flex: '0 0 80px', width: 80 };
const BOUND_STYLE = { flex: '0 0 96px', width: 96 };
const VALUE_STYLE = { flex: '1 1 140px', minWidth: 120, width: 'auto' };

/** A problem in the reader's language: `Row 2: the identifier is required`. */
export function paramProblemText(problem: ParamProblem | 'unreadable'): string {
  if (problem === 'unreadable') return translate('device:paramList.unreadable');
  return translate('device:paramList.problem', {
    row: problem.row + 1,
    reason: translate(`device:paramList.problems.${problem.reason}`),
  });
}

/** The form rule of a parameter-list field: refuses what the editor marked invalid, and unreadable stored text. */
export function paramListRule(mode: ParamListMode): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = paramListProblem(value, mode);
      return problem ? Promise.reject(new Error(paramProblemText(problem))) : Promise.resolve();
    },
  };
}

export interface ParamListFieldProps {
  mode: ParamListMode;
  /** How a `spec` list is stored (default `list`, with unit and bounds). */
  shape?: ParamListShape;
  /** i18n key of the field's label (`service:fields.inParam`), for the inputs' accessible names. */
  labelKey: string;
  id?: string;
  disabled?: boolean;
  /** Handed in by Form.Item: the stored JSON text (or, while invalid, what the editor reported). */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

interface EditorState {
  /** The value the rows were read from or last reported: a different value coming in is read again. */
  source: unknown;
  rows: ParamRow[];
  unreadable?: string;
}

function readState(value: unknown, mode: ParamListMode): EditorState {
  const parsed = parseParamList(value, mode);
  return parsed.ok ? { source: value, rows: parsed.rows } : { source: value, rows: [], unreadable: parsed.raw };
}

/**
 * A thing-model parameter list edited as rows (identifier, type, unit and bounds, or a value)
 * instead of JSON text. Every edit is checked at once: a row's problem shows under it and the form
 * refuses to save until it is fixed; what was typed stays as typed.
 */
export function ParamListField({ mode, shape = 'list', labelKey, id, disabled, value, onChange }: ParamListFieldProps) {
  const { t } = useTranslation('device');
  const label = t(labelKey);
  const [state, setState] = useState<EditorState>(() => readState(value, mode));
  let current = state;
  if (value !== state.source) {
    current = readState(value, mode);
    setState(current);
  }
  const { rows } = current;
  const problems = isInvalidParamList(value) ? value.problems : [];
  const withUnits = mode === 'spec' && shape === 'list';

  const update = (next: ParamRow[]) => {
    const reported = editedValue(next, mode, shape);
    setState({ source: reported, rows: next });
    onChange?.(reported);
  };
  const change = (index: number, patch: Partial<ParamRow>) =>
    update(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => update([...rows, { key: newRowKey(), id: '', type: mode === 'spec' ? 'int' : 'text', value: '' }]);
  const remove = (index: number) => update(rows.filter((_, i) => i !== index));

  const typeOptions = (mode === 'spec' ? PARAM_TYPES : VALUE_TYPES).map((type) => ({
    value: type,
    label: t(mode === 'spec' ? `paramList.types.${type}` : `paramList.valueTypes.${type}`),
  }));
  const name = (index: number, column: string) => `${label} ${index + 1} ${t(`paramList.${column}`)}`;

  return (
    <div id={id} className={styles.editor} role="group" aria-label={label}>
      {current.unreadable !== undefined && (
        <Alert
          type="warning"
          showIcon
          title={t('paramList.unreadable')}
          description={<code className={styles.raw}>{current.unreadable}</code>}
          action={
            !disabled && (
              <Button size="small" onClick={() => update([])}>
                {t('paramList.startOver')}
              </Button>
            )
          }
        />
      )}
      {rows.length === 0 && current.unreadable === undefined && (
        <div className={styles.empty}>{t('paramList.empty')}</div>
      )}
      {rows.map((row, index) => {
        const rowProblems = problems.filter((p) => p.row === index);
        const has = (field: ParamProblem['field']) => rowProblems.some((p) => p.field === field);
        const numeric = isNumericType(row.type);
        return (
          <div key={row.key} className={styles.row}>
            <div className={styles.inputs}>
              <Input
                style={ID_STYLE}
                aria-label={name(index, 'id')}
                placeholder={t('paramList.id')}
                status={has('id') ? 'error' : undefined}
                disabled={disabled}
                value={row.id}
                onChange={(e) => change(index, { id: e.target.value })}
              />
              <Select
                style={TYPE_STYLE}
                aria-label={name(index, 'type')}
                status={has('type') ? 'error' : undefined}
                disabled={disabled}
                options={typeOptions}
                value={row.type}
                onChange={(type: string) =>
                  change(index, mode === 'value' && type === 'bool' ? { type, value: 'false' } : { type })
                }
              />
              {withUnits && (
                <>
                  <Input
                    style={UNIT_STYLE}
                    aria-label={name(index, 'unit')}
                    placeholder={t('paramList.unit')}
                    disabled={disabled}
                    value={row.unit ?? ''}
                    onChange={(e) => change(index, { unit: e.target.value || undefined })}
                  />
                  <InputNumber
                    style={BOUND_STYLE}
                    aria-label={name(index, 'min')}
                    placeholder={t('paramList.min')}
                    status={has('min') ? 'error' : undefined}
                    disabled={disabled || !numeric}
                    value={numeric ? (row.min ?? null) : null}
                    onChange={(min) => change(index, { min: min ?? undefined })}
                  />
                  <InputNumber
                    style={BOUND_STYLE}
                    aria-label={name(index, 'max')}
                    placeholder={t('paramList.max')}
                    status={has('min') ? 'error' : undefined}
                    disabled={disabled || !numeric}
                    value={numeric ? (row.max ?? null) : null}
                    onChange={(max) => change(index, { max: max ?? undefined })}
                  />
                </>
              )}
              {mode === 'value' &&
                (row.type === 'bool' ? (
                  <Select
                    style={VALUE_STYLE}
                    aria-label={name(index, 'value')}
                    disabled={disabled}
                    options={[
                      { value: 'true', label: t('paramList.true') },
                      { value: 'false', label: t('paramList.false') },
                    ]}
                    value={row.value}
                    onChange={(next: string) => change(index, { value: next })}
                  />
                ) : (
                  <Input
                    style={VALUE_STYLE}
                    aria-label={name(index, 'value')}
                    placeholder={t('paramList.value')}
                    status={has('value') ? 'error' : undefined}
                    disabled={disabled}
                    value={row.value ?? ''}
                    onChange={(e) => change(index, { value: e.target.value })}
                  />
                ))}
              {!disabled && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('paramList.remove', { row: index + 1 })}
                  onClick={() => remove(index)}
                />
              )}
            </div>
            {rowProblems.map((problem) => (
              <div key={`${problem.field}-${problem.reason}`} className={styles.problem}>
                {t(`paramList.problems.${problem.reason}`)}
              </div>
            ))}
          </div>
        );
      })}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
          {t('paramList.add')}
        </Button>
      )}
    </div>
  );
}

/** A parameter list in a table cell: one tag per parameter; text that is no list shows as it is. */
export function ParamListCell({ value, mode }: { value: unknown; mode: ParamListMode }) {
  const { t } = useTranslation('device');
  const parsed = parseParamList(value, mode);
  if (!parsed.ok) return <span className={styles.raw}>{parsed.raw}</span>;
  if (parsed.rows.length === 0) return <span className={styles.none}>{t('paramList.none')}</span>;
  return (
    <span className={styles.tags}>
      {parsed.rows.map((row) => (
        <Tag key={row.key} className={styles.tag}>
          {mode === 'value' ? `${row.id} = ${row.value ?? ''}` : describeSpec(row)}
        </Tag>
      ))}
    </span>
  );
}

function describeSpec(row: ParamRow): string {
  const bounds = row.min !== undefined || row.max !== undefined ? ` [${row.min ?? ''}–${row.max ?? ''}]` : '';
  return `${row.id}: ${row.type}${bounds}${row.unit ? ` ${row.unit}` : ''}`;
}
