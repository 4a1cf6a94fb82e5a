import type { FormRule } from 'antd';
import { towerInfoApi, type TowerInfo } from '@/api/modules/tower/tower-info';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { textOf } from '@/components/crud/record';
import { TowerIdWithAlarm } from '@/components/message/active-alarm';
import { AlarmTag, FillLevel, OnlineBadge } from '@/components/tower/tower-cells';
import { deptTree } from '@/features/tower/tower-options';
import { t } from '@/lib/i18n';
import { towerAlarmOf } from '@/lib/tower/fill';

const loadDepts = () => deptTree();
const help = (field: string) => <I18nText k={`towerInfo:help.${field}`} />;

/** A rule comparing two fields: refuses when both are numbers and `ok` says no. */
function relation(
  other: keyof TowerInfo,
  ok: (value: number, otherValue: number) => boolean,
  message: string,
): FormRule {
  return ({ getFieldValue }) => ({
    validator(_rule, value: unknown) {
      const otherValue: unknown = getFieldValue(other);
      const a = Number(value);
      const b = Number(otherValue);
      if (value == null || value === '' || otherValue == null || otherValue === '') return Promise.resolve();
      if (!Number.isFinite(a) || !Number.isFinite(b) || ok(a, b)) return Promise.resolve();
      return Promise.reject(new Error(t(message)));
    },
  });
}

/**
 * Material towers (spec §3): levels in t, trigger differences in kg, the short-drop window
 * in s, each with what it triggers (domain.md §4.1). The list joins the latest reading (weight and
 * fill bar, alarm) and the gateway's online state; monitoring is switched with `selectStatus`.
 */
export const towerInfoResource = defineResource({
  key: 'towerInfo',
  api: towerInfoApi,
  idKey: 'id',
  nameField: 'towerId',
  permission: 'tower:info',
  export: true,
  formWidth: 920,
  defaultQuery: { orderBy: 'towerId', order: 'asc' },
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    {
      name: 'towerId',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 32, onEdit: 'disabled' },
      list: { nowrap: true, fixed: 'left', render: (value) => <TowerIdWithAlarm towerId={textOf(value)} /> },
    },
    { name: 'location', search: true, required: true, form: { maxLength: 100 }, list: { ellipsis: true, width: 170 } },
    { name: 'depId', kind: 'treeSelect', tree: loadDepts, search: true, list: false },
    { name: 'depName', form: false, list: { ellipsis: true, width: 110 } },
    { name: 'type', search: true, form: { maxLength: 50 }, list: { nowrap: true } },
    {
      name: 'lastWeight',
      form: false,
      list: {
        width: 190,
        align: 'right',
        mobileFirst: true,
        render: (value, tower) => <FillLevel weight={value} capacity={tower.capacity} alarm={towerAlarmOf(tower)} />,
      },
    },
    {
      name: 'alarm',
      form: false,
      // A server that leaves the alarm out: derived from the reading and the levels, as the monitor does.
      list: { width: 80, render: (_value, tower) => <AlarmTag alarm={towerAlarmOf(tower)} /> },
    },
    {
      name: 'sn',
      search: true,
      form: { maxLength: 64 },
      list: { width: 230, render: (value) => <OnlineBadge sn={value} /> },
    },
    { name: 'deviceId', form: { maxLength: 64 }, list: { hidden: true, nowrap: true } },
    {
      name: 'deviceAddr',
      kind: 'number',
      form: { min: 1, max: 247, extra: help('deviceAddr') },
      list: { hidden: true },
    },
    {
      name: 'capacity',
      kind: 'number',
      unit: 't',
      required: true,
      form: { min: 0.001, extra: help('capacity') },
    },
    {
      name: 'maxWeight',
      kind: 'number',
      unit: 't',
      form: { min: 0.001, extra: help('maxWeight') },
      rules: [relation('capacity', (max, capacity) => max >= capacity, 'towerInfo:validation.maxBelowCapacity')],
      list: { hidden: true },
    },
    {
      name: 'highWarning',
      kind: 'number',
      unit: 't',
      form: { min: 0, extra: help('highWarning') },
      rules: [relation('capacity', (high, capacity) => high <= capacity, 'towerInfo:validation.highAboveCapacity')],
    },
    {
      name: 'lowWarning',
      kind: 'number',
      unit: 't',
      form: { min: 0, extra: help('lowWarning') },
      rules: [relation('highWarning', (low, high) => low < high, 'towerInfo:validation.lowBelowHigh')],
    },
    {
      name: 'diffValue',
      kind: 'number',
      unit: 'kg',
      defaultValue: 200,
      form: { min: 0.1, extra: help('diffValue') },
      list: { hidden: true },
    },
    {
      name: 'miniValue',
      kind: 'number',
      unit: 'kg',
      defaultValue: 1000,
      form: { min: 0.1, extra: help('miniValue') },
      rules: [relation('diffValue', (mini, diff) => mini >= diff, 'towerInfo:validation.miniBelowDiff')],
      list: { hidden: true },
    },
    {
      name: 'shortValue',
      kind: 'number',
      unit: 'kg',
      defaultValue: 500,
      form: { min: 0.1, extra: help('shortValue') },
      rules: [relation('diffValue', (short, diff) => short > diff, 'towerInfo:validation.shortAboveDiff')],
      list: { hidden: true },
    },
    {
      name: 'shortDuration',
      kind: 'number',
      unit: 's',
      defaultValue: 300,
      form: { min: 1, extra: help('shortDuration') },
      list: { hidden: true },
    },
    {
      name: 'digitCount',
      kind: 'number',
      defaultValue: 0,
      form: { min: 0, max: 4, extra: help('digitCount') },
      list: { hidden: true },
    },
    {
      name: 'selectStatus',
      kind: 'status',
      dict: 'tower_select_status',
      search: true,
      defaultValue: '0',
      form: { extra: help('selectStatus') },
    },
    { name: 'builtTime', kind: 'date', list: { hidden: true } },
    { name: 'lastReportTime', kind: 'datetime', form: false, list: { width: 170, hidden: true } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170, hidden: true } },
  ],
});
