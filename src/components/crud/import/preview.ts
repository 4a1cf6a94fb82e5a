import type { ResourceSpec } from '../define-resource';
import { checkRows, loadChoices, type CellValue, type CheckedRow, type Choices, type Say } from './check';
import { importColumns, importKey, matchHeaders, normalHeader, type FixedT, type ImportColumn } from './columns';
import { isReadFailure, readSheet } from './workbook';

export interface PreviewRow extends CheckedRow {
  /** The row's cells as the sheet has them, by field (for the preview and the rows that failed). */
  cells: Record<string, CellValue>;
}

export interface ImportPreview {
  sheetName: string;
  /** Every template column, in the user's language. */
  columns: ImportColumn[];
  /** The columns the sheet has. */
  present: ImportColumn[];
  rows: PreviewRow[];
  merges: string[];
  choices: Choices;
}

export interface PreviewContext {
  /** In the user's language. */
  t: FixedT;
  /** The languages a header may be written in, the user's first, and `t` fixed to each. */
  languages: readonly string[];
  ts: readonly FixedT[];
  say: Say;
}

/** Header texts of the rows-that-failed file's own column, known in either language and left out. */
export const errorColumnHeaders = (ts: readonly FixedT[]) => ts.map((t) => normalHeader(t('crud:import.errorColumn')));

/**
 * Reads an uploaded file and checks every row: the file is refused as a whole (not an xlsx, empty,
 * headers only, over the limit), then its headers (unknown ones, missing required ones) before any
 * row is looked at; then each row as the add form checks it, and duplicates of the unique fields.
 */
export async function previewImport<T>(
  resource: ResourceSpec<T>,
  file: Blob,
  context: PreviewContext,
): Promise<{ failure: string } | { preview: ImportPreview }> {
  const { t, ts, say, languages } = context;
  const read = await readSheet(file);
  if (isReadFailure(read)) {
    if (read.kind === 'tooMany')
      return { failure: say('crud:import.read.tooMany', { rows: read.rows, limit: read.limit }) };
    return { failure: say(`crud:import.read.${read.kind}`) };
  }
  const columns = importColumns(resource, t);
  const ownColumn = new Set(errorColumnHeaders(ts));
  const headers = read.headers.map((h) => (ownColumn.has(normalHeader(h)) ? '' : h));
  const match = matchHeaders(resource, columns, headers, ts);
  const problems: string[] = [];
  if (match.unknown.length > 0) problems.push(say('crud:import.headers.unknown', { names: match.unknown.join('、') }));
  if (match.missing.length > 0) problems.push(say('crud:import.headers.missing', { names: match.missing.join('、') }));
  if (match.duplicated.length > 0)
    problems.push(say('crud:import.headers.duplicated', { names: match.duplicated.join('、') }));
  if (problems.length > 0) return { failure: problems.join(' ') };

  const fieldAt = match.targets.map((target) => ('field' in target ? target.field : undefined));
  const present = new Set(fieldAt.filter((f): f is string => f !== undefined));
  const sheetRows = read.rows.map((row) => {
    const cells: Record<string, CellValue> = {};
    fieldAt.forEach((field, i) => {
      if (field) cells[field] = row.cells[i] ?? null;
    });
    return { rowNumber: row.rowNumber, cells };
  });
  const shown = columns.filter((c) => present.has(c.name));
  const choices = await loadChoices(shown, languages, ts);
  const unique = [...new Set([importKey(resource), ...columns.filter((c) => c.unique).map((c) => c.name)])];
  const checked = await checkRows(columns, present, sheetRows, choices, say, unique);
  return {
    preview: {
      sheetName: read.name,
      columns,
      present: shown,
      rows: checked.map((row, i) => ({ ...row, cells: sheetRows[i].cells })),
      merges: read.merges,
      choices,
    },
  };
}
