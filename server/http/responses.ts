/** Answering a request: a registry resource's list (whole or a page), a CSV file. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ListParams } from '../crud/listParams';
import { listJson } from '../crud/jsonLists';
import { listRows } from '../crud/repository';
import { scopeListParams } from '../crud/siteScope';
import type { TableShape } from '../crud/tableShape';

/**
 * Answers a list as the whole array, or as a page with X-Total-Count when paging was asked for;
 * only the rows of the account's sites. The JSON is the database's where it can write it (../crud/jsonLists.ts).
 */
export async function sendList({ db, dialect }: Db, shape: TableShape, params: ListParams, request: FastifyRequest, reply: FastifyReply) {
  // `params`: the query as the route's schema read it (server/crud/openapi.ts listQuery).
  scopeListParams(request, shape.spec, params);
  const listed = (await listJson(db, dialect, shape, params)) ?? (await listRows(db, dialect, shape, params));
  if (listed.total !== undefined) reply.header('X-Total-Count', String(listed.total));
  return 'json' in listed ? reply.type('application/json; charset=utf-8').send(listed.json) : listed.rows;
}

/** Marks the answer as a CSV file to save under its name (a text or a stream is sent after). */
export const csvAttachment = (reply: FastifyReply, fileName: string): FastifyReply =>
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);

/** A CSV answer made in memory (reports): the file as an attachment under its name. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): string {
  csvAttachment(reply, fileName);
  return csv;
}
