/**
 * The demo company's GPS devices (issue 31 §6): a Traccar Client on every demo person's phone and
 * a tracker on every machine they drive, created as the simulation first needs them (an active
 * device already on the person or machine, e.g. a real one the office added, is used instead).
 * Their positions go through `/api/osmand` as a real device's do (osmandSender.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DemoDevices {
  /** Device identifiers by person id, and by vehicle id. */
  person: Map<number, string>;
  vehicle: Map<number, string>;
}

/** An identifier the endpoint accepts (16–64 letters, digits, "-", "_"), not guessable. */
const newIdentifier = () => `demo-${randomBytes(18).toString('base64url')}`;

async function deviceOn(db: Kysely<Database>, column: 'person' | 'vehicle', id: number, name: string): Promise<string> {
  const existing = await db.selectFrom('gps_device').select('identifier').where(column, '=', id).where('active', '=', 1).orderBy('id').executeTakeFirst();
  if (existing) return existing.identifier;
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
    if (!devices.person.has(person.id)) devices.person.set(person.id, await deviceOn(db, 'person', person.id, `Demo: telefon ${person.username}`));
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
      devices.vehicle.set(vehicle, await deviceOn(db, 'vehicle', vehicle, `Demo: lokalizator ${plates.get(vehicle) ?? vehicle}`));
    }
  }
  return devices;
}
