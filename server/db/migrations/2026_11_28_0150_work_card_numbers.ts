/**
 * Work cards' numbers (issue 33 §3, server/workCards): a sequence per vehicle and year, assigned
 * the first time a vehicle's day is shown as a card and kept, so a printed card keeps its number.
 * Outside the registry (server/db/migrationGenerator/outsideRegistry.ts): nobody edits them.
 */
import { withId, type AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('work_card_number'))
    .addColumn('vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('cascade').notNull())
    // The card's company day, yyyy-MM-dd.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('number', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('work_card_number_day_key').on('work_card_number').unique().columns(['vehicle', 'day']).execute();
  await db.schema.createIndex('work_card_number_key').on('work_card_number').unique().columns(['vehicle', 'year', 'number']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('work_card_number').execute();
}
