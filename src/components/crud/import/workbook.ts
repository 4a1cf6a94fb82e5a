import type * as ExcelNamespace from 'exceljs';
import type { Cell, CellValue as ExcelValue, DataValidation, Workbook, Worksheet } from 'exceljs';
import type { CellValue } from './check';
import { IMPORT_ROW_LIMIT } from './columns';

/*
 * The xlsx reader and writer: exceljs 4.4.0 (MIT), loaded only when the import dialog opens, so no
 * list page and not /login carries it. It reads formula results, merged cells and dates and writes
 * data validation (the template's dropdowns), which SheetJS's community build does not write.
 */
export type ExcelModule = typeof ExcelNamespace;

let loading: Promise<ExcelModule> | undefined;

/** The package, imported once (a failed load is forgotten so the next open tries again). */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= import('exceljs').then(
    (module) => ((module as { default?: ExcelModule }).default ?? module) as ExcelModule,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type ReadFailure =
  { kind: 'notXlsx' } | { kind: 'empty' } | { kind: 'headersOnly' } | { kind: 'tooMany'; rows: number; limit: number };

export interface ReadSheet {
  name: string;
  /** The header row's texts, one per sheet column. */
  headers: string[];
  /** The data rows (blank rows left out), each cell by its column index (0-based). */
  rows: { rowNumber: number; cells: CellValue[] }[];
  /** Merged ranges (`A3:A5`): each of their cells is read as the range's first cell, as Excel shows it. */
  merges: string[];
}

/** The zip signature every xlsx starts with (an .xls, a CSV or a renamed file does not). */
async function looksLikeXlsx(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** A cell's value: a formula's result (never the formula), rich text's words, a link's text. */
export function cellValue(value: ExcelValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return value.result === undefined ? null : cellValue(value.result as ExcelValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellValue(value.text as ExcelValue);
    if ('error' in value) return { error: String(value.error) };
  }
  return null;
}

function headerText(cell: Cell): string {
  const value = cellValue(cell.value);
  if (value === null || typeof value === 'object') return value instanceof Date ? value.toISOString() : '';
  return String(value).trim();
}

const blank = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * Reads the first sheet of an xlsx. Refuses, before reading any row, what is not an xlsx, an empty
 * sheet, a sheet of headers only and one of more rows than the limit.
 */
export async function readSheet(file: Blob, limit = IMPORT_ROW_LIMIT): Promise<ReadSheet | ReadFailure> {
  if (!(await looksLikeXlsx(file))) return { kind: 'notXlsx' };
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load((await file.arrayBuffer()) as unknown as Parameters<Workbook['xlsx']['load']>[0]);
  } catch {
    return { kind: 'notXlsx' };
  }
  const sheet: Worksheet | undefined = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) return { kind: 'empty' };
  // The header is the first row with anything in it.
  let headerRow = 0;
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (headerRow === 0 && row.actualCellCount > 0) headerRow = n;
  });
  const dataRows = sheet.actualRowCount - 1;
  if (dataRows > limit) return { kind: 'tooMany', rows: dataRows, limit };
  const width = sheet.columnCount;
  const header = sheet.getRow(headerRow);
  const headers = Array.from({ length: width }, (_, i) => headerText(header.getCell(i + 1)));
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0) return { kind: 'empty' };
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber <= headerRow) return;
    const cells = headers.map((_, i) => cellValue(row.getCell(i + 1).value));
    if (cells.every(blank)) return;
    rows.push({ rowNumber, cells });
  });
  if (rows.length === 0) return { kind: 'headersOnly' };
  const merges = ((sheet.model as { merges?: unknown }).merges ?? []) as unknown[];
  return { name: sheet.name, headers, rows, merges: merges.filter((m): m is string => typeof m === 'string') };
}

export const isReadFailure = (read: ReadSheet | ReadFailure): read is ReadFailure => 'kind' in read;

/** A column of a written sheet: its header, and its dropdown's choices (labels), if any. */
export interface TemplateColumn {
  header: string;
  choices?: readonly string[];
  width?: number;
  /** A cell must be filled (the dropdown refuses a blank). */
  required?: boolean;
}

export interface TemplateBook {
  sheetName: string;
  columns: readonly TemplateColumn[];
  rows?: readonly CellValue[][];
  /** The second sheet: one row per column saying what it takes. */
  help: { sheetName: string; header: readonly string[]; rows: readonly string[][] };
  /** The dropdowns' error box. */
  invalidChoice: { title: string; message: string };
}

function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const LISTS_SHEET = 'lists';

/** exceljs has data validation on a sheet (`dataValidations.add(range, rule)`), missing from its typings. */
interface ValidatedSheet {
  dataValidations: { add: (range: string, rule: DataValidation) => void };
}

/** Security invariant 12: a text that starts like a formula is written as text, never as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function writtenValue(cell: CellValue): ExcelValue {
  if (cell === null) return null;
  if (typeof cell === 'object' && !(cell instanceof Date)) return cell.error;
  if (typeof cell === 'string' && FORMULA_START.test(cell)) return { richText: [{ text: cell }] };
  return cell;
}

/**
 * The template (or the rows that failed, with their error column): the header row bold and frozen,
 * each choice column a dropdown of its labels (kept on a hidden sheet, so long lists fit) over the
 * rows the import takes, and a second sheet explaining each column.
 */
export async function writeTemplate(book: TemplateBook): Promise<Blob> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(book.sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = book.columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length * 2 + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of book.rows ?? []) sheet.addRow(row.map(writtenValue));

  const help = workbook.addWorksheet(book.help.sheetName.slice(0, 31));
  help.columns = book.help.header.map((header, i) => ({ header, width: i === 0 ? 24 : 40 }));
  help.getRow(1).font = { bold: true };
  for (const row of book.help.rows) help.addRow(row);

  const listed = book.columns.map((c, i) => ({ ...c, index: i })).filter((c) => c.choices && c.choices.length > 0);
  if (listed.length > 0) {
    const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
    listed.forEach((c, j) => {
      const letter = columnLetter(j);
      (c.choices ?? []).forEach((label, k) => {
        lists.getCell(`${letter}${k + 1}`).value = writtenValue(label);
      });
      const target = columnLetter(c.index);
      (sheet as Worksheet & ValidatedSheet).dataValidations.add(`${target}2:${target}${IMPORT_ROW_LIMIT + 1}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`${LISTS_SHEET}!$${letter}$1:$${letter}$${c.choices?.length ?? 1}`],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: book.invalidChoice.title,
        error: book.invalidChoice.message,
      });
    });
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes as ArrayBuffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
