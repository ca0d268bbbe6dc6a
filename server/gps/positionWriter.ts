/**
 * Positions written together (issue 34 §5): the positions that arrive while a write is under way
 * (from any number of devices and requests) wait for it and are then written in one transaction:
 * one lookup of the points stored already, one insert, one update of their devices
 * (./repository.ts writePositions). On SQLite that is one write lock and one sync to disk for the
 * lot instead of two each; on PostgreSQL a few round trips for the lot. A failed batch is written
 * again one position at a time, so that a bad position fails its own request only.
 */
import type { Kysely } from 'kysely';
import { batchQueue, type Waiting } from '../db/batchQueue';
import { perDatabase } from '../db/perDatabase';
import type { Database } from '../db/schema';
import { writePositions, type PositionWrite } from './repository';

/** Positions in one transaction at most (the bound values of the insert stay far below either database's limit). */
const MAX_BATCH = 500;

export interface PositionWriter {
  /** Writes the position with those waiting; answers whether its point was stored (false: the same point was). */
  write(write: PositionWrite): Promise<boolean>;
}

async function writeBatch(db: Kysely<Database>, batch: Array<Waiting<PositionWrite, boolean>>): Promise<void> {
  try {
    const stored = await db.transaction().execute((trx) =>
      writePositions(
        trx,
        batch.map((waiting) => waiting.item),
      ),
    );
    batch.forEach((waiting, index) => waiting.resolve(stored[index]));
  } catch (error) {
    if (batch.length === 1) return batch[0].reject(error);
    for (const waiting of batch) await writeBatch(db, [waiting]);
  }
}

/** The database's writer (one a process: OsmAnd's and Traccar's positions share it). */
export const positionWriterOf = perDatabase((db): PositionWriter => ({
  write: batchQueue<PositionWrite, boolean>(MAX_BATCH, (batch) => writeBatch(db, batch)),
}));
