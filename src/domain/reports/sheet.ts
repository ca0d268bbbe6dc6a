/**
 * A report's table as one shape for every file it is saved as: CSV (./csv.ts rules, Polish Excel)
 * and XLSX (server/http/xlsx.ts). Cells are text or numbers; numbers stay numbers in both files.
 */
import { csvDocument } from '../csv';

export interface SheetColumn {
  header: string;
  /** Characters wide in a spreadsheet (XLSX only). */
  width?: number;
  /** Decimal places a number cell shows (XLSX only); whole numbers when omitted. */
  decimals?: number;
}

export interface SheetTable {
  /** The file's name without its extension (ASCII: it goes into Content-Disposition). */
  fileName: string;
  /** The worksheet's title (XLSX; at most 31 characters). */
  title: string;
  columns: SheetColumn[];
  rows: (string | number | null)[][];
  /** Rows written under the table (totals), set off in bold in XLSX. */
  footer?: (string | number | null)[][];
}

/** The table as a CSV document (BOM, `;`, decimal comma), its footer rows after its rows. */
export const sheetCsv = (table: SheetTable): string =>
  csvDocument(
    table.columns.map((column) => column.header),
    [...table.rows, ...(table.footer ?? [])].map((row) => row.map((cell) => cell ?? '')),
  );
