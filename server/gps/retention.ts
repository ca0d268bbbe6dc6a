/**
 * Raw positions are kept POSITION_RETENTION_DAYS (issue 31 §5, RODO): older ones are deleted a
 * few minutes after the start and every few hours, in batches. A ride's positions go together,
 * once the whole ride ended before the cut-off, after its distance is stored (rideDistance.ts);
 * positions on no ride go by their own time. Work days, rides and their distances, and every
 * register entry stay. Every server process runs it: deleting twice is harmless.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storeDistancesOf } from './rideDistance';

const DAY_MS = 86_400_000;
const FIRST_RUN_AFTER_MS = 5 * 60_000;
const RUN_EVERY_MS = 6 * 3600_000;
/** Rides whose positions one transaction deletes. */
const RIDES_PER_BATCH = 50;
/** Positions on no ride one transaction deletes (well under both dialects' limits on parameters). */
const POINTS_PER_BATCH = 1000;

export interface RetentionResult {
  /** Ended rides whose distance was missing and was summed before their positions went. */
  ridesMeasured: number;
  pointsDeleted: number;
}

/** Ended rides without a stored distance (older than the column, or seeded): summed in batches. */
async function measureUnmeasuredRides(db: Kysely<Database>, stopped: () => boolean): Promise<number> {
  let measured = 0;
  for (;;) {
    if (stopped()) return measured;
    const rides = await db
      .selectFrom('ride')
      .select('id')
      .where('end_datetime', 'is not', null)
      .where('distance_m', 'is', null)
      .orderBy('id')
      .limit(RIDES_PER_BATCH)
      .execute();
    if (!rides.length) return measured;
    // One transaction per batch: SQLite writes the batch's updates at once.
    await db.transaction().execute((trx) =>
      storeDistancesOf(
        trx,
        rides.map((ride) => ride.id),
      ),
    );
    measured += rides.length;
  }
}

/** Deletes the positions older than `days` before `now`, batch by batch until `stopped()`; answers what it did. */
export async function deleteOldPositions(db: Kysely<Database>, days: number, now = Date.now(), stopped = () => false): Promise<RetentionResult> {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  const ridesMeasured = await measureUnmeasuredRides(db, stopped);
  let pointsDeleted = 0;
  for (;;) {
    if (stopped()) return { ridesMeasured, pointsDeleted };
    const rides = await db
      .selectFrom('ride as r')
      .select('r.id')
      .where('r.start_datetime', '<', cutoff)
      .where('r.end_datetime', '<', cutoff)
      .where((eb) => eb.exists(eb.selectFrom('location_point as lp').select('lp.id').whereRef('lp.ride', '=', 'r.id')))
      .orderBy('r.id')
      .limit(RIDES_PER_BATCH)
      .execute();
    if (!rides.length) break;
    pointsDeleted += await db.transaction().execute(async (trx) => {
      // A distance stored before this transaction began stays; one still missing is summed now.
      const ids = rides.map((ride) => ride.id);
      const unmeasured = await trx.selectFrom('ride').select('id').where('id', 'in', ids).where('distance_m', 'is', null).execute();
      await storeDistancesOf(
        trx,
        unmeasured.map((ride) => ride.id),
      );
      const deleted = await trx.deleteFrom('location_point').where('ride', 'in', ids).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }
  for (;;) {
    if (stopped()) break;
    const points = await db
      .selectFrom('location_point')
      .select('id')
      .where('ride', 'is', null)
      .where('datetime', '<', cutoff)
      .orderBy('id')
      .limit(POINTS_PER_BATCH)
      .execute();
    if (!points.length) break;
    const deleted = await db
      .deleteFrom('location_point')
      .where(
        'id',
        'in',
        points.map((point) => point.id),
      )
      .executeTakeFirst();
    pointsDeleted += Number(deleted.numDeletedRows);
  }
  return { ridesMeasured, pointsDeleted };
}

/**
 * Runs a few minutes after the start (a start is busy enough, and a server started for a moment,
 * as a test's, deletes nothing behind its back) and every few hours after; one run at a time.
 */
export function scheduleRetention(app: FastifyInstance, db: Kysely<Database>, days: number) {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  let closing = false;
  const run = () => {
    if (running || closing) return;
    // A closing server stops between batches: the rest waits for the next start (a busy year's
    // rides never measured were hours of work, and a close waited for all of it).
    running = deleteOldPositions(db, days, Date.now(), () => closing)
      .then((result) => result.pointsDeleted && app.log.info(result, 'old positions deleted'))
      .catch((error) => app.log.warn({ err: error }, 'deleting old positions failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timers.push(setTimeout(run, FIRST_RUN_AFTER_MS).unref(), setInterval(run, RUN_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
