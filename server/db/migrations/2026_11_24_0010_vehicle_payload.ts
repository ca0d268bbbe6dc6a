/**
 * A vehicle's payload (ładowność) in tonnes, optional: the haul report (issue "Fuel and haul
 * intelligence" §4) counts each load of a vehicle with a payload as that many tonnes moved.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('vehicle').addColumn('payload_tonnes', 'double precision').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('vehicle').dropColumn('payload_tonnes').execute();
}
