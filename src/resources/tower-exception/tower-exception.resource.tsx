import {
  towerExceptionApi,
  type TowerExceptionQuery,
  type TowerExceptionRecord,
} from '@/api/modules/tower/tower-exception';
import { defineResource } from '@/components/crud/define-resource';
import { textOf } from '@/components/crud/record';
import { DurationCell } from '@/features/tower/duration-cell';
import { towerOptions } from '@/features/tower/tower-options';

/** An exception as listed: the record plus its duration, shown but never sent. */
export type TowerExceptionView = TowerExceptionRecord & { duration?: never };

const loadTowers = () => towerOptions();

/**
 * Exception records: sudden drops, spikes, out-of-range readings, stuck sensors and
 * gateway outages the detection found (domain.md §4); `consumeWeight` is what a drop lost.
 */
export const towerExceptionResource = defineResource<TowerExceptionView, TowerExceptionQuery>({
  key: 'towerException',
  api: towerExceptionApi,
  idKey: 'id',
  nameField: 'towerId',
  permission: 'tower:exception',
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
    { name: 'type', kind: 'dict', dict: 'tower_exception_type', search: true, required: true, list: { width: 110 } },
    {
      name: 'reason',
      required: true,
      search: true,
      form: { span: 24, maxLength: 200 },
      list: { ellipsis: true, width: 260 },
    },
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
    { name: 'firstWeight', kind: 'number', unit: 'kg', form: { min: 0 } },
    { name: 'balanceWeight', kind: 'number', unit: 'kg', form: { min: 0 } },
    { name: 'consumeWeight', kind: 'number', unit: 'kg', form: { min: 0 } },
    { name: 'image', kind: 'image', image: { fileClass: 'product' }, list: { width: 90 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170, hidden: true } },
  ],
});
