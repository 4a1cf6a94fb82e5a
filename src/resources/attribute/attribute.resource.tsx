import { attributeApi } from '@/api/modules/device/attribute';
import { serviceApi } from '@/api/modules/device/service';
import type { Option } from '@/api/types';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { t } from '@/lib/i18n';
import { accessOptions, valueTypeOptions } from '@/features/device/constants';
import { IDENTIFIER } from '@/features/device/param-list/param-list';
import { formatValueRange, ValueRangeInput, valueRangeRule } from '@/features/device/value-range-input';
import styles from '@/features/device/device.module.css';

/** `0:stable,1:overload` or `1,2,5`: values, each with an optional label. */
const VALUE_LIST = /^[^,:]+(:[^,]+)?(,[^,:]+(:[^,]+)?)*$/;

const loadServices = async (): Promise<Option[]> =>
  (await serviceApi.page({ page: 1, limit: 200 })).list
    .filter((s) => typeof s.servicedId === 'string' && s.servicedId !== '')
    .map((s) => ({ label: `${s.name ?? ''} (${s.servicedId ?? ''})`, value: s.servicedId ?? '' }));

/** Thing-model attributes: name required; identifier, access, data type, range, enum values, unit, service. */
export const attributeResource = defineResource({
  key: 'attribute',
  api: attributeApi,
  idKey: 'id',
  nameField: 'name',
  permission: 'device:attribute',
  formWidth: 680,
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    { name: 'name', search: true, required: true, form: { maxLength: 50 }, list: { ellipsis: true, width: 140 } },
    {
      name: 'format',
      search: true,
      unique: true,
      form: { maxLength: 50 },
      rules: [{ pattern: IDENTIFIER, message: <I18nText k="attribute:validation.format" /> }],
      list: { render: (format) => <span className={styles.mono}>{format}</span> },
    },
    { name: 'access', kind: 'radio', options: accessOptions, search: { kind: 'select' }, defaultValue: 'r' },
    { name: 'valueType', kind: 'select', options: valueTypeOptions, search: true, defaultValue: 'double' },
    {
      name: 'valueRange',
      kind: 'custom',
      rules: [valueRangeRule],
      form: { input: () => <ValueRangeInput /> },
      list: { nowrap: true, render: (range) => formatValueRange(range) },
    },
    {
      name: 'valueList',
      form: { maxLength: 500, extra: <I18nText k="attribute:help.valueList" /> },
      rules: [
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) => {
            const text = typeof value === 'string' ? value.trim() : '';
            if (text === '')
              return getFieldValue('valueType') === 'enum'
                ? Promise.reject(new Error(enumRequired()))
                : Promise.resolve();
            return VALUE_LIST.test(text) ? Promise.resolve() : Promise.reject(new Error(valueListFormat()));
          },
        }),
      ],
      list: { ellipsis: true, width: 200 },
    },
    { name: 'unit', form: { maxLength: 16 }, list: { width: 80 } },
    { name: 'servicedId', kind: 'select', options: loadServices, search: true, list: { ellipsis: true, width: 180 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});

const enumRequired = () => t('attribute:validation.enumValues');
const valueListFormat = () => t('attribute:validation.valueList');
