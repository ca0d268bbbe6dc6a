/** CSV text as Excel with Polish settings reads it: UTF-8 with BOM, `;` between fields, CRLF after rows. */
export const CSV_BOM = '\ufeff';

const NEEDS_QUOTES = /[";\r\n]/;

function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row: fields quoted only when they hold a separator, a quote or a line break. */
export const csvRow = (values: Array<string | number | null>): string => `${values.map(field).join(';')}\r\n`;
