/** Who is online now, and a ride's GPS track. */
import { resources } from '../../src/domain/resources';
import { ONLINE_WINDOW_MS } from '../../src/domain/workDays';
import { notFound } from '../errors';
import { listQuery } from '../crud/openapi';
import { onlinePeople, readRideSite, readTrack, trackVersion } from './repository';
import { reportSiteCheck, rowSiteCheckAtHand } from '../auth/siteAccess';
import { TrackCache } from './trackCache';
import { idParams } from '../http/schemas';
import type { Feature } from '../http/feature';

/** Memory for ride tracks kept ready to send (a 5,000-point track takes about 0.5 MB). */
const TRACK_CACHE_BYTES = 32 * 1024 * 1024;
/** gzip among the accepted encodings, not refused with q=0. */
const ACCEPTS_GZIP = /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+\s*)?(,|$)/i;

export const activityRoutes: Feature = async (app, { database: { db } }) => {
  app.get(
    '/api/online/',
    {
      schema: {
        tags: ['work-days'],
        summary: 'People online now: open work day and a location in the last 15 minutes',
        // Read as the work days' list reads it (its filters checked too): only `site` is used.
        querystring: listQuery(resources['work-days'], new Set(), { type: 'object', properties: { site: { type: 'integer' } } }),
      },
    },
    async (request) => {
      const { site } = request.query;
      // Who is online where: an account that does not see every site asks about one of its own.
      reportSiteCheck(request)(site);
      const since = new Date(Date.now() - ONLINE_WINDOW_MS).toISOString();
      return onlinePeople(db, since, site);
    },
  );

  const tracks = new TrackCache(TRACK_CACHE_BYTES);
  app.get(
    '/api/location-history-for-ride/:id/',
    {
      // Sent from the cache already compressed (gzip, which every client takes).
      compress: false,
      schema: { tags: ['rides'], summary: "A ride's track ordered by time", params: idParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ride = await readRideSite(db, id);
      if (!ride) throw notFound(resources.rides.notFoundMessage);
      rowSiteCheckAtHand(request)(ride.site);
      const version = await trackVersion(db, id);
      const etag = `"track-${id}-${version}"`;
      reply.header('ETag', etag).header('Vary', 'Accept-Encoding').header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const track = tracks.get(id, etag) ?? tracks.set(id, etag, JSON.stringify(await readTrack(db, id)));
      reply.type('application/json; charset=utf-8');
      return ACCEPTS_GZIP.test(request.headers['accept-encoding'] ?? '') ? reply.header('Content-Encoding', 'gzip').send(track.gzip) : reply.send(track.json);
    },
  );
};
