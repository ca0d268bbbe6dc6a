/**
 * 2026_11_28_0181_fuel_statements: fuel-card statements (issue 32 §2, server/fuelStatements).
 * `fuel_statement_profile` keeps each issuer's column layout (a statement field → the header that
 * holds it), matched once and reused. `fuel_transaction` keeps every transaction read from a
 * statement and matched to a vehicle: a fuel one points at the station fueling it became, AdBlue is
 * kept here only (it is no fueling). Its `transaction_key` (card, time, litres, amount) is unique,
 * so importing the same statement twice adds nothing. Outside the registry
 * (server/db/migrationGenerator/outsideRegistry.ts): the statement import writes them.
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import { sql } from 'kysely';
import { withId, type AnyDb } from './frozen/v1';

const REAL = 'double precision';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('fuel_statement_profile'))
    .addColumn('issuer', 'text', (column) => column.notNull())
    // JSON: statement field → header.
    .addColumn('columns', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();
  await sql`create unique index fuel_statement_profile_issuer_key on fuel_statement_profile (upper(issuer))`.execute(db);

  await withId(db, db.schema.createTable('fuel_transaction'))
    .addColumn('transaction_key', 'text', (column) => column.notNull())
    // fuel or adblue (src/domain/fuelStatements.ts).
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('datetime', 'text', (column) => column.notNull())
    .addColumn('card_number', 'text')
    .addColumn('fuel_card', 'integer', (column) => column.references('fuel_card.id').onDelete('set null'))
    .addColumn('plate', 'text')
    .addColumn('vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('cascade').notNull())
    // The vehicle the statement's plate names, when it names a known one (another than the card's: an anomaly).
    .addColumn('plate_vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('set null'))
    .addColumn('fueling', 'integer', (column) => column.references('fueling.id').onDelete('set null'))
    .addColumn('station_name', 'text')
    .addColumn('station_address', 'text')
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('litres', REAL, (column) => column.notNull())
    .addColumn('unit_price', REAL)
    .addColumn('amount_net', REAL)
    .addColumn('amount_gross', REAL)
    .addColumn('vat_rate', REAL)
    .addColumn('imported_at', 'text', (column) => column.notNull())
    .addColumn('imported_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('fuel_transaction_key').on('fuel_transaction').unique().columns(['transaction_key']).execute();
  await db.schema.createIndex('fuel_transaction_fueling_idx').on('fuel_transaction').columns(['fueling']).execute();
  await db.schema.createIndex('fuel_transaction_vehicle_idx').on('fuel_transaction').columns(['vehicle', 'datetime']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('fuel_transaction').execute();
  await db.schema.dropTable('fuel_statement_profile').execute();
}
