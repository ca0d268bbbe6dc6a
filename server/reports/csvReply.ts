/** A report table as a CSV download, with the exports' rules (UTF-8 BOM, `;`, decimal comma). */
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvNumber, csvRow, csvText } from '../../src/domain/csv';

/** A cell: numbers get a decimal comma, everything else is text (dates already as people read them). */
export type CsvCell = string | number | null;

const cell = (value: CsvCell) => (typeof value === 'number' ? csvNumber(value) : csvText(value));

export function sendCsv(reply: FastifyReply, fileName: string, headers: readonly string[], rows: readonly CsvCell[][]): string {
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return CSV_BOM + csvRow(headers.map(csvText)) + rows.map((row) => csvRow(row.map(cell))).join('');
}
