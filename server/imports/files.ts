/**
 * An imported file's rows (issue 32 §1), told apart by its content, never by its name: an XLSX
 * workbook (its first sheet) or a CSV as a Polish Excel saves it — `;` between fields (a tab or a
 * comma when the header has no `;`), Windows-1250, or UTF-8 with or without a BOM, found from the
 * bytes (text that is no valid UTF-8 is Windows-1250). The first row holds the headers.
 */
import { loadExcelJS } from '../http/xlsx';
import type { CellValue } from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { Cell } from '../../src/domain/imports';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetRow {
  /** The row's number as a spreadsheet shows it (headers: 1). */
  number: number;
  cells: Cell[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

export type SheetReading = { ok: true; sheet: Sheet; mimeType: string } | { ok: false; problem: 'kind' | 'unreadable' };

/** Text of a CSV's bytes: UTF-8 (a BOM dropped) when they are valid UTF-8, Windows-1250 otherwise. */
export function decodeText(content: Buffer): string {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) return content.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1250').decode(content);
  }
}

/** Whether bytes the file-type sniffer names nothing can be text: no NUL byte, no other binary control bytes. */
function looksLikeText(content: Buffer): boolean {
  const head = content.subarray(0, 65536);
  for (const byte of head) if (byte < 9) return false;
  return content.length > 0;
}

/** The separator of a CSV: `;` as Polish Excel writes it, else a tab or a comma if the header holds one. */
function separatorOf(firstLine: string): string {
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(',') ? ',' : ';';
}

/** CSV text as rows of cells: quoted fields may hold separators, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const separator = separatorOf(text.slice(0, text.search(/\r?\n|$/)));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** The export neutralises formulas with a leading `'` (src/domain/csv.ts): read back, the quote goes. */
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function sheetOf(lines: Cell[][]): Sheet {
  const [header = [], ...rest] = lines;
  const headers = header.map((cell) => (cell === null ? '' : String(cell).trim()));
  const rows = rest
    .map((cells, index) => ({ number: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === '')));
  return { headers, rows };
}

/** A cell of exceljs as a plain value: rich text as its text, a formula as its result, a link as its text. */
function xlsxCell(value: CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return xlsxCell((value.result ?? null) as CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

async function readXlsx(content: Buffer): Promise<Sheet> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const lines: Cell[][] = [];
  if (!sheet) return { headers: [], rows: [] };
  const width = sheet.columnCount;
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    lines.push(Array.from({ length: width }, (_, index) => xlsxCell(row.getCell(index + 1).value)));
  }
  return sheetOf(lines);
}

/** The file's headers and rows, or why it cannot be read: not a spreadsheet by its content, or a damaged one. */
export async function readSheet(content: Buffer): Promise<SheetReading> {
  const found = await fileTypeFromBuffer(content);
  if (found?.mime === XLSX_TYPE) {
    try {
      return { ok: true, sheet: await readXlsx(content), mimeType: XLSX_TYPE };
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
  }
  if (found || !looksLikeText(content)) return { ok: false, problem: 'kind' };
  const lines = parseCsv(decodeText(content)).map((cells) => cells.map(unneutralised));
  return { ok: true, sheet: sheetOf(lines), mimeType: 'text/csv' };
}
