/**
 * Work cards (issue 33 §3): a vehicle's day as the "karta drogowa" (road vehicles, kilometres) or
 * the "karta pracy sprzętu" (machines, engine hours), pure. The server reads the rows; this makes
 * the cards of one vehicle from them.
 *
 * - A vehicle has a card on a company day it did something: a ride begun, a fueling, a pre-shift
 *   check, or a meter reading higher than the one before it.
 * - The people are the ride's drivers, the fuelings', checks' and readings' people of that day.
 * - Start and end: the day's first and last of those moments (a ride counts to its end).
 * - The meter at the start is the latest reading at or before the day's first ride, fueling or
 *   check (before its first reading on a day of readings only); at the end, the latest other
 *   reading of the day at or after its last ride, fueling or check. Readings come
 *   from every source (meter_reading: checks, fuelings, services, telematics, typed).
 * - The tank: each card ends at start + taken − norm, and the month's next card starts where it
 *   ended. The month's first card (and one after an incomplete card) starts from the last fueling
 *   before its day, taken as filling the tank (as the fuel log takes it), less the norm's litres
 *   for the use since.
 * - Whatever is missing is named (Polish) and its figure left empty, never guessed: no driver or
 *   operator, no reading at the start or the end, no norm, no tank at the start.
 */
import { companyInstant, companyWallClock } from '../dates';
import { formatDecimal } from '../numbers';
import { odometerUnit } from '../reports/fuelLog';
import { vehicleTypeLabel } from '../vehicleTypes';
import { isoDate, type IsoDate } from '../workTime/calendar';

export type CardKind = 'road' | 'machine';

export const CARD_TITLES: Record<CardKind, string> = { road: 'Karta drogowa', machine: 'Karta pracy sprzętu' };
export const CARD_UNITS: Record<CardKind, string> = { road: 'km', machine: 'mth' };

export interface CardVehicle {
  id: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  fuel_capacity: number;
  site: number;
  site_name: string;
}

export interface CardPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** A reading in the vehicle's own unit (km, or engine hours for machines). */
export interface CardReading {
  datetime: string;
  value: number;
  person: number | null;
}

export interface CardRide {
  start_datetime: string;
  end_datetime: string | null;
  person: number | null;
  from: string | null;
  to: string | null;
  material: string | null;
}

export interface CardFueling {
  datetime: string;
  litres: number;
  person: number | null;
  /** The odometer written with it, in the vehicle's unit. */
  odometer_state: number | null;
}

export interface CardCheck {
  datetime: string;
  person: number;
}

/**
 * Litres the vehicle's norm allows for `usage` (km or engine hours) on a company day, or null when
 * no norm applies (the fuel norms of issue 33 §2 plug in here).
 */
export type NormLitres = (vehicle: CardVehicle, day: IsoDate, usage: number) => number | null;

/** No norms known: every card says "brak normy". */
export const noNorms: NormLitres = () => null;

export interface CardRoute {
  from: string | null;
  to: string | null;
  material: string | null;
  loads: number;
}

export interface WorkCard {
  /** "12/2026". */
  number: string;
  sequence: number;
  year: number;
  date: IsoDate;
  kind: CardKind;
  title: string;
  unit: string;
  vehicle: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  vehicle_type_label: string;
  site: number;
  site_name: string;
  people: Array<{ person: number; first_name: string; last_name: string }>;
  /** Company time HH:mm. */
  start: string | null;
  end: string | null;
  meter_start: number | null;
  meter_end: number | null;
  /** meter_end − meter_start: kilometres, or engine hours. */
  usage: number | null;
  routes: CardRoute[];
  /** A machine's work in words. */
  work: string | null;
  fuel_start: number | null;
  fuel_taken: number;
  fuel_norm: number | null;
  fuel_end: number | null;
  /** What the card lacks, in Polish; empty when complete. */
  missing: string[];
}

export const NO_NORM = 'brak normy';

export const cardKind = (vehicleType: string): CardKind => (odometerUnit(vehicleType) === 'h' ? 'machine' : 'road');

const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10 || 0;
const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100 || 0;
const two = (value: number) => String(value).padStart(2, '0');

/** The company day of an instant, yyyy-MM-dd. */
export function companyDayOf(iso: string, zone: string): IsoDate {
  const wall = companyWallClock(Date.parse(iso), zone);
  return isoDate(wall.year, wall.month, wall.day);
}

const clockOf = (ms: number, zone: string) => {
  const wall = companyWallClock(ms, zone);
  return `${two(wall.hour)}:${two(wall.minute)}`;
};

/** The instants bounding a company day [start, next day's start). */
export function dayBounds(day: IsoDate, zone: string): { from: number; to: number } {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    from: companyInstant({ year, month, day: date, hour: 0, minute: 0 }, zone).getTime(),
    to: companyInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, zone).getTime(),
  };
}

export interface VehicleCardsInput {
  vehicle: CardVehicle;
  /** Every non-flagged reading up to the last day, from before the month of the first. */
  readings: readonly CardReading[];
  rides: readonly CardRide[];
  /** The fuelings from the month's start, and the last one before it (the tank's anchor). */
  fuelings: readonly CardFueling[];
  checks: readonly CardCheck[];
  people: ReadonlyMap<number, CardPerson>;
  /** The first and last company day of the cards; the tank is carried from the first day's month start. */
  from: IsoDate;
  to: IsoDate;
  norm: NormLitres;
  /** The card's sequence by day (assigned by the server; a day without one is numbered 0). */
  numbers?: ReadonlyMap<IsoDate, number>;
  zone: string;
}

interface DayActivity {
  /** Moments that are not readings (rides, fuelings, checks). */
  work: number[];
  readings: CardReading[];
  rides: CardRide[];
  fuelings: CardFueling[];
  people: Set<number>;
}

const monthStartOf = (day: IsoDate): IsoDate => `${day.slice(0, 8)}01`;

/** The days from `from`'s month start to `to` on which the vehicle did something, in order. */
export function activeDays(input: Omit<VehicleCardsInput, 'norm' | 'numbers'>): IsoDate[] {
  return [...activity(input).keys()].sort();
}

function activity({ readings, rides, fuelings, checks, from, to, zone }: Omit<VehicleCardsInput, 'norm' | 'numbers' | 'vehicle' | 'people'>) {
  const first = monthStartOf(from);
  const days = new Map<IsoDate, DayActivity>();
  const dayOf = (iso: string) => {
    const day = companyDayOf(iso, zone);
    if (day < first || day > to) return null;
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { work: [], readings: [], rides: [], fuelings: [], people: new Set() }));
    return entry;
  };
  for (const ride of rides) {
    const entry = dayOf(ride.start_datetime);
    if (!entry) continue;
    entry.rides.push(ride);
    entry.work.push(Date.parse(ride.start_datetime), Date.parse(ride.end_datetime ?? ride.start_datetime));
    if (ride.person !== null) entry.people.add(ride.person);
  }
  for (const fueling of fuelings) {
    const entry = dayOf(fueling.datetime);
    if (!entry) continue;
    entry.fuelings.push(fueling);
    entry.work.push(Date.parse(fueling.datetime));
    if (fueling.person !== null) entry.people.add(fueling.person);
  }
  for (const check of checks) {
    const entry = dayOf(check.datetime);
    if (!entry) continue;
    entry.work.push(Date.parse(check.datetime));
    entry.people.add(check.person);
  }
  const ordered = [...readings].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  let previous: number | null = null;
  for (const reading of ordered) {
    const day = companyDayOf(reading.datetime, zone);
    const moved = previous !== null && reading.value > previous;
    previous = reading.value;
    if (day < first || day > to) continue;
    const entry = moved ? dayOf(reading.datetime) : days.get(day);
    if (!entry) continue;
    entry.readings.push(reading);
    if (reading.person !== null) entry.people.add(reading.person);
  }
  // A day whose only readings did not move the meter joined above when something else happened.
  return days;
}

/** The card's routes: its rides grouped by where from, where to and what, with the loads counted. */
function routesOf(rides: readonly CardRide[]): CardRoute[] {
  const routes = new Map<string, CardRoute>();
  for (const ride of [...rides].sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime))) {
    const key = JSON.stringify([ride.from, ride.to, ride.material]);
    const route = routes.get(key);
    if (route) route.loads += 1;
    else routes.set(key, { from: ride.from, to: ride.to, material: ride.material, loads: 1 });
  }
  return [...routes.values()];
}

/** The vehicle's cards of the days from..to (the month's earlier ones are made to carry the tank). */
export function vehicleCards(input: VehicleCardsInput): WorkCard[] {
  const { vehicle, readings, fuelings, people, from, norm, numbers, zone } = input;
  const kind = cardKind(vehicle.vehicle_type);
  const unit = CARD_UNITS[kind];
  const days = activity(input);
  const sortedReadings = [...readings].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const cards: WorkCard[] = [];
  /** The tank at the end of the previous card of the month, or why it is not known. */
  let carried: { litres: number } | { missing: string } | null = null;
  let month = '';
  for (const day of [...days.keys()].sort()) {
    const entry = days.get(day)!;
    if (day.slice(0, 7) !== month) {
      month = day.slice(0, 7);
      carried = null;
    }
    const { from: dayStart } = dayBounds(day, zone);
    const moments = [...entry.work, ...entry.readings.map((reading) => Date.parse(reading.datetime))];
    const first = Math.min(...moments);
    const last = Math.max(...moments);
    const lastWork = entry.work.length ? Math.max(...entry.work) : null;
    const missing: string[] = [];

    // With work that day: the reading at or before its first moment (a check's own counts); with
    // readings only: the one before the day's first.
    const firstWork = entry.work.length ? Math.min(...entry.work) : null;
    const startReading =
      sortedReadings.filter((reading) => (firstWork === null ? Date.parse(reading.datetime) < first : Date.parse(reading.datetime) <= firstWork)).at(-1) ??
      null;
    const endReading =
      sortedReadings
        .filter((reading) => {
          const at = Date.parse(reading.datetime);
          return companyDayOf(reading.datetime, zone) === day && (lastWork === null || at >= lastWork) && reading !== startReading;
        })
        .at(-1) ?? null;
    if (!startReading) missing.push(`Brak odczytu licznika (${unit}) na początek dnia.`);
    if (!endReading) missing.push(`Brak odczytu licznika (${unit}) na koniec dnia.`);
    const usage = startReading && endReading ? round1(endReading.value - startReading.value) : null;

    const cardPeople = [...entry.people]
      .map((id) => people.get(id))
      .filter((person): person is CardPerson => person !== undefined)
      .sort((a, b) => a.last_name.localeCompare(b.last_name, 'pl') || a.first_name.localeCompare(b.first_name, 'pl') || a.id - b.id)
      .map((person) => ({ person: person.id, first_name: person.first_name, last_name: person.last_name }));
    if (!cardPeople.length) missing.push(kind === 'road' ? 'Brak kierowcy.' : 'Brak operatora.');

    const taken = round2(entry.fuelings.reduce((sum, fueling) => sum + fueling.litres, 0));
    const normLitres = usage === null ? null : norm(vehicle, day, usage);
    const byNorm = normLitres === null ? null : round2(normLitres);
    if (usage !== null && byNorm === null) missing.push('Brak normy zużycia paliwa dla tej maszyny.');

    // Carried from the month's previous card; without one, or after an incomplete one, anchored anew.
    let start: { litres: number } | { missing: string };
    if (carried && 'litres' in carried) start = carried;
    else {
      const anchored = anchorTank(vehicle, day, dayStart, fuelings, startReading, norm);
      start = 'litres' in anchored || !carried ? anchored : carried;
    }
    let fuelStart: number | null = null;
    if ('litres' in start) fuelStart = round2(start.litres);
    else missing.push(start.missing);
    const fuelEnd = fuelStart !== null && byNorm !== null ? round2(fuelStart + taken - byNorm) : null;
    carried =
      fuelEnd !== null
        ? { litres: fuelEnd }
        : { missing: `Brak stanu paliwa na początek dnia: karta z ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} jest niepełna.` };

    const sequence = numbers?.get(day) ?? 0;
    const year = Number(day.slice(0, 4));
    cards.push({
      number: `${sequence}/${year}`,
      sequence,
      year,
      date: day,
      kind,
      title: CARD_TITLES[kind],
      unit,
      vehicle: vehicle.id,
      fleet_number: vehicle.fleet_number,
      registration_number: vehicle.registration_number,
      vehicle_model: vehicle.vehicle_model,
      vehicle_type: vehicle.vehicle_type,
      vehicle_type_label: vehicleTypeLabel(vehicle.vehicle_type),
      site: vehicle.site,
      site_name: vehicle.site_name,
      people: cardPeople,
      start: clockOf(first, zone),
      end: clockOf(last, zone),
      meter_start: startReading ? round1(startReading.value) : null,
      meter_end: endReading ? round1(endReading.value) : null,
      usage,
      routes: routesOf(entry.rides),
      work: kind === 'machine' ? `Praca na budowie ${vehicle.site_name}${usage === null ? '' : `: ${formatDecimal(usage)} mth`}` : null,
      fuel_start: fuelStart,
      fuel_taken: taken,
      fuel_norm: byNorm,
      fuel_end: fuelEnd,
      missing,
    });
  }
  return cards.filter((card) => card.date >= from);
}

/** The month's first card's tank: full after the last fueling before the day, less the norm's litres since. */
function anchorTank(
  vehicle: CardVehicle,
  day: IsoDate,
  dayStart: number,
  fuelings: readonly CardFueling[],
  startReading: CardReading | null,
  norm: NormLitres,
): { litres: number } | { missing: string } {
  const before = fuelings.filter((fueling) => Date.parse(fueling.datetime) < dayStart).sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const last = before.at(-1);
  const lacking = 'Brak stanu paliwa na początek dnia';
  if (!last) return { missing: `${lacking}: brak wcześniejszego tankowania.` };
  if (last.odometer_state === null || !startReading) return { missing: `${lacking}: brak odczytu licznika.` };
  const since = Math.max(0, startReading.value - last.odometer_state);
  const litres = norm(vehicle, day, since);
  if (litres === null) return { missing: `${lacking}: ${NO_NORM}.` };
  const level = vehicle.fuel_capacity - litres;
  if (level < 0) return { missing: `${lacking}: zużycie według normy od ostatniego tankowania przekracza pojemność zbiornika.` };
  return { litres: level };
}
