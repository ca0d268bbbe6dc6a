/**
 * "Ewidencja przebiegu pojazdu" (issue 33 §4, docs/api.md "Mileage register"): ./repository's rows
 * made into the register of src/domain/mileage/register.ts.
 *
 * Design: a month not closed is read live from the rides (their GPS distance, the purpose the
 * driver typed or the office set, the places, the driver), numbered after the register's last
 * stored entry. Closing a month (the office, once the month has ended, months in order) stores its
 * trips as numbered entries with the odometer figures of that moment: from then on the month reads
 * only what was stored, whatever happens to the rides. A correction is stored at once as a new
 * entry with the next number, in the first month not closed, referring to the entry it corrects.
 * No route edits or deletes a stored entry; changing a closed month's trip is refused (409).
 */
import type { Kysely } from 'kysely';
import { companyInstant, showDay } from '../../src/domain/dates';
import {
  kmOfMetres,
  mileageTotals,
  monthText,
  nextMonthText,
  roundKm,
  type MileageEntry,
  type MileageOdometer,
  type MileageRegisterReport,
} from '../../src/domain/mileage/register';
import { companyIsoDate, monthBounds, type Month } from '../../src/domain/workTime/register';
import { recordEvent, type Actor } from '../audit/changeLog';
import type { SiteCheck } from '../auth/siteAccess';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import {
  closedMonth,
  correctionsOf,
  entriesByIds,
  entryById,
  lastClosedMonth,
  lastEntryNumber,
  monthEntries,
  odometerBefore,
  readRegisterVehicle,
  vehicleRides,
  type RegisterVehicle,
} from './repository';

type Db = Kysely<Database>;

export const VEHICLE_NOT_FOUND = 'Nie znaleziono pojazdu';
export const NOT_REGISTERED =
  'Ten pojazd nie ma ewidencji przebiegu: zaznacz w jego danych „Ewidencja przebiegu (pełne odliczenie VAT, do 3,5 t)” i datę, od której jest prowadzona.';
export const ALREADY_CLOSED = 'Ten miesiąc ewidencji jest już zamknięty.';
export const NOT_ENDED = 'Miesiąc jeszcze się nie skończył: można go zamknąć od pierwszego dnia następnego miesiąca.';
export const ENTRY_NOT_FOUND = 'Nie znaleziono tego wpisu ewidencji przebiegu.';
export const RIDE_NOT_FOUND = 'Nie znaleziono przejazdu';
export const closedMonthMessage = (month: string) =>
  `Miesiąc ${month} ewidencji przebiegu jest zamknięty: jego wpisów nie można zmienić ani usunąć. Dodaj korektę.`;
export const closeInOrderMessage = (month: string) => `Najpierw zamknij miesiąc ${month}: miesiące ewidencji zamyka się po kolei.`;
export const registerFromMessage = (from: string) => `Ewidencja przebiegu tego pojazdu jest prowadzona od ${showDay(from)}.`;
export const openRideMessage = (start: string, zone: string) =>
  `Przejazd rozpoczęty ${showDay(companyIsoDate(Date.parse(start), zone))} jeszcze się nie zakończył: zakończ go przed zamknięciem miesiąca.`;

export interface MileageParams {
  vehicle: number;
  month: Month;
}

/** The company day after yyyy-MM-dd's start, as its first instant (UTC ISO). */
function dayStart(zone: string, date: string, plusDays = 0): string {
  const day = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + plusDays));
  return companyInstant({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0 }, zone).toISOString();
}

const monthOf = (text: string): Month => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) });

interface Register {
  vehicle: RegisterVehicle & { vat_register_from: string };
  /** [first instant, instant after the last day) the register covers. */
  start: string;
  end: string | null;
  /** The company's time zone: its days and months are the register's. */
  zone: string;
}

async function registerOf(db: Db, id: number, checkSite: SiteCheck, missing: (message: string) => Error, zone: string): Promise<Register> {
  const vehicle = await readRegisterVehicle(db, id);
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  checkSite(vehicle.site);
  const from = vehicle.vat_register_from;
  if (!vehicle.vat_register || !from) throw missing(NOT_REGISTERED);
  return {
    vehicle: { ...vehicle, vat_register_from: from },
    start: dayStart(zone, from),
    end: vehicle.vat_register_until ? dayStart(zone, vehicle.vat_register_until, 1) : null,
    zone,
  };
}

/** The first month not closed (the next correction's), yyyy-MM. */
async function firstOpenMonth(db: Db, register: Register): Promise<string> {
  const last = await lastClosedMonth(db, register.vehicle.id);
  return last ? nextMonthText(last) : register.vehicle.vat_register_from.slice(0, 7);
}

const tripEntry = (number: number, ride: Awaited<ReturnType<typeof vehicleRides>>[number], zone: string): MileageEntry => ({
  id: null,
  number,
  kind: 'trip',
  ride: ride.id,
  date: companyIsoDate(Date.parse(ride.start_datetime), zone),
  purpose: ride.purpose,
  from_place: ride.from_place,
  to_place: ride.to_place,
  km: kmOfMetres(ride.distance_m),
  driver: ride.driver,
  corrects: null,
  corrects_number: null,
  reason: null,
  km_difference: null,
  corrected_by: [],
  created_at: null,
  created_by: null,
});

/**
 * The trips of `month` not stored yet, numbered after the register's last stored entry and the
 * ended rides of the open months before it; also the month's rides still going on.
 */
async function liveTrips(db: Db, register: Register, openFrom: string, month: string): Promise<{ trips: MileageEntry[]; openRides: string[] }> {
  const from = [monthBounds(monthOf(openFrom), register.zone).from, register.start].sort()[1];
  const monthEnd = monthBounds(monthOf(month), register.zone).to;
  const to = register.end && register.end < monthEnd ? register.end : monthEnd;
  if (from >= to) return { trips: [], openRides: [] };
  const rides = await vehicleRides(db, register.vehicle.id, from, to);
  let number = await lastEntryNumber(db, register.vehicle.id);
  const trips: MileageEntry[] = [];
  const openRides: string[] = [];
  for (const ride of rides) {
    const inMonth = companyIsoDate(Date.parse(ride.start_datetime), register.zone).slice(0, 7) === month;
    if (ride.end_datetime === null) {
      if (inMonth) openRides.push(ride.start_datetime);
      continue;
    }
    number += 1;
    if (inMonth) trips.push(tripEntry(number, ride, register.zone));
  }
  return { trips, openRides };
}

async function liveOdometer(db: Db, register: Register, month: string): Promise<MileageOdometer> {
  const bounds = monthBounds(monthOf(month), register.zone);
  const endsBy = register.end !== null && register.end <= bounds.to;
  const [register_start, month_start, month_end, register_end] = await Promise.all([
    odometerBefore(db, register.vehicle.id, register.start),
    odometerBefore(db, register.vehicle.id, bounds.from),
    odometerBefore(db, register.vehicle.id, bounds.to),
    endsBy ? odometerBefore(db, register.vehicle.id, register.end!) : Promise.resolve(null),
  ]);
  return { register_start, month_start, month_end, register_end };
}

type StoredEntry = Awaited<ReturnType<typeof monthEntries>>[number];

const storedEntry = (row: StoredEntry): MileageEntry => ({
  id: Number(row.id),
  number: Number(row.number),
  kind: row.kind === 'correction' ? 'correction' : 'trip',
  ride: row.ride === null ? null : Number(row.ride),
  date: row.date,
  purpose: row.purpose,
  from_place: row.from_place,
  to_place: row.to_place,
  km: Number(row.km),
  driver: row.driver,
  corrects: row.corrects === null ? null : Number(row.corrects),
  corrects_number: null,
  reason: row.reason,
  km_difference: null,
  corrected_by: [],
  created_at: row.kind === 'correction' ? row.created_at : null,
  created_by: row.kind === 'correction' ? row.created_by : null,
});

/**
 * A correction's corrected entry number and kilometre difference; an entry's corrections. The
 * difference is against the kilometres in force before the correction: the corrected entry's, or
 * those of its latest earlier correction when it was corrected before (so that a second correction
 * of one trip does not count the first one's difference again).
 */
async function annotate(db: Db, entries: MileageEntry[]): Promise<MileageEntry[]> {
  const targets = entries.flatMap((entry) => (entry.corrects === null ? [] : [entry.corrects]));
  const [corrected, earlier] = await Promise.all([entriesByIds(db, targets), correctionsOf(db, targets)]);
  const byId = new Map(corrected.map((row) => [Number(row.id), row]));
  const kmBefore = (entry: MileageEntry, target: { km: number | string }) => {
    const previous = earlier.filter((row) => Number(row.corrects) === entry.corrects && Number(row.number) < entry.number).at(-1);
    return Number((previous ?? target).km);
  };
  const ids = entries.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
  const corrections = await correctionsOf(db, ids);
  return entries.map((entry) => {
    const target = entry.corrects === null ? undefined : byId.get(entry.corrects);
    return {
      ...entry,
      corrects_number: target ? Number(target.number) : null,
      km_difference: target ? roundKm(entry.km - kmBefore(entry, target)) : null,
      corrected_by: corrections.filter((row) => Number(row.corrects) === entry.id).map((row) => Number(row.number)),
    };
  });
}

async function buildReport(db: Db, register: Register, month: string): Promise<MileageRegisterReport & { openRides: string[] }> {
  const { vehicle } = register;
  if (month < vehicle.vat_register_from.slice(0, 7))
    throw badRequest({ month: [registerFromMessage(vehicle.vat_register_from)] }, registerFromMessage(vehicle.vat_register_from));
  const [closed, openMonth, stored] = await Promise.all([
    closedMonth(db, vehicle.id, month),
    firstOpenMonth(db, register),
    monthEntries(db, vehicle.id, month),
  ]);
  let entries = stored.map(storedEntry);
  let odometer: MileageOdometer;
  let openRides: string[] = [];
  if (closed) {
    odometer = {
      register_start: closed.odometer_register_start === null ? null : Number(closed.odometer_register_start),
      month_start: closed.odometer_month_start === null ? null : Number(closed.odometer_month_start),
      month_end: closed.odometer_month_end === null ? null : Number(closed.odometer_month_end),
      register_end: closed.odometer_register_end === null ? null : Number(closed.odometer_register_end),
    };
  } else {
    const live = month >= openMonth ? await liveTrips(db, register, openMonth, month) : { trips: [], openRides: [] };
    entries = [...entries, ...live.trips];
    openRides = live.openRides;
    odometer = await liveOdometer(db, register, month);
  }
  entries = await annotate(db, entries);
  return {
    vehicle: {
      id: vehicle.id,
      registration_number: vehicle.registration_number,
      fleet_number: vehicle.fleet_number,
      vehicle_model: vehicle.vehicle_model,
      register_from: vehicle.vat_register_from,
      register_until: vehicle.vat_register_until,
    },
    month,
    closed: Boolean(closed),
    closed_at: closed?.closed_at ?? null,
    closed_by: closed?.closed_by ?? null,
    open_month: openMonth,
    odometer,
    entries,
    totals: mileageTotals(entries, odometer),
    openRides,
  };
}

const withoutOpenRides = ({ openRides: _openRides, ...report }: MileageRegisterReport & { openRides: string[] }): MileageRegisterReport => report;

export async function mileageReport(db: Db, params: MileageParams, checkSite: SiteCheck, zone: string): Promise<MileageRegisterReport> {
  const register = await registerOf(db, params.vehicle, checkSite, notFound, zone);
  return withoutOpenRides(await buildReport(db, register, monthText(params.month)));
}

/** Closes the month: stores its trips and odometer figures; 409 in Polish when it cannot be closed. */
export async function closeMileageMonth(
  db: Db,
  params: MileageParams,
  checkSite: SiteCheck,
  actor: Actor,
  zone: string,
  now = Date.now(),
): Promise<MileageRegisterReport> {
  const month = monthText(params.month);
  await db.transaction().execute(async (trx) => {
    const register = await registerOf(trx, params.vehicle, checkSite, conflict, zone);
    if (month < register.vehicle.vat_register_from.slice(0, 7)) throw conflict(registerFromMessage(register.vehicle.vat_register_from));
    if (await closedMonth(trx, register.vehicle.id, month)) throw conflict(ALREADY_CLOSED);
    const openMonth = await firstOpenMonth(trx, register);
    if (month !== openMonth) throw conflict(closeInOrderMessage(openMonth));
    if (monthBounds(params.month, zone).to > new Date(now).toISOString()) throw conflict(NOT_ENDED);
    const report = await buildReport(trx, register, month);
    if (report.openRides.length) throw conflict(openRideMessage(report.openRides[0], zone));
    const closedAt = new Date(now).toISOString();
    const closed = await trx
      .insertInto('mileage_month')
      .values({
        vehicle: register.vehicle.id,
        month,
        closed_at: closedAt,
        closed_by: actor.username,
        odometer_register_start: report.odometer.register_start,
        odometer_month_start: report.odometer.month_start,
        odometer_month_end: report.odometer.month_end,
        odometer_register_end: report.odometer.register_end,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trips = report.entries.filter((row) => row.id === null);
    await recordEvent(trx, actor, {
      entity: 'mileage-register',
      id: Number(closed.id),
      action: 'create',
      changes: { vehicle: [null, register.vehicle.registration_number], month: [null, month], closed: [null, 'tak'], entries: [null, trips.length] },
    });
    for (const entry of trips) {
      await trx
        .insertInto('mileage_entry')
        .values({
          vehicle: register.vehicle.id,
          month,
          number: entry.number,
          kind: 'trip',
          ride: entry.ride,
          date: entry.date,
          purpose: entry.purpose,
          from_place: entry.from_place,
          to_place: entry.to_place,
          km: entry.km,
          driver: entry.driver,
          corrects: null,
          reason: null,
          created_at: closedAt,
          created_by: actor.username,
        })
        .execute();
    }
  });
  return mileageReport(db, params, checkSite, zone);
}

export interface CorrectionValues {
  entry: number;
  date: string | null;
  purpose: string | null;
  from_place: string | null;
  to_place: string | null;
  km: number | null;
  driver: string | null;
  reason: string;
}

/**
 * Adds a correction of a stored entry: the entry's values with those given instead, numbered next,
 * in the first month not closed. Answers the new entry.
 */
export async function addMileageCorrection(
  db: Db,
  values: CorrectionValues,
  checkSiteOf: SiteCheck,
  actor: Actor,
  zone: string,
  now = Date.now(),
): Promise<MileageEntry> {
  const id = await db.transaction().execute(async (trx) => {
    const target = await entryById(trx, values.entry);
    if (!target) throw notFound(ENTRY_NOT_FOUND);
    const register = await registerOf(trx, Number(target.vehicle), checkSiteOf, conflict, zone);
    const month = await firstOpenMonth(trx, register);
    const number = (await lastEntryNumber(trx, register.vehicle.id)) + 1;
    const inserted = await trx
      .insertInto('mileage_entry')
      .values({
        vehicle: register.vehicle.id,
        month,
        number,
        kind: 'correction',
        ride: null,
        date: values.date ?? target.date,
        purpose: values.purpose ?? target.purpose,
        from_place: values.from_place ?? target.from_place,
        to_place: values.to_place ?? target.to_place,
        km: values.km ?? Number(target.km),
        driver: values.driver ?? target.driver,
        corrects: Number(target.id),
        reason: values.reason,
        created_at: new Date(now).toISOString(),
        created_by: actor.username,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, actor, {
      entity: 'mileage-register',
      id: Number(inserted.id),
      action: 'create',
      changes: {
        vehicle: [null, register.vehicle.registration_number],
        month: [null, month],
        number: [null, number],
        corrects_number: [null, Number(target.number)],
        km: [Number(target.km), values.km ?? Number(target.km)],
        ...(values.purpose !== null && values.purpose !== target.purpose ? { purpose: [target.purpose, values.purpose] } : {}),
        reason: [null, values.reason],
      },
    });
    return Number(inserted.id);
  });
  const row = await entryById(db, id);
  return (await annotate(db, [storedEntry(row!)]))[0];
}

/** The month of a ride's vehicle register it belongs to, and whether that month is closed (for the purpose's change). */
export async function assertRideMonthOpen(db: Db, vehicle: number, startDatetime: string, zone: string): Promise<void> {
  const month = companyIsoDate(Date.parse(startDatetime), zone).slice(0, 7);
  if (await closedMonth(db, vehicle, month)) throw conflict(closedMonthMessage(month));
}
