import { towerRecordApi, type TowerRecord, type TowerRecordQuery } from '@/api/modules/tower/tower-record';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { textOf } from '@/components/crud/record';
import { DurationCell } from '@/features/tower/duration-cell';
import { towerOptions } from '@/features/tower/tower-options';

/** A refill as listed: the record plus its duration, shown but never sent. */
export type TowerRecordView = TowerRecord & { duration?: never };

const loadTowers = () => towerOptions();

/**
 * Refill records: detected by the backend (domain.md §4) or entered by hand; weights in
 * kg, the delivery note's picture, and each record opens on its tower's trend (the page's action).
 */
export const towerRecordResource = defineResource<TowerRecordView, TowerRecordQuery>({
  key: 'towerRecord',
  api: towerRecordApi,
  idKey: 'id',
  nameField: 'towerId',
  permission: 'tower:record',
  export: true,
  formWidth: 760,
  fields: [
    { name: 'id', form: false, list: { width: 80, hidden: true } },
    {
      name: 'towerId',
      kind: 'select',
      options: loadTowers,
      search: true,
      required: true,
      list: { nowrap: true, fixed: 'left', render: (value) => textOf(value) },
    },
    { name: 'location', form: false, list: { ellipsis: true, width: 170 } },
    { name: 'netId', form: false, list: { hidden: true, nowrap: true } },
    { name: 'deviceId', form: false, list: { hidden: true, nowrap: true } },
    { name: 'startDatetime', kind: 'datetime', required: true, search: true, list: { width: 170 } },
    { name: 'endDatetime', kind: 'datetime', required: true, list: { width: 170 } },
    {
      name: 'duration',
      form: false,
      list: {
        width: 110,
        render: (_, record) => <DurationCell start={record.startDatetime} end={record.endDatetime} />,
      },
    },
    { name: 'firstWeight', kind: 'number', unit: 'kg', required: true, form: { min: 0 } },
    { name: 'balanceWeight', kind: 'number', unit: 'kg', required: true, form: { min: 0 } },
    { name: 'refillWeight', kind: 'number', unit: 'kg', form: false },
    {
      name: 'consumeWeight',
      kind: 'number',
      unit: 'kg',
      form: { min: 0, extra: <I18nText k="towerRecord:help.consumeWeight" /> },
    },
    { name: 'image', kind: 'image', image: { fileClass: 'product' }, list: { width: 90 } },
    {
      name: 'source',
      form: false,
      list: { width: 100, render: (value) => (value ? <I18nText k={`towerRecord:source.${String(value)}`} /> : '') },
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170, hidden: true } },
  ],
});
