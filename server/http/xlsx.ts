/**
 * A report's table as an XLSX workbook (exceljs), for any report with a SheetTable
 * (src/domain/reports/sheet.ts): a bold header row, numbers as numbers with their decimals, the
 * footer rows in bold, the header frozen, A4 landscape when printed.
 */
import type { FastifyReply } from 'fastify';
import type { SheetTable } from '../../src/domain/reports/sheet';

/**
 * exceljs, loaded when a workbook is first read or written: loading it took a tenth of the
 * server's start, and most processes never touch a workbook.
 */
export const loadExcelJS = async () => (await import('exceljs')).default;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function xlsxWorkbook(table: SheetTable): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SAT';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? 14,
    style: column.decimals ? { numFmt: `0.${'0'.repeat(column.decimals)}` } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  for (const row of table.footer ?? []) sheet.addRow(row).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers with the table as an XLSX attachment named `<fileName>.xlsx`. */
export async function sendXlsx(reply: FastifyReply, table: SheetTable): Promise<Buffer> {
  const body = await xlsxWorkbook(table);
  reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${table.fileName}.xlsx"`);
  return body;
}
