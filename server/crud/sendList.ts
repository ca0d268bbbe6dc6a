/** Answering a request with a registry resource's list (whole or a page). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { listParamsIn, type ListQuery } from './listParams';
import { listJson } from './jsonLists';
import { listRows } from './repository';
import { scopeListParams } from './siteScope';
import { utf8Bytes } from './utf8Bytes';
import type { TableShape } from './tableShape';

/**
 * Answers a list as the whole array, or as a page with X-Total-Count when paging was asked for;
 * only the rows of the account's sites. The JSON is the database's where it can write it
 * (./jsonLists.ts), else the rows' JSON.stringify (as the route's serializer, openapi.ts
 * sendAsBuilt, would write it). Either goes as UTF-8 bytes: a string answer is measured by the
 * compression plugin (`Buffer.byteLength`) and then encoded for gzip, two passes over the text
 * where one does (the week's whole array on PostgreSQL: 9 % of the server's CPU, issue 34 §2).
 */
export async function sendList({ db, dialect, readArrays }: Db, shape: TableShape, query: ListQuery, request: FastifyRequest, reply: FastifyReply) {
  // `query`: as the route's schema read it (./openapi.ts listQuery); its days in the company's zone.
  const params = listParamsIn(query, request.companyTimeZone);
  scopeListParams(request, shape.spec, params);
  const listed = (await listJson(db, dialect, shape, params, readArrays)) ?? (await listRows(db, dialect, shape, params));
  if (listed.total !== undefined) reply.header('X-Total-Count', String(listed.total));
  const json = 'json' in listed ? listed.json : utf8Bytes(JSON.stringify(listed.rows));
  return reply.type('application/json; charset=utf-8').send(json);
}
