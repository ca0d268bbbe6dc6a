/** Answering a request with a CSV file (a registry resource's list is the CRUD engine's: ../crud/sendList.ts). */
import type { FastifyReply } from 'fastify';

/** Marks the answer as a CSV file to save under its name (a text or a stream is sent after). */
export const csvAttachment = (reply: FastifyReply, fileName: string): FastifyReply =>
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);

/** A CSV answer made in memory (reports): the file as an attachment under its name. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): string {
  csvAttachment(reply, fileName);
  return csv;
}
