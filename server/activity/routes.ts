/** Who is online now, and a ride's GPS track. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resources } from '../../src/domain/resources';
import { ONLINE_WINDOW_MS } from '../../src/domain/workDays';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { parseListParams } from '../crud/listParams';
import { parseId } from '../http/requests';
import { reportSiteCheck, rowSiteCheckAtHand } from '../reports/siteAccess';
import { TrackCache } from './trackCache';
import { idParamsSchema } from '../http/schemas';


/** Memory for ride tracks kept ready to send (a 5,000-point track takes about 0.5 MB). */
const TRACK_CACHE_BYTES = 32 * 1024 * 1024;
/** gzip among the accepted encodings, not refused with q=0. */
const ACCEPTS_GZIP = /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+\s*)?(,|$)/i;

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
      // Who is online where: an account that does not see every site asks about one of its own.
      reportSiteCheck(request)(site);
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

  const tracks = new TrackCache(TRACK_CACHE_BYTES);
  app.get(
    '/api/location-history-for-ride/:id/',
    {
      // Sent from the cache already compressed (gzip, which every client takes).
      compress: false,
      schema: { tags: ['rides'], summary: "A ride's track ordered by time", params: idParamsSchema },
    },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const ride = await db.selectFrom('ride').select(['id', 'site']).where('id', '=', id).executeTakeFirst();
      if (!ride) throw notFound(resources.rides.notFoundMessage);
      rowSiteCheckAtHand(request)(ride.site);
      const version = await db
        .selectFrom('location_point')
        .select((eb) => [eb.fn.countAll<number>().as('points'), eb.fn.max('id').as('last')])
        .where('ride', '=', id)
        .executeTakeFirstOrThrow();
      const etag = `"track-${id}-${Number(version.points)}-${Number(version.last ?? 0)}"`;
      reply.header('ETag', etag).header('Vary', 'Accept-Encoding').header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const track = tracks.get(id, etag) ?? tracks.set(id, etag, JSON.stringify(await trackQuery(db, id).execute()));
      reply.type('application/json; charset=utf-8');
      return ACCEPTS_GZIP.test(request.headers['accept-encoding'] ?? '')
        ? reply.header('Content-Encoding', 'gzip').send(track.gzip)
        : reply.send(track.json);
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
