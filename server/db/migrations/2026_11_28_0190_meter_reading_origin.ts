/**
 * 2026_11_28_0190_meter_reading_origin: a fueling's meter reading is found by its origin
 * (`fueling:<id>`, server/meterReadings) each time the fueling is written or deleted. Without an
 * index each lookup read the whole table, so an import of station fuelings slowed with every
 * fueling already stored (issue 32 §1's 100,000 fuelings: each 10,000-row file took 12, 16, 23,
 * then 32 s to check on SQLite).
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import type { AnyDb } from './frozen/v1';

const INDEX = 'meter_reading_origin_idx';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex(INDEX).on('meter_reading').columns(['origin']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
}
