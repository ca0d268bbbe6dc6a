/**
 * A vehicle's payload (ładowność) in tonnes, optional: the haul report (issue "Fuel and haul
 * intelligence" §4) counts each load of a vehicle with a payload as that many tonnes moved.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicle').addColumn('payload_tonnes', 'double precision').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicle').dropColumn('payload_tonnes').execute();
}
