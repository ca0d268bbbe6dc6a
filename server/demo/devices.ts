/**
 * The demo company's GPS devices (issue 31 §6): a Traccar Client on every demo person's phone and
 * a tracker on every machine they drive, created as the simulation first needs them. A device
 * already on the person or machine (e.g. a real one the office added) is used instead; one the
 * office switched off stays off, and that person or machine sends nothing.
 * Their positions go through `/api/osmand` as a real device's do (osmandSender.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DemoDevices {
  /** Active device identifiers by person id, and by vehicle id (one switched off is looked up again each step). */
  person: Map<number, string>;
  vehicle: Map<number, string>;
}

/** An identifier the endpoint accepts (16–64 letters, digits, "-", "_"), not guessable. */
const newIdentifier = () => `demo-${randomBytes(18).toString('base64url')}`;

async function deviceOn(db: Kysely<Database>, column: 'person' | 'vehicle', id: number, name: string): Promise<string | null> {
  const existing = await db
    .selectFrom('gps_device')
    .select(['identifier', 'active'])
    .where(column, '=', id)
    .orderBy('active', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.active ? existing.identifier : null;
  const identifier = newIdentifier();
  await db
    .insertInto('gps_device')
    .values({
      name,
      identifier,
      person: column === 'person' ? id : null,
      vehicle: column === 'vehicle' ? id : null,
      speed_unit: 'kn',
      active: 1,
      last_seen_at: null,
      battery: null,
      dropped_points: null,
    })
    .execute();
  return identifier;
}

/** Makes sure every one of `people` and `vehicles` has a device; answers their identifiers. */
export async function ensureDemoDevices(
  db: Kysely<Database>,
  devices: DemoDevices,
  people: readonly { id: number; username: string }[],
  vehicles: readonly number[],
): Promise<DemoDevices> {
  for (const person of people) {
    if (devices.person.has(person.id)) continue;
    const identifier = await deviceOn(db, 'person', person.id, `Demo: telefon ${person.username}`);
    if (identifier) devices.person.set(person.id, identifier);
  }
  const missing = [...new Set(vehicles)].filter((vehicle) => !devices.vehicle.has(vehicle));
  if (missing.length) {
    const plates = new Map(
      (await db.selectFrom('vehicle').select(['id', 'registration_number']).where('id', 'in', missing).execute()).map((row) => [
        row.id,
        row.registration_number,
      ]),
    );
    for (const vehicle of missing) {
      const identifier = await deviceOn(db, 'vehicle', vehicle, `Demo: lokalizator ${plates.get(vehicle) ?? vehicle}`);
      if (identifier) devices.vehicle.set(vehicle, identifier);
    }
  }
  return devices;
}
