import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { useApp } from '@/stores/app';
import { addDateRange, type DateRange } from '@/utils/date-range';
import { dictOf, labelKey, searchSpec, withUnit, type CrudField, type ListSpec } from './define-resource';
import { FieldControl } from './field-control';
import { useFormName } from './use-form-name';
import styles from './crud.module.css';

type Values = Record<string, unknown>;

/** Search form values as page-query filters: trimmed text, date ranges as begin…/end… bounds. */
export function toFilters<T>(fields: readonly CrudField<T>[], values: Values): PageQuery {
  let filters: PageQuery = {};
  for (const f of fields) {
    if (!f.search) continue;
    const spec = searchSpec(f);
    const value = values[f.name];
    if (spec.kind === 'dateRange') {
      filters = addDateRange(filters, value as DateRange, spec.param);
      continue;
    }
    if (spec.kind === 'numberRange') {
      filters = { ...filters, ...numberRangeParams(value, spec.param ?? f.name) };
      continue;
    }
    const param = spec.param ?? f.name;
    if (typeof value === 'string') {
      if (value.trim() !== '') filters[param] = value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      filters[param] = value;
    }
  }
  return filters;
}

/** A `[min, max]` search value as `min{X}` / `max{X}`; a bound left empty is not sent. */
export function numberRangeParams(value: unknown, param: string): PageQuery {
  if (!Array.isArray(value)) return {};
  const suffix = param.charAt(0).toUpperCase() + param.slice(1);
  const result: PageQuery = {};
  const [min, max] = value as unknown[];
  if (typeof min === 'number' && Number.isFinite(min)) result[`min${suffix}`] = min;
  if (typeof max === 'number' && Number.isFinite(max)) result[`max${suffix}`] = max;
  return result;
}

export interface CrudSearchFormProps<T> {
  resource: ListSpec<T>;
  /** Filters of the form (cast to the list's query type by the caller). */
  onSearch: (filters: PageQuery) => void;
  /** The toolbar's search toggle hides the form (its values stay). */
  hidden?: boolean;
  /** Values the form starts with (plain filters; not date ranges). */
  initialValues?: object;
}

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The search form of a resource's searchable fields; submit searches from page 1, reset clears. Below
 * the mobile breakpoint it shows its first field and a toggle for the rest, so the rows are on the first screen.
 */
export function CrudSearchForm<T>({ resource, onSearch, hidden, initialValues }: CrudSearchFormProps<T>) {
  const { t } = useTranslation(['crud', resource.key]);
  const [form] = Form.useForm<Values>();
  const formName = useFormName(resource.key, 'search');
  const mobile = useApp((state) => state.device === 'mobile');
  const fields = resource.fields.filter((f) => f.search);
  // A filter the page opens with stays in sight: the form starts expanded when a folded field has one.
  const [expanded, setExpanded] = useState(() =>
    fields.slice(1).some((f) => hasValue((initialValues as Values | undefined)?.[f.name])),
  );
  if (fields.length === 0) return null;
  const foldable = mobile && fields.length > 1;
  const folded = foldable && !expanded;

  const submit = (values: Values) => onSearch(toFilters(resource.fields, values));

  return (
    <Form
      form={form}
      name={formName}
      layout="inline"
      className={styles.searchForm}
      hidden={hidden}
      initialValues={initialValues}
      onFinish={submit}
      aria-label={t('crud:actions.search')}
    >
      {fields.map((f, index) => {
        const spec = searchSpec(f);
        const label = t(spec.label ? `${resource.key}:${spec.label}` : labelKey(resource.key, f.name));
        // A folded field stays mounted (hidden), so its value still filters the list.
        return (
          <div key={f.name} className={styles.searchItem} hidden={folded && index > 0}>
            <Form.Item name={f.name as string} label={withUnit(label, f.unit, t)}>
              <FieldControl
                kind={spec.kind}
                mode="search"
                label={label}
                dict={dictOf(f)}
                options={f.options}
                tree={f.tree}
              />
            </Form.Item>
          </div>
        );
      })}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud:actions.search')}
        </Button>
        <Button
          className={styles.gapLeft}
          icon={<ReloadOutlined />}
          onClick={() => {
            // Clears initial filters too (resetFields would bring them back).
            form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, undefined])));
            onSearch({});
          }}
        >
          {t('crud:actions.reset')}
        </Button>
        {foldable && (
          <Button
            type="link"
            className={styles.gapLeft}
            aria-expanded={!folded}
            icon={folded ? <DownOutlined /> : <UpOutlined />}
            onClick={() => setExpanded(folded)}
          >
            {folded ? t('crud:searchForm.more', { count: fields.length - 1 }) : t('crud:searchForm.less')}
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
