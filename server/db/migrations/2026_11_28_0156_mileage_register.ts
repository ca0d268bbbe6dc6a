/**
 * The VAT mileage register's closed months and stored entries (issue 33 §4, server/mileage): a
 * month closed by the office stores its trips as numbered entries; corrections are entries too.
 * Outside the registry (server/db/migrationGenerator/outsideRegistry.ts): the register only grows,
 * no route edits or deletes a row.
 */
import { referencing, withId, type AnyDb } from './frozen/v1';

const REAL = 'double precision';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('mileage_month'))
    .addColumn('vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('restrict').notNull())
    // yyyy-MM (company time).
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('closed_at', 'text', (column) => column.notNull())
    .addColumn('closed_by', 'text', (column) => column.notNull())
    // The odometer as read when the month was closed: at the register's start, the month's start and end, the register's end.
    .addColumn('odometer_register_start', REAL)
    .addColumn('odometer_month_start', REAL)
    .addColumn('odometer_month_end', REAL)
    .addColumn('odometer_register_end', REAL)
    .execute();
  await db.schema.createIndex('mileage_month_key').on('mileage_month').unique().columns(['vehicle', 'month']).execute();

  await withId(db, db.schema.createTable('mileage_entry'))
    .addColumn('vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('restrict').notNull())
    // The month whose register holds it (yyyy-MM): a trip's own, a correction's the first month not closed when it was made.
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('number', 'integer', (column) => column.notNull())
    // trip or correction.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('ride', 'integer', referencing('ride'))
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text')
    .addColumn('from_place', 'text')
    .addColumn('to_place', 'text')
    .addColumn('km', REAL, (column) => column.notNull())
    .addColumn('driver', 'text')
    .addColumn('corrects', 'integer', (column) => column.references('mileage_entry.id').onDelete('restrict'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mileage_entry_number').on('mileage_entry').unique().columns(['vehicle', 'number']).execute();
  await db.schema.createIndex('mileage_entry_month').on('mileage_entry').columns(['vehicle', 'month']).execute();
  await db.schema.createIndex('mileage_entry_corrects').on('mileage_entry').columns(['corrects']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mileage_entry').execute();
  await db.schema.dropTable('mileage_month').execute();
}
