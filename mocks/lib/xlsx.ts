import { strToU8, zipSync } from 'fflate';

/** One worksheet: a header row and data rows. */
export interface Sheet {
  name: string;
  columns: { key: string; title: string }[];
  rows: Record<string, unknown>[];
}

export type Cell =
  { kind: 'number'; value: number } | { kind: 'text'; value: string; quotePrefix: boolean } | { kind: 'empty' };

const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Security invariant 12: a text cell that starts like a formula is written as text with Excel's
 * quote prefix, never as a formula; real numbers stay numbers.
 */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return { kind: 'text', value: text, quotePrefix: FORMULA_TRIGGERS.some((c) => text.startsWith(c)) };
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .split('')
    // XML 1.0 forbids most control characters; tab, LF and CR are kept.
    .filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r')
    .join('');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, cell: Cell, header = false): string {
  if (cell.kind === 'empty') return '';
  if (cell.kind === 'number') return `<c r="${ref}"><v>${cell.value}</v></c>`;
  const style = header ? ' s="2"' : cell.quotePrefix ? ' s="1"' : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(cell.value)}</t></is></c>`;
}

function sheetXml(sheet: Sheet): string {
  const header = sheet.columns.map((c, i) => cellXml(`${columnName(i)}1`, toCell(c.title), true)).join('');
  const body = sheet.rows
    .map((row, r) => {
      const cells = sheet.columns.map((c, i) => cellXml(`${columnName(i)}${r + 2}`, toCell(row[c.key]))).join('');
      return `<row r="${r + 2}">${cells}</row>`;
    })
    .join('');
  const cols = sheet.columns.map((_, i) => `<col min="${i + 1}" max="${i + 1}" width="18" customWidth="1"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${cols}</cols><sheetData><row r="1">${header}</row>${body}</sheetData></worksheet>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf xfId="0"/><xf xfId="0" quotePrefix="1" applyAlignment="0"/><xf xfId="0" fontId="1" applyFont="1"/></cellXfs></styleSheet>`;

/** A minimal, valid .xlsx (one sheet, inline strings) as bytes. */
export function writeXlsx(sheet: Sheet): Uint8Array {
  const name = escapeXml(sheet.name.slice(0, 31) || 'Sheet1');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(sheet)),
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
