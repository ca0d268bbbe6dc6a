/**
 * Storing a meter reading by the rules of src/domain/meterReadings.ts, whoever writes it: the
 * registry's own routes (typed in the office), a fueling of any route, a pre-shift check. A
 * reading lower than the vehicle's previous one refuses the whole write (400, the Polish message
 * under the writer's field) or, from telematics, is stored flagged.
 */
import type { Kysely } from 'kysely';
import { judgeReading, type MeterField, type MeterSource, type PreviousReading } from '../../src/domain/meterReadings';
import { odometerUnit } from '../../src/domain/reports/fuelLog';
import { resources } from '../../src/domain/resources';
import { readRow, insertRow, updateRow } from '../crud/repository';
import { tableShape } from '../crud/tableShape';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { recordChange, type Actor } from '../audit/changeLog';
import { previousReading, readVehicleType, readingOfOrigin } from './repository';

type Db = Kysely<Database>;
const spec = resources['meter-readings'];
const shape = tableShape(spec);

export interface NewReading {
  vehicle: number;
  datetime: string;
  km?: number | null;
  engine_hours?: number | null;
  source: MeterSource;
  person?: number | null;
  /** The record that writes it (`fueling:12`); absent for a reading typed as such. */
  origin?: string;
}

/** Where a refusal shows in the writer's body: its field for kilometres and for engine hours. */
export type ReadingFieldNames = Record<MeterField, string>;

const FIELDS = ['km', 'engine_hours'] as const;

/** The flag (and its reason) a reading gets, or 400 under the writer's field. */
async function judged(db: Db, reading: NewReading, fieldNames: ReadingFieldNames, except: { exceptId?: number; exceptOrigin?: string }, zone: string) {
  const previous: Partial<Record<MeterField, PreviousReading | null>> = {};
  for (const field of FIELDS) {
    if (reading[field] !== null && reading[field] !== undefined)
      previous[field] = (await previousReading(db, reading.vehicle, field, reading.datetime, except)) ?? null;
  }
  const verdict = judgeReading(reading.source, reading, previous, zone);
  if (verdict.kind === 'refused') throw badRequest({ [fieldNames[verdict.field]]: [verdict.message] }, verdict.message);
  return verdict.kind === 'flagged' ? { flagged: true, flag_reason: verdict.reason } : { flagged: false, flag_reason: null };
}

/** Checks a reading the registry's routes just stored (`id`) and sets its flag; 400 refuses the write. */
export async function judgeStoredReading(db: Db, id: number, row: Record<string, unknown>, zone: string): Promise<void> {
  const reading = { ...(row as unknown as NewReading), km: row.km as number | null, engine_hours: row.engine_hours as number | null };
  const flag = await judged(db, reading, { km: 'km', engine_hours: 'engine_hours' }, { exceptId: id }, zone);
  await updateRow(db, shape, id, flag);
}

/**
 * Stores the reading a record writes (replacing the one it wrote before, when it is changed), in
 * the record's transaction; 400 under `fieldNames` when it is lower than the previous one.
 */
export async function recordReading(db: Db, actor: Actor, reading: NewReading, fieldNames: ReadingFieldNames): Promise<number> {
  const flag = await judged(db, reading, fieldNames, reading.origin ? { exceptOrigin: reading.origin } : {}, actor.zone);
  const values = {
    vehicle: reading.vehicle,
    datetime: reading.datetime,
    km: reading.km ?? null,
    engine_hours: reading.engine_hours ?? null,
    source: reading.source,
    person: reading.person ?? null,
    origin: reading.origin ?? null,
    ...flag,
  };
  const existing = reading.origin ? await readingOfOrigin(db, reading.origin) : undefined;
  if (existing) {
    const id = Number(existing.id);
    const before = await readRow(db, shape, id, actor.zone);
    await updateRow(db, shape, id, values);
    await recordChange(db, actor, { spec, id, before, after: await readRow(db, shape, id, actor.zone) });
    return id;
  }
  const id = await insertRow(db, shape, values);
  await recordChange(db, actor, { spec, id, after: await readRow(db, shape, id, actor.zone) });
  return id;
}

/** A fueling's odometer as a reading in the vehicle's unit (kilometres, or engine hours for machines). */
export async function fuelingReading(db: Db, row: Record<string, unknown>, origin: string, person: number | null): Promise<NewReading | null> {
  const odometer = row.odometer_state;
  if (typeof odometer !== 'number') return null;
  const type = await readVehicleType(db, row.vehicle as number);
  const field: MeterField = odometerUnit(type ?? '') === 'h' ? 'engine_hours' : 'km';
  return { vehicle: row.vehicle as number, datetime: String(row.datetime), [field]: odometer, source: 'fueling', person, origin };
}

/** A telematics reading's quarter of an hour: one reading a vehicle in each. */
const QUARTER_MS = 15 * 60_000;

/**
 * A tracker's meters (issue 31 §2) as a reading of source "telematics": at most one a vehicle in
 * each quarter of an hour, the quarter's latest position's (so the day's last quarter holds the
 * day's last); a position earlier than the one its quarter holds changes nothing. Lower than the
 * vehicle's previous reading, it is stored flagged (judgeReading). Machine data like the positions
 * themselves: no change history row (96 a machine a day would bury the people's changes).
 * Answers whether it wrote.
 */
export async function recordTelematicsReading(db: Db, reading: Omit<NewReading, 'source' | 'origin' | 'person'>, zone: string): Promise<boolean> {
  if ((reading.km ?? null) === null && (reading.engine_hours ?? null) === null) return false;
  const quarter = new Date(Math.floor(Date.parse(reading.datetime) / QUARTER_MS) * QUARTER_MS).toISOString();
  const origin = `telematics:${reading.vehicle}:${quarter}`;
  const existing = await db.selectFrom('meter_reading').select(['id', 'datetime']).where('origin', '=', origin).executeTakeFirst();
  if (existing && Date.parse(existing.datetime) >= Date.parse(reading.datetime)) return false;
  const full: NewReading = { ...reading, source: 'telematics', origin };
  const flag = await judged(db, full, { km: 'km', engine_hours: 'engine_hours' }, { exceptOrigin: origin }, zone);
  const values = {
    vehicle: reading.vehicle,
    datetime: reading.datetime,
    km: reading.km ?? null,
    engine_hours: reading.engine_hours ?? null,
    source: 'telematics' as const,
    person: null,
    origin,
    ...flag,
  };
  if (existing) await updateRow(db, shape, Number(existing.id), values);
  else await insertRow(db, shape, values);
  return true;
}
