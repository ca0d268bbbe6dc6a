/** Who is online now, and a ride's GPS track. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resources } from '../../src/domain/resources';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { parseListParams } from '../resources/listParams';
import { parseId } from '../resources/routes';
import { idParamsSchema } from '../resources/openapi';

/** A person is online with an open work day and a location within this window. */
export const ONLINE_WINDOW_MS = 15 * 60_000;

export function registerActivityRoutes(app: FastifyInstance, { db }: Db) {
  app.get(
    '/api/online/',
    {
      schema: {
        tags: ['work-days'],
        summary: 'People online now: open work day and a location in the last 15 minutes',
        querystring: { type: 'object', properties: { site: { type: 'integer' } } },
      },
    },
    async (request) => {
      const { site } = parseListParams(resources['work-days'], request.query as Record<string, string>, new Set());
      const since = new Date(Date.now() - ONLINE_WINDOW_MS).toISOString();
      const query = db
        .selectFrom('person as p')
        .innerJoin('location_point as lp', (join) =>
          join.onRef('lp.person', '=', 'p.id').on('lp.id', '=', (eb) =>
            eb
              .selectFrom('location_point as latest')
              .select('latest.id')
              .whereRef('latest.person', '=', 'p.id')
              .where('latest.datetime', '>=', since)
              .orderBy('latest.datetime', 'desc')
              .limit(1),
          ),
        )
        .select(['p.id', 'p.first_name', 'p.last_name', 'lp.latitude', 'lp.longitude', 'lp.datetime'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('work_day as w')
              .select('w.id')
              .whereRef('w.person', '=', 'p.id')
              .where('w.datetime_end', 'is', null)
              .$if(site !== undefined, (q) => q.where('w.site', '=', site!)),
          ),
        )
        .orderBy('p.last_name')
        .orderBy('p.first_name');
      return query.execute();
    },
  );

  app.get(
    '/api/location-history-for-ride/:id/',
    { schema: { tags: ['rides'], summary: "A ride's track ordered by time", params: idParamsSchema } },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const ride = await db.selectFrom('ride').select('id').where('id', '=', id).executeTakeFirst();
      if (!ride) throw notFound(resources.rides.notFoundMessage);
      return trackQuery(db, id).execute();
    },
  );
}

/** A ride's GPS fixes in time order. */
export const trackQuery = (db: Kysely<Database>, rideId: number) =>
  db
    .selectFrom('location_point')
    .select(['latitude', 'longitude', 'datetime'])
    .where('ride', '=', rideId)
    .orderBy('datetime')
    .orderBy('id');
