/**
 * Fuel anomalies (docs/api.md "Anomalies"): the thresholds as settings (a row per changed
 * threshold; the defaults live in the code), the explanations that stop an anomaly counting,
 * one per source table, fueling and rule, and the index the GPS rule reads a vehicle's fixes by.
 */
import { referencing, withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('anomaly_setting')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .execute();
  await withId(db, db.schema.createTable('anomaly_explanation'))
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('fueling', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('explained_by', 'integer', referencing('app_user', true))
    .addColumn('explained_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('anomaly_explanation_key', ['source', 'fueling', 'code'])
    .execute();
  await db.schema.createIndex('location_point_vehicle_datetime_idx').on('location_point').columns(['vehicle', 'datetime']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('location_point_vehicle_datetime_idx').execute();
  await db.schema.dropTable('anomaly_explanation').execute();
  await db.schema.dropTable('anomaly_setting').execute();
}
