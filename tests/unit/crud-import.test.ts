import { Blob as NodeBlob } from 'node:buffer';
import ExcelJS from 'exceljs';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { defineResource, type CrudApi } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { checkRows, convertCell, serialToDate, type Choices, type Say } from '@/components/crud/import/check';
import { loadDictLabels } from '@/components/list/dict-label';
import { importColumns, matchHeaders, templateHeader, type FixedT } from '@/components/crud/import/columns';
import { cellValue, readSheet, writeTemplate } from '@/components/crud/import/workbook';
import { truckScaleResource } from '@/resources/truckScale/truckScale.resource';

/** Labels of a made-up language: `<field>` in "zh", `<Field>` in "en"; units as they are. */
const LABELS: Record<string, Record<string, string>> = {
  zh: {
    'truckScale:fields.id': '编号',
    'truckScale:fields.model': '型号',
    'truckScale:fields.maxCapacity': '最大秤量',
    'truckScale:fields.name': '名称',
  },
  en: {
    'truckScale:fields.model': 'Model',
    'truckScale:fields.maxCapacity': 'Max capacity',
    'truckScale:fields.name': 'Name',
  },
};
const fixed =
  (lng: 'zh' | 'en'): FixedT =>
  (key, options) =>
    LABELS[lng][key] ??
    (typeof options?.defaultValue === 'string' ? options.defaultValue : (key.split('.').pop() ?? key));
const say: Say = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('template columns from a declaration', () => {
  it('are the add form fields in order, labelled with units, required ones marked', () => {
    const columns = importColumns(truckScaleResource, fixed('zh'));
    const names = columns.map((c) => c.name);
    // The id, the parts' model columns and the creation time are not form fields.
    expect(names).not.toContain('id');
    expect(names).not.toContain('connectBoxModel');
    expect(names).not.toContain('createTime');
    expect(names.slice(0, 4)).toEqual(['model', 'name', 'maxCapacity', 'division']);
    expect(names).toContain('connectBoxId');
    expect(names).toContain('status');
    const capacity = columns.find((c) => c.name === 'maxCapacity');
    expect(capacity?.label).toBe('最大秤量 (kg)');
    expect(capacity && templateHeader(capacity)).toBe('*最大秤量 (kg)');
    expect(columns.find((c) => c.name === 'accuracyClass')?.dict).toBe('wms:wms_instrument_class');
    expect(columns.find((c) => c.name === 'cellCount')).toMatchObject({ min: 4, max: 16, required: false });
  });

  it("match the export's headers in either language, field names, and name unknown and missing ones", () => {
    const columns = importColumns(truckScaleResource, fixed('zh'));
    const ts = [fixed('zh'), fixed('en')];
    const ok = matchHeaders(truckScaleResource, columns, ['编号', '*型号', 'Name', '最大秤量 (kg)', 'division'], ts);
    expect(ok.targets).toEqual([
      { ignored: 'id' },
      { field: 'model' },
      { field: 'name' },
      { field: 'maxCapacity' },
      { field: 'division' },
    ]);
    expect(ok.unknown).toEqual([]);
    expect(ok.missing).toEqual([]);

    const bad = matchHeaders(truckScaleResource, columns, ['型号', 'Colour'], ts);
    expect(bad.unknown).toEqual(['Colour']);
    expect(bad.missing).toEqual(['名称', '最大秤量 (kg)', 'division (kg)']);
  });
});

interface Part {
  id?: number;
  code?: string;
  qty?: number;
  low?: number;
  high?: number;
  kind?: string;
  day?: string;
}

const partApi: CrudApi<Part> = {
  page: () => Promise.resolve({ list: [], total: 0 }),
  create: () => Promise.resolve(1),
};

const parts = defineResource({
  key: 'part',
  api: partApi,
  idKey: 'id',
  nameField: 'code',
  permission: 'x:part',
  fields: [
    {
      name: 'code',
      required: true,
      unique: true,
      form: { maxLength: 6 },
      rules: [{ pattern: /^[A-Z]+-\d+$/, message: createElement(I18nText, { k: 'part:validation.code' }) }],
    },
    { name: 'qty', kind: 'number', form: { min: 1, max: 100 } },
    { name: 'high', kind: 'number' },
    {
      name: 'low',
      kind: 'number',
      rules: [
        ({ getFieldValue }) => ({
          validator: (_rule: unknown, value: unknown) =>
            Number(value) < Number(getFieldValue('high')) ? Promise.resolve() : Promise.reject(new Error('low ≥ high')),
        }),
      ],
    },
    { name: 'kind', kind: 'select', options: [{ value: 'A', label: '甲' }] },
    { name: 'day', kind: 'date' },
  ],
});

describe('row checks', () => {
  const columns = importColumns(parts, (key) => key.replace('part:fields.', ''));
  const column = (name: string) => {
    const found = columns.find((c) => c.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const choices: Choices = new Map([
    [
      'kind',
      {
        accepted: new Map<string, string | number>([
          ['a', 'A'],
          ['甲', 'A'],
          ['first', 'A'],
        ]),
        labels: ['甲'],
      },
    ],
  ]);

  it('required, length, numbers (also stored as text), ranges', () => {
    expect(convertCell(column('code'), null, undefined, say).error).toBe('crud:validation.required {"label":"code"}');
    expect(convertCell(column('code'), '  ', undefined, say).error).toContain('required');
    expect(convertCell(column('code'), 'ABCDEFG', undefined, say).error).toBe('crud:import.errors.tooLong {"max":6}');
    expect(convertCell(column('qty'), ' 1,00 ', undefined, say).error).toBe('crud:import.errors.number');
    expect(convertCell(column('qty'), '12', undefined, say).value).toBe(12);
    expect(convertCell(column('high'), '1,200.5', undefined, say).value).toBe(1200.5);
    expect(convertCell(column('qty'), 0, undefined, say).error).toBe('crud:import.errors.min {"min":1}');
    expect(convertCell(column('qty'), 101, undefined, say).error).toBe('crud:import.errors.max {"max":100}');
    expect(convertCell(column('qty'), null, undefined, say)).toEqual({});
  });

  it("reads a yes/no cell by the words of either language's yes/no dictionary, and names anything else", async () => {
    await loadDictLabels();
    const flag = { ...column('qty'), kind: 'switch' as const, required: false };
    for (const yes of ['是', 'Yes', 'y', 'TRUE', 1, true])
      expect(convertCell(flag, yes, undefined, say).value).toBe(true);
    for (const no of ['否', 'no', 'N', 'false', 0, false])
      expect(convertCell(flag, no, undefined, say).value).toBe(false);
    expect(convertCell(flag, '也许', undefined, say).error).toBe('crud:import.errors.boolean');
  });

  it('choices by value and by label in either language, any case', () => {
    const accepted = choices.get('kind')?.accepted;
    expect(convertCell(column('kind'), 'A', accepted, say).value).toBe('A');
    expect(convertCell(column('kind'), '甲', accepted, say).value).toBe('A');
    expect(convertCell(column('kind'), 'First', accepted, say).value).toBe('A');
    expect(convertCell(column('kind'), '乙', accepted, say).error).toBe('crud:import.errors.choice {"value":"乙"}');
  });

  it('Excel serial dates, date cells and date texts', () => {
    expect(serialToDate(45292).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(serialToDate(1).toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(convertCell(column('day'), 45292, undefined, say).value).toBe('2024-01-01');
    expect(convertCell(column('day'), '45292', undefined, say).value).toBe('2024-01-01');
    expect(convertCell(column('day'), new Date(Date.UTC(2025, 5, 30)), undefined, say).value).toBe('2025-06-30');
    expect(convertCell(column('day'), '2025/6/30', undefined, say).value).toBe('2025-06-30');
    expect(convertCell(column('day'), '2025-02-30', undefined, say).error).toBe('crud:import.errors.date');
  });

  it('formula cells give their result, never the formula; rich text its words; errors are named', () => {
    expect(cellValue({ formula: 'A1*2', result: 4 } as ExcelJS.CellFormulaValue)).toBe(4);
    expect(cellValue({ sharedFormula: 'A1', result: 'X-1' } as ExcelJS.CellSharedFormulaValue)).toBe('X-1');
    expect(cellValue({ formula: 'NOW()' } as ExcelJS.CellFormulaValue)).toBeNull();
    expect(cellValue({ richText: [{ text: 'AB' }, { text: '-1' }] })).toBe('AB-1');
    expect(cellValue({ error: '#N/A' } as ExcelJS.CellErrorValue)).toEqual({ error: '#N/A' });
    expect(convertCell(column('qty'), { error: '#N/A' }, undefined, say).error).toContain('cellError');
  });

  it("runs the declared rules (messages of the declaration, cross-field ones) and flags the file's duplicates", async () => {
    const present = new Set(['code', 'low', 'high']);
    const rows = [
      { rowNumber: 2, cells: { code: 'AB-1', low: 1, high: 5 } },
      { rowNumber: 3, cells: { code: 'ab1', low: 9, high: 5 } },
      { rowNumber: 4, cells: { code: 'AB-1', low: 1, high: 2 } },
    ];
    const checked = await checkRows(columns, present, rows, choices, say, ['code']);
    expect(checked[0].errors).toEqual([]);
    expect(checked[0].record).toEqual({ code: 'AB-1', low: 1, high: 5 });
    expect(checked[1].errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'code', 'part:validation.code'],
      [3, 'low', 'low ≥ high'],
    ]);
    expect(checked[2].errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [4, 'code', 'crud:import.errors.duplicate {"row":2}'],
    ]);
  });
});

async function xlsxBlob(build: (sheet: ExcelJS.Worksheet) => void): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  build(book.addWorksheet('S'));
  return new NodeBlob([await book.xlsx.writeBuffer()]) as unknown as Blob;
}

describe('reading a sheet', () => {
  it('refuses what is not an xlsx, an empty sheet, headers only and more rows than the limit', async () => {
    expect(await readSheet(new NodeBlob(['a,b\n1,2']) as unknown as Blob)).toEqual({ kind: 'notXlsx' });
    expect(await readSheet(await xlsxBlob(() => undefined))).toEqual({ kind: 'empty' });
    expect(await readSheet(await xlsxBlob((s) => s.addRow(['型号'])))).toEqual({ kind: 'headersOnly' });
    const many = await xlsxBlob((s) => {
      s.addRow(['型号']);
      for (let i = 0; i < 6; i++) s.addRow([`M-${i}`]);
    });
    expect(await readSheet(many, 5)).toEqual({ kind: 'tooMany', rows: 6, limit: 5 });
  });

  it('reads formula results, merged cells as their first cell, dates, and numbers kept as text; blank rows skipped', async () => {
    const blob = await xlsxBlob((s) => {
      s.addRow(['型号', '数量', '日期']);
      s.addRow(['A-1', { formula: '2*3', result: 6 }, new Date(Date.UTC(2024, 0, 5))]);
      s.addRow(['A-2', '12', 45292]);
      s.addRow([null, 7, null]);
      s.addRow([]);
      s.addRow(['A-4', null, null]);
      s.mergeCells('A3:A4');
    });
    const read = await readSheet(blob);
    if ('kind' in read) throw new Error(read.kind);
    expect(read.headers).toEqual(['型号', '数量', '日期']);
    expect(read.merges).toEqual(['A3:A4']);
    expect(read.rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 6]);
    expect(read.rows[0].cells.slice(0, 2)).toEqual(['A-1', 6]);
    expect((read.rows[0].cells[2] as Date).toISOString()).toBe('2024-01-05T00:00:00.000Z');
    expect(read.rows[1].cells).toEqual(['A-2', '12', 45292]);
    expect(read.rows[2].cells).toEqual(['A-2', 7, null]);
  });
});

describe('the template file', () => {
  it('has the header row, a dropdown of labels on a choice column, and a sheet explaining the columns', async () => {
    const blob = await writeTemplate({
      sheetName: '汽车衡',
      columns: [
        { header: '*型号', required: true },
        { header: '准确度等级', choices: ['III 中准确度', 'IIII 普通准确度'] },
      ],
      rows: [['=cmd', 'III 中准确度']],
      help: { sheetName: '填写说明', header: ['列', '字段名', '填写要求'], rows: [['*型号', 'model', '必填']] },
      invalidChoice: { title: '无效的值', message: '请从下拉列表中选择' },
    });
    const book = new ExcelJS.Workbook();
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    await book.xlsx.load(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['汽车衡', '填写说明', 'lists']);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '*型号', '准确度等级']);
    // A text that starts like a formula stays text.
    expect(cellValue(sheet.getCell('A2').value)).toBe('=cmd');
    expect(sheet.getCell('A2').formula).toBeUndefined();
    const validation = (sheet.getCell('B500') as ExcelJS.Cell & { dataValidation?: ExcelJS.DataValidation })
      .dataValidation;
    expect(validation?.type).toBe('list');
    expect(validation?.formulae).toEqual(['lists!$A$1:$A$2']);
    expect(book.worksheets[2].getCell('A2').value).toBe('IIII 普通准确度');
    expect(book.worksheets[1].getRow(2).values).toEqual([undefined, '*型号', 'model', '必填']);
  });
});
