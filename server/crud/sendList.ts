/** Answering a request with a registry resource's list (whole or a page). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { listParamsIn, type ListQuery } from './listParams';
import { listJson } from './jsonLists';
import { listRows } from './repository';
import { scopeListParams } from './siteScope';
import type { TableShape } from './tableShape';

/**
 * Answers a list as the whole array, or as a page with X-Total-Count when paging was asked for;
 * only the rows of the account's sites. The JSON is the database's where it can write it (./jsonLists.ts).
 */
export async function sendList({ db, dialect }: Db, shape: TableShape, query: ListQuery, request: FastifyRequest, reply: FastifyReply) {
  // `query`: as the route's schema read it (./openapi.ts listQuery); its days in the company's zone.
  const params = listParamsIn(query, request.companyTimeZone);
  scopeListParams(request, shape.spec, params);
  const listed = (await listJson(db, dialect, shape, params)) ?? (await listRows(db, dialect, shape, params));
  if (listed.total !== undefined) reply.header('X-Total-Count', String(listed.total));
  return 'json' in listed ? reply.type('application/json; charset=utf-8').send(listed.json) : listed.rows;
}
