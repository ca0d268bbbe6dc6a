/**
 * Unique keys of the registry's `unique` fields (server/resources/uniqueness.ts checks them with
 * Polish messages; these indexes stop two concurrent writes from both storing one): a fleet
 * number per site, a registration number whatever its spaces and case, a fuel provider's and a
 * fuel place's name, a place's name per site. The (site, fleet_number) key replaces the plain
 * index on the same columns.
 */
import { sql, type Kysely } from 'kysely';

const INDEXES: Array<{ name: string; table: string; key: ReturnType<typeof sql> }> = [
  { name: 'vehicle_site_fleet_number_key', table: 'vehicle', key: sql`site, fleet_number` },
  { name: 'vehicle_registration_number_key', table: 'vehicle', key: sql`(upper(replace(registration_number, ' ', '')))` },
  { name: 'petrol_provider_name_key', table: 'petrol_provider', key: sql`name` },
  { name: 'petrol_place_name_key', table: 'petrol_place', key: sql`name` },
  { name: 'place_site_name_key', table: 'place', key: sql`site, name` },
];

const REPLACED = 'vehicle_site_fleet_number_idx';

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, key } of INDEXES) {
    await sql`create unique index ${sql.id(name)} on ${sql.table(table)} (${key})`.execute(db);
  }
  await db.schema.dropIndex(REPLACED).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex(REPLACED).on('vehicle').columns(['site', 'fleet_number']).execute();
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
