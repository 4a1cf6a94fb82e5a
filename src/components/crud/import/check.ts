import Schema, { type RuleItem } from '@rc-component/async-validator';
import type { FormRule } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { dictValueText } from '@/api/modules/system/dict';
import type { TreeNode } from '@/api/modules/system/tree';
import type { Option } from '@/api/types';
import { getDict } from '@/components/list';
import { DICT_LABEL_NS, dictItemsIn, loadDictLabels } from '@/components/list/dict-label';
import { i18n } from '@/lib/i18n';
import { isSearchedOptions } from '../define-resource';
import type { FixedT, ImportColumn } from './columns';

/** A cell as the reader hands it over: a formula's result, rich text joined, an error value named. */
export type CellValue = string | number | boolean | Date | { error: string } | null;

/** One row of the sheet, numbered as the sheet numbers it. */
export interface SheetRow {
  rowNumber: number;
  /** Per imported column (by field name), the cell. */
  cells: Record<string, CellValue>;
}

export interface CellError {
  /** The sheet's row number. */
  row: number;
  /** The field, and its header in the user's language. */
  field: string;
  column: string;
  message: string;
}

export interface CheckedRow {
  rowNumber: number;
  /** The record the row would save (only the columns the sheet has). */
  record: Record<string, unknown>;
  errors: CellError[];
}

/**
 * A choice field's accepted texts (values and labels in either language, any case) → its value, and
 * its labels in the user's language (the template's dropdown).
 */
export interface FieldChoices {
  accepted: Map<string, string | number>;
  labels: string[];
}
export type Choices = Map<string, FieldChoices>;

const choiceText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function flatten(nodes: readonly TreeNode[], into: Option[] = []): Option[] {
  for (const node of nodes) {
    into.push({ value: node.id, label: node.label });
    if (node.children) flatten(node.children, into);
  }
  return into;
}

/**
 * Loads what each choice column accepts: its dictionary's items (labels in both languages), its fixed
 * or translated options, its loader's options, a tree's nodes. A column searched on the server (too
 * many to load) is left out: its cells are sent as they are and the server checks them. `languages`
 * and `ts` go together, the user's first: its labels are the dropdown's.
 */
export async function loadChoices(
  columns: readonly ImportColumn[],
  languages: readonly string[],
  ts: readonly FixedT[],
): Promise<Choices> {
  const choices: Choices = new Map();
  // The label table gives yes/no cells their words in both languages (see yesNoTexts).
  await loadDictLabels();
  await Promise.all(
    columns.map(async (c) => {
      const accepted = new Map<string, string | number>();
      const labels = new Map<string | number, string>();
      const add = (value: string | number, label: string | undefined, own: boolean) => {
        accepted.set(choiceText(String(value)), value);
        if (own && !labels.has(value)) labels.set(value, label || String(value));
        if (label) {
          const text = choiceText(label);
          if (!accepted.has(text)) accepted.set(text, value);
          // A part's option reads `model name`; a list's export writes the model alone.
          const code = text.split(' ')[0];
          if (code !== text && !accepted.has(code)) accepted.set(code, value);
        }
      };
      if (c.kind === 'choices') {
        if (typeof c.options !== 'function') return;
        let options: Option[];
        try {
          options = await c.options();
        } catch {
          return; // Without the list no cell can be matched: each says so (see convertCell).
        }
        // Names first: a value (an id) is taken only where no option bears it as its name.
        for (const o of options) {
          if (!labels.has(o.value)) labels.set(o.value, o.label);
          if (!accepted.has(choiceText(o.label))) accepted.set(choiceText(o.label), o.value);
        }
        for (const o of options)
          if (!accepted.has(choiceText(String(o.value)))) accepted.set(choiceText(String(o.value)), o.value);
      } else if (c.dict) {
        const items = await getDict(c.dict);
        languages.forEach((lng, i) => {
          for (const item of dictItemsIn(lng, c.dict ?? '', items)) {
            const value = dictValueText(item.dictValue);
            if (value !== undefined) add(value, dictValueText(item.dictLabel), i === 0);
          }
        });
      } else if (c.kind === 'treeSelect' && c.tree) {
        for (const o of flatten(await c.tree().catch(() => []))) add(o.value, o.label, true);
      } else if (Array.isArray(c.options)) {
        for (const o of c.options as readonly Option[]) add(o.value, o.label, true);
      } else if (typeof c.options === 'function') {
        for (const o of await c.options().catch(() => [])) add(o.value, o.label, true);
      } else if (c.options && !isSearchedOptions(c.options) && 'i18nPrefix' in c.options) {
        const { i18nPrefix, values } = c.options;
        for (const value of values)
          ts.forEach((t, i) => add(value, t(`${i18nPrefix}.${value}`, { defaultValue: String(value) }), i === 0));
      } else return;
      choices.set(c.name, { accepted, labels: [...labels.values()] });
    }),
  );
  return choices;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's day count (1900 system: day 60 is the leap day Excel invents, so later days are one ahead). */
export function serialToDate(serial: number): Date {
  const days = serial < 60 ? serial : serial - 1;
  return new Date(Date.UTC(1899, 11, 31) + Math.round(days * 86_400_000));
}

/** A cell's date as the console stores it; the reader's dates are the sheet's wall time, kept in UTC. */
function dateText(date: Date, withTime: boolean): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : day;
}

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function parseDate(text: string): Date | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [y, m, d, h = '0', min = '0', s = '0'] = match.slice(1);
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? date : undefined;
}

/** A number written as text: `1200`, ` 1,200.5 `, `-3`. */
function parseNumber(text: string): number | undefined {
  const plain = text.replace(/\s/g, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain)) return Number(plain.replace(/,/g, ''));
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(plain)) return undefined;
  return Number(plain);
}

/**
 * What a yes/no cell may hold: the words of code (`true`, `y`, `1`) and the `sys_yes_no` labels in
 * every language of the label table (是 / Yes), since a file may come from a user of either.
 */
function yesNoTexts(value: 'Y' | 'N', code: readonly string[]): Set<string> {
  const labels = ['zh-CN', 'en'].map((lng) => i18n.getResource(lng, DICT_LABEL_NS, `sys_yes_no.${value}`) as unknown);
  return new Set([...code, ...labels.filter((l): l is string => typeof l === 'string')].map(choiceText));
}

function cellText(cell: CellValue): string {
  if (cell instanceof Date) return dateText(cell, true);
  if (cell === null || typeof cell === 'object') return '';
  return String(cell).trim();
}

/** The choices of a multiple cell: separated by `,`, the Chinese `，` or `、`, blanks left out. */
const choiceParts = (text: string) =>
  text
    .split(/[,，、]/)
    .map((part) => part.trim())
    .filter(Boolean);

export type Say = (key: string, values?: Record<string, unknown>) => string;

/** A cell turned into the value the form would hold, or why it cannot be. */
export function convertCell(
  column: ImportColumn,
  cell: CellValue,
  accepted: Map<string, string | number> | undefined,
  say: Say,
): { value?: unknown; error?: string } {
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date))
    return { error: say('crud:import.errors.cellError', { value: cell.error }) };
  const blank = cell === null || (typeof cell === 'string' && cell.trim() === '');
  if (blank) return column.required ? { error: say('crud:validation.required', { label: column.label }) } : {};
  switch (column.kind) {
    case 'number': {
      const n = typeof cell === 'number' ? cell : typeof cell === 'string' ? parseNumber(cell) : undefined;
      if (n === undefined || !Number.isFinite(n)) return { error: say('crud:import.errors.number') };
      if (column.min !== undefined && n < column.min)
        return { error: say('crud:import.errors.min', { min: column.min }) };
      if (column.max !== undefined && n > column.max)
        return { error: say('crud:import.errors.max', { max: column.max }) };
      return { value: n };
    }
    case 'date':
    case 'datetime': {
      const withTime = column.kind === 'datetime';
      let date: Date | undefined;
      if (cell instanceof Date) date = cell;
      else if (typeof cell === 'number') date = serialToDate(cell);
      else if (typeof cell === 'string') {
        const serial = parseNumber(cell);
        date = serial !== undefined && serial > 0 && serial < 2_958_466 ? serialToDate(serial) : parseDate(cell.trim());
      }
      if (!date || Number.isNaN(date.getTime())) return { error: say('crud:import.errors.date') };
      return { value: dateText(date, withTime) };
    }
    case 'switch': {
      if (typeof cell === 'boolean') return { value: cell };
      const text = choiceText(cellText(cell));
      if (yesNoTexts('Y', ['true', 'yes', 'y', '1']).has(text)) return { value: true };
      if (yesNoTexts('N', ['false', 'no', 'n', '0']).has(text)) return { value: false };
      return { error: say('crud:import.errors.boolean') };
    }
    case 'select':
    case 'dict':
    case 'radio':
    case 'status':
    case 'treeSelect': {
      const text = cellText(cell);
      if (!accepted) return { value: text };
      const parts = column.multiple ? choiceParts(text) : [text];
      const values: (string | number)[] = [];
      for (const part of parts) {
        const value = accepted.get(choiceText(part));
        if (value === undefined) return { error: say('crud:import.errors.choice', { value: part }) };
        values.push(value);
      }
      return { value: column.multiple ? values.join(',') : values[0] };
    }
    case 'choices': {
      if (!accepted) return { error: say('crud:import.errors.choicesUnavailable') };
      const values: (string | number)[] = [];
      for (const part of choiceParts(cellText(cell))) {
        const value = accepted.get(choiceText(part));
        if (value === undefined) return { error: say('crud:import.errors.unknownChoice', { value: part }) };
        if (!values.includes(value)) values.push(value);
      }
      return { value: values };
    }
    default: {
      const text = cellText(cell);
      if (column.maxLength !== undefined && [...text].length > column.maxLength)
        return { error: say('crud:import.errors.tooLong', { max: column.maxLength }) };
      return { value: text };
    }
  }
}

/** A declaration's message (text, or an `<I18nText k=…>`) as text. */
export function messageText(message: ReactNode, say: Say): string | undefined {
  if (typeof message === 'string') return message;
  if (isValidElement<{ k?: unknown; values?: Record<string, unknown> }>(message) && typeof message.props.k === 'string')
    return say(message.props.k, message.props.values);
  return undefined;
}

/**
 * Runs a field's declared form rules (the same rules and the same validator antd's Form runs,
 * `@rc-component/async-validator`), rules that read other fields (`({ getFieldValue }) => rule`)
 * seeing the row's record: the resource's cross-field rules apply to each row as in the form.
 */
async function declaredRuleErrors(column: ImportColumn, record: Record<string, unknown>, say: Say): Promise<string[]> {
  const form = { getFieldValue: (name: unknown) => record[String(name)] };
  const rules: RuleItem[] = [];
  for (const raw of column.rules as FormRule[]) {
    const rule = typeof raw === 'function' ? raw(form as never) : raw;
    if (rule.warningOnly) continue;
    const { message, validator, ...rest } = rule as RuleItem & { message?: ReactNode; warningOnly?: boolean };
    // Without a message of its own, a validator's rejection speaks for itself.
    const text = message === undefined ? undefined : (messageText(message, say) ?? say('crud:import.errors.invalid'));
    rules.push({
      ...(rest as RuleItem),
      ...(text === undefined ? {} : { message: text }),
      ...(validator
        ? {
            // antd's validators answer with a promise, as async-validator's asyncValidator does.
            asyncValidator: (r: unknown, value: unknown) =>
              (validator as (rule: unknown, value: unknown) => Promise<void> | void)(r, value),
          }
        : {}),
    });
  }
  if (rules.length === 0) return [];
  try {
    await new Schema({ [column.name]: rules }).validate({ [column.name]: record[column.name] }, { first: true });
    return [];
  } catch (failure) {
    const errors = (failure as { errors?: { message?: unknown }[] }).errors;
    if (!Array.isArray(errors)) return [say('crud:import.errors.invalid')];
    return errors.map((e) => (typeof e.message === 'string' ? e.message : say('crud:import.errors.invalid')));
  }
}

/**
 * Checks rows as the add form would: required, types, ranges and lengths, choices by label or value,
 * then the declared rules (cross-field ones included); then the key column for duplicates in the file.
 * Each error names the sheet's row and the column's header.
 */
export async function checkRows(
  columns: readonly ImportColumn[],
  present: ReadonlySet<string>,
  rows: readonly SheetRow[],
  choices: Choices,
  say: Say,
  uniqueFields: readonly string[],
): Promise<CheckedRow[]> {
  const used = columns.filter((c) => present.has(c.name) || c.required);
  const ruled = used.filter((c) => c.rules.length > 0);
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    const record: Record<string, unknown> = {};
    const errors: CellError[] = [];
    for (const column of used) {
      const { value, error } = convertCell(
        column,
        row.cells[column.name] ?? null,
        choices.get(column.name)?.accepted,
        say,
      );
      if (error) errors.push({ row: row.rowNumber, field: column.name, column: column.label, message: error });
      else if (value !== undefined) record[column.name] = value;
    }
    for (const column of ruled) {
      if (record[column.name] === undefined || errors.some((e) => e.field === column.name)) continue;
      for (const message of await declaredRuleErrors(column, record, say))
        errors.push({ row: row.rowNumber, field: column.name, column: column.label, message });
    }
    checked.push({ rowNumber: row.rowNumber, record, errors });
  }
  for (const field of uniqueFields) {
    const column = columns.find((c) => c.name === field);
    if (!column || !present.has(field)) continue;
    const first = new Map<string, number>();
    for (const row of checked) {
      const value = row.record[field];
      if (value === undefined || value === '') continue;
      const text = choiceText(String(value));
      const earlier = first.get(text);
      if (earlier === undefined) first.set(text, row.rowNumber);
      else
        row.errors.push({
          row: row.rowNumber,
          field,
          column: column.label,
          message: say('crud:import.errors.duplicate', { row: earlier }),
        });
    }
  }
  return checked;
}
