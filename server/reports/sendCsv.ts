/** A report's CSV answer: the file as an attachment under its name (the exports' headers). */
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, fileName: string, csv: string): string {
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return csv;
}
