/**
 * The rows work cards read (issue 33 §3): the vehicles, their readings (every source, in each
 * vehicle's unit), rides, fuelings, checks and people of the days, and the cards' stored numbers.
 */
import { sql, type Kysely } from 'kysely';
import type { CardCheck, CardFueling, CardPerson, CardReading, CardRide, CardVehicle } from '../../src/domain/workCards/cards';
import { cardKind } from '../../src/domain/workCards/cards';
import type { IsoDate } from '../../src/domain/workTime/calendar';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let offset = 0; offset < items.length; offset += CHUNK) out.push(items.slice(offset, offset + CHUNK));
  return out;
};

/** One vehicle, or a site's vehicles (archived ones too: their old cards still print), by fleet number. */
export async function cardVehicles(db: Db, filter: { vehicle?: number; site?: number }): Promise<CardVehicle[]> {
  let query = db
    .selectFrom('vehicle')
    .innerJoin('site', 'site.id', 'vehicle.site')
    .select([
      'vehicle.id',
      'vehicle.fleet_number',
      'vehicle.registration_number',
      'vehicle.vehicle_model',
      'vehicle.vehicle_type',
      'vehicle.fuel_capacity',
      'vehicle.site',
      'site.name as site_name',
    ])
    .orderBy('vehicle.fleet_number')
    .orderBy('vehicle.id');
  if (filter.vehicle !== undefined) query = query.where('vehicle.id', '=', filter.vehicle);
  if (filter.site !== undefined) query = query.where('vehicle.site', '=', filter.site);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    fleet_number: Number(row.fleet_number),
    registration_number: row.registration_number,
    vehicle_model: row.vehicle_model,
    vehicle_type: row.vehicle_type,
    fuel_capacity: Number(row.fuel_capacity),
    site: Number(row.site),
    site_name: row.site_name,
  }));
}

export interface CardRows {
  readings: Map<number, CardReading[]>;
  rides: Map<number, CardRide[]>;
  fuelings: Map<number, CardFueling[]>;
  checks: Map<number, CardCheck[]>;
  people: Map<number, CardPerson>;
}

const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The vehicles' rows within [fromIso, toIso), with each vehicle's latest reading (in its unit) and
 * latest fueling before fromIso.
 */
export async function cardRows(db: Db, vehicles: readonly CardVehicle[], fromIso: string, toIso: string): Promise<CardRows> {
  const result: CardRows = { readings: new Map(), rides: new Map(), fuelings: new Map(), checks: new Map(), people: new Map() };
  const personIds = new Set<number>();
  const note = (person: number | null) => {
    if (person !== null) personIds.add(person);
    return person;
  };
  for (const kind of ['road', 'machine'] as const) {
    const field = kind === 'road' ? 'km' : 'engine_hours';
    const ids = vehicles.filter((vehicle) => cardKind(vehicle.vehicle_type) === kind).map((vehicle) => vehicle.id);
    for (const chunk of chunks(ids)) {
      const within = await db
        .selectFrom('meter_reading')
        .select(['vehicle', 'datetime', 'person', `${field} as value`])
        .where('vehicle', 'in', chunk)
        .where(field, 'is not', null)
        .where('flagged', '=', 0)
        .where('datetime', '>=', fromIso)
        .where('datetime', '<', toIso)
        .execute();
      const { rows: before } = await sql<{ vehicle: number; datetime: string; person: number | null; value: number }>`
        SELECT vehicle, datetime, person, value FROM (
          SELECT vehicle, datetime, person, ${sql.ref(field)} AS value,
            row_number() OVER (PARTITION BY vehicle ORDER BY datetime DESC, id DESC) AS n
          FROM meter_reading
          WHERE vehicle IN (${sql.join(chunk)}) AND ${sql.ref(field)} IS NOT NULL AND flagged = 0 AND datetime < ${fromIso}
        ) latest WHERE n = 1
      `.execute(db);
      // The reading before the days says where the meter stood; its person did not work them.
      for (const row of before) push(result.readings, Number(row.vehicle), { datetime: row.datetime, value: Number(row.value), person: null });
      for (const row of within)
        push(result.readings, Number(row.vehicle), {
          datetime: row.datetime,
          value: Number(row.value),
          person: note(row.person === null ? null : Number(row.person)),
        });
    }
  }
  const ids = vehicles.map((vehicle) => vehicle.id);
  for (const chunk of chunks(ids)) {
    const rides = await db
      .selectFrom('ride')
      .leftJoin('place as start_place', 'start_place.id', 'ride.start_place')
      .leftJoin('place as end_place', 'end_place.id', 'ride.end_place')
      .leftJoin('material', 'material.id', 'ride.material')
      .select([
        'ride.vehicle',
        'ride.person',
        'ride.start_datetime',
        'ride.end_datetime',
        'start_place.name as from',
        'end_place.name as to',
        'material.name as material',
      ])
      .where('ride.vehicle', 'in', chunk)
      .where('ride.start_datetime', '>=', fromIso)
      .where('ride.start_datetime', '<', toIso)
      .orderBy('ride.start_datetime')
      .execute();
    for (const ride of rides)
      push(result.rides, Number(ride.vehicle), {
        start_datetime: ride.start_datetime,
        end_datetime: ride.end_datetime ?? null,
        person: note(ride.person === null ? null : Number(ride.person)),
        from: ride.from ?? null,
        to: ride.to ?? null,
        material: ride.material ?? null,
      });

    const station = await db
      .selectFrom('fueling')
      .select(['vehicle', 'datetime', 'litres', 'person', 'odometer_state'])
      .where('vehicle', 'in', chunk)
      .where('datetime', '>=', fromIso)
      .where('datetime', '<', toIso)
      .execute();
    const tanker = await db
      .selectFrom('vehicle_fueling')
      .select(['vehicle', 'datetime', 'litres', 'odometer_state'])
      .where('vehicle', 'in', chunk)
      .where('datetime', '>=', fromIso)
      .where('datetime', '<', toIso)
      .execute();
    const { rows: lastBefore } = await sql<{ vehicle: number; datetime: string; litres: number; odometer_state: number | null }>`
      SELECT vehicle, datetime, litres, odometer_state FROM (
        SELECT vehicle, datetime, litres, odometer_state, row_number() OVER (PARTITION BY vehicle ORDER BY datetime DESC) AS n FROM (
          SELECT vehicle, datetime, litres, odometer_state FROM fueling WHERE vehicle IN (${sql.join(chunk)}) AND datetime < ${fromIso}
          UNION ALL
          SELECT vehicle, datetime, litres, odometer_state FROM vehicle_fueling WHERE vehicle IN (${sql.join(chunk)}) AND datetime < ${fromIso}
        ) fuelings
      ) latest WHERE n = 1
    `.execute(db);
    const fueling = (row: { vehicle: number; datetime: string; litres: number; odometer_state: number | null }, person: number | null): void =>
      push(result.fuelings, Number(row.vehicle), {
        datetime: row.datetime,
        litres: Number(row.litres),
        person,
        odometer_state: row.odometer_state === null ? null : Number(row.odometer_state),
      });
    for (const row of lastBefore) fueling(row, null);
    for (const row of station) fueling(row, note(row.person === null ? null : Number(row.person)));
    for (const row of tanker) fueling(row, null);

    const checks = await db
      .selectFrom('vehicle_check')
      .select(['vehicle', 'person', 'performed_at'])
      .where('vehicle', 'in', chunk)
      .where('performed_at', '>=', fromIso)
      .where('performed_at', '<', toIso)
      .execute();
    for (const check of checks) push(result.checks, Number(check.vehicle), { datetime: check.performed_at, person: note(Number(check.person))! });
  }
  for (const chunk of chunks([...personIds])) {
    const people = await db.selectFrom('person').select(['id', 'first_name', 'last_name']).where('id', 'in', chunk).execute();
    for (const person of people) result.people.set(Number(person.id), { id: Number(person.id), first_name: person.first_name, last_name: person.last_name });
  }
  return result;
}

/**
 * The cards' numbers: those stored, and for days without one the next of the vehicle's year, in
 * day order, stored so that a card keeps its number. Concurrent numbering of the same vehicle
 * retries on the unique keys.
 */
export async function cardNumbers(db: Db, days: ReadonlyMap<number, readonly IsoDate[]>): Promise<Map<number, Map<IsoDate, number>>> {
  const numbers = new Map<number, Map<IsoDate, number>>();
  const wanted = [...days].filter(([, list]) => list.length > 0);
  for (const [vehicle, list] of wanted) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        numbers.set(vehicle, await numberVehicleDays(db, vehicle, list));
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }
  return numbers;
}

async function numberVehicleDays(db: Db, vehicle: number, days: readonly IsoDate[]): Promise<Map<IsoDate, number>> {
  const sorted = [...days].sort();
  const stored = await db
    .selectFrom('work_card_number')
    .select(['day', 'number'])
    .where('vehicle', '=', vehicle)
    .where('day', '>=', sorted[0])
    .where('day', '<=', sorted.at(-1)!)
    .execute();
  const numbers = new Map(stored.map((row) => [row.day, Number(row.number)]));
  const missing = sorted.filter((day) => !numbers.has(day));
  if (!missing.length) return numbers;
  await db.transaction().execute(async (trx) => {
    const next = new Map<number, number>();
    for (const day of missing) {
      const year = Number(day.slice(0, 4));
      let number = next.get(year);
      if (number === undefined) {
        const row = await trx
          .selectFrom('work_card_number')
          .select((eb) => eb.fn.max('number').as('last'))
          .where('vehicle', '=', vehicle)
          .where('year', '=', year)
          .executeTakeFirst();
        number = Number(row?.last ?? 0);
      }
      number += 1;
      next.set(year, number);
      await trx.insertInto('work_card_number').values({ vehicle, day, year, number }).execute();
      numbers.set(day, number);
    }
  });
  return numbers;
}
