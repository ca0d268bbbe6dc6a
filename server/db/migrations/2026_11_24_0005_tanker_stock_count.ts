/**
 * Tanker stock counts: a level measured in a tanker at a moment, from which its ledger's computed
 * stock starts again. The ledger reads each tanker's deliveries by time, hence the tanker_fueling
 * (tanker, datetime) index beside the one vehicle_fueling already has.
 */
import { referencing, withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('tanker_stock_count'))
    .addColumn('tanker', 'integer', referencing('vehicle', true))
    .addColumn('datetime', 'text', (column) => column.notNull())
    .addColumn('litres', 'double precision', (column) => column.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('tanker_stock_count_tanker_datetime_idx').on('tanker_stock_count').columns(['tanker', 'datetime']).execute();
  await db.schema.createIndex('tanker_fueling_tanker_datetime_idx').on('tanker_fueling').columns(['tanker', 'datetime']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tanker_fueling_tanker_datetime_idx').execute();
  await db.schema.dropTable('tanker_stock_count').execute();
}
