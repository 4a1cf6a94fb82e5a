import type { Message } from '../lib/crud';
import { dictItems } from '../seed/dicts';
import { wmsDictItems } from '../seed/wms-selection';
import { col } from './system-shared';

/*
 * Export columns of the warehouse lists, titled as the console's lists title them (label, then the
 * unit in brackets), with dictionary values written as their labels as the lists show them.
 */

export interface ExportColumn {
  key: string;
  title: Message;
  /** The cell's value from the field's (and, for a composite cell, the presented row's). */
  format?: (value: unknown, row: Record<string, unknown>) => unknown;
}

/** A plain column; `unit` in both languages (`['kg']`, or `['元', 'CNY']`) is added to the title. */
export function exportCol(key: string, zh: string, en: string, unit?: readonly [string, string?]): ExportColumn {
  if (!unit) return col(key, zh, en);
  return col(key, `${zh} (${unit[0]})`, `${en} (${unit[1] ?? unit[0]})`);
}

function labelOf(type: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return value;
  const items = type === 'sys_normal_disable' ? dictItems() : wmsDictItems();
  return String(value)
    .split(',')
    .map((v) => items.find((i) => i.dictType === type && i.dictValue === v)?.dictLabel ?? v)
    .join(',');
}

/** A dictionary column: the labels of `type` (a module dictionary, or `sys_normal_disable`). */
export function dictCol(key: string, zh: string, en: string, type: string): ExportColumn {
  return { ...col(key, zh, en), format: (value) => labelOf(type, value) };
}

/** The status, remark and creation time every catalogue export ends with. */
export const CATALOGUE_TAIL: ExportColumn[] = [
  dictCol('status', '状态', 'Status', 'sys_normal_disable'),
  exportCol('remark', '备注', 'Remark'),
  exportCol('createTime', '创建时间', 'Created'),
];
