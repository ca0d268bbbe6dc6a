/**
 * Positions written together (issue 34 §5): the positions that arrive while a write is under way
 * (from any number of devices and requests) wait for it and are then written in one transaction:
 * one lookup of the points stored already, one insert, one update of their devices
 * (./repository.ts writePositions). On SQLite that is one write lock and one sync to disk for the
 * lot instead of two each; on PostgreSQL a few round trips for the lot. A failed batch is written
 * again one position at a time, so that a bad position fails its own request only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writePositions, type PositionWrite } from './repository';

/** Positions in one transaction at most (the bound values of the insert stay far below either database's limit). */
const MAX_BATCH = 500;

interface Waiting {
  write: PositionWrite;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export interface PositionWriter {
  /** Writes the position with those waiting; answers whether its point was stored (false: the same point was). */
  write(write: PositionWrite): Promise<boolean>;
}

function positionWriter(db: Kysely<Database>): PositionWriter {
  let queue: Waiting[] = [];
  let running = false;

  async function writeBatch(batch: Waiting[]) {
    try {
      const stored = await db.transaction().execute((trx) =>
        writePositions(
          trx,
          batch.map((waiting) => waiting.write),
        ),
      );
      batch.forEach((waiting, index) => waiting.resolve(stored[index]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const waiting of batch) await writeBatch([waiting]);
    }
  }

  async function drain() {
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      await writeBatch(batch);
    }
    running = false;
  }

  return {
    write(write) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ write, resolve, reject });
        if (running) return;
        running = true;
        // The requests read in this turn of the event loop go together.
        setImmediate(() => void drain());
      });
    },
  };
}

const writers = new WeakMap<Kysely<Database>, PositionWriter>();

/** The database's writer (one a process: OsmAnd's and Traccar's positions share it). */
export function positionWriterOf(db: Kysely<Database>): PositionWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = positionWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
