/** A report's CSV document (src/domain/csv.ts csvDocument) as a download under its file name. */
import type { FastifyReply } from 'fastify';

export function csvReply(reply: FastifyReply, fileName: string, document: string): string {
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return document;
}
