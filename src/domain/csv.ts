/**
 * CSV as Excel with Polish settings reads it: UTF-8 with BOM, `;` between fields, CRLF after rows,
 * numbers with a decimal comma. Every cell is text or a number by its column, never guessed from
 * its content: text that a spreadsheet would run as a formula is neutralised (OWASP "CSV
 * Injection"), numbers are written as numbers.
 */
export const CSV_BOM = '\ufeff';

/** What a spreadsheet takes as the start of a formula (OWASP): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A text cell; one a spreadsheet would read as a formula gets a leading single quote. */
export function csvText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A number cell with a decimal comma (`-3,5`); empty when there is no number. */
export const csvNumber = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '');

/** A cell as the file holds it: quoted only when holding a separator, a quote or a line break. */
export const csvField = (cell: string): string => (NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Either of the above: the common text cell needs neither. */
const FORMULA_OR_QUOTES = /^[=+\-@\t\r]|[";\r\n]/;

/** A text cell as the file holds it: neutralised against formulas, quoted when it must be (one test for the usual cell). */
export function csvTextField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_OR_QUOTES.test(text) ? csvField(csvText(text)) : text;
}

/** One row of cells (from csvText / csvNumber). */
export const csvRow = (cells: string[]): string => `${cells.map(csvField).join(';')}\r\n`;

/** A cell as stored: numbers get a decimal comma, everything else is text (dates already as people read them). */
export const csvCell = (value: unknown): string => (typeof value === 'number' ? csvNumber(value) : csvText(value));

/** A whole CSV document: BOM, the header row, then the rows. */
export const csvDocument = (headers: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  CSV_BOM + csvRow(headers.map(csvText)) + rows.map((row) => csvRow(row.map(csvCell))).join('');
