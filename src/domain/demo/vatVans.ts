/**
 * The demo's vans keeping the VAT mileage register (issue 33 §4, /mileage-register): the first two
 * buses or service vans with a driver are marked as deducting VAT in full from the first day of the
 * demo's history; on each work day of their driver they make one to three business trips between
 * their site's places (a purpose from the list below, the distance stored on the ride: no GPS
 * track), and the office reads the odometer after the day's last trip. Generated apart from the
 * trucks' rides (the ride table numbers them after the last truck ride), so that every other table stays as it was.
 */
import { isoDay } from '../dates';
import type { DemoRow } from '../resources/rows';
import { isoInstant, MINUTE_MS, type CalendarDay } from './calendar';
import type { CompanyModel, VehicleModel } from './generatorModel';
import { randomFor } from './random';
import type { DemoMeterReading } from './rows';
import { workDayOf } from './shifts';

export type DemoVanTrip = DemoRow<'rides', 'start_place' | 'end_place' | 'site'>;

const VAN_TYPES = new Set(['BUS', 'SERVICE']);

export const VAN_TRIP_PURPOSES = [
  'Dowóz pracowników na budowę',
  'Odbiór materiałów z hurtowni',
  'Dostawa części do maszyn',
  'Spotkanie z inwestorem',
  'Przegląd odcinka budowy',
  'Odbiór dokumentów z biura',
  'Dowóz narzędzi',
] as const;

/** The vans keeping the register: up to two buses or service vans that have a driver. */
export const vatVans = (company: CompanyModel): VehicleModel[] =>
  company.vehicles.filter((vehicle) => VAN_TYPES.has(vehicle.row.vehicle_type) && vehicle.crew && vehicle.site.places.length > 1).slice(0, 2);

/** Marks the vans' rows: the register is kept from the demo's first day. */
export function markVatVans(company: CompanyModel): void {
  const first = company.days[0];
  for (const van of vatVans(company)) Object.assign(van.row, { vat_register: true, vat_register_from: isoDay(first), vat_register_until: null });
}

interface VanTripPlan {
  van: VehicleModel;
  start: number;
  end: number;
  from: number;
  to: number;
  metres: number;
  purpose: string;
}

/** One van's trips on one day, all ended by `now`, within its driver's work day. */
function vanDay(company: CompanyModel, van: VehicleModel, day: CalendarDay): VanTripPlan[] {
  const driver = van.crew!;
  const workDay = workDayOf(company, driver, day);
  if (!workDay) return [];
  const random = randomFor(company.seed, 'vat-van-day', van.row.id, day.number);
  const until = Math.min(workDay.end ?? company.now, workDay.plannedEnd, company.now) - 20 * MINUTE_MS;
  const places = van.site.places;
  const plans: VanTripPlan[] = [];
  let start = workDay.start + random.int(20, 50) * MINUTE_MS;
  const count = random.int(1, 3);
  for (let trip = 0; trip < count; trip += 1) {
    const km = random.float(6, 55);
    const end = start + Math.round((km / 45) * 60 + random.int(5, 15)) * MINUTE_MS;
    if (end > until) break;
    const from = random.pick(places);
    const to = random.pick(places.filter((place) => place !== from));
    plans.push({ van, start, end, from: from.row.id, to: to.row.id, metres: Math.round(km * 1000), purpose: random.pick(VAN_TRIP_PURPOSES) });
    start = end + random.int(30, 120) * MINUTE_MS;
  }
  return plans;
}

/** The odometer each van starts the demo with. */
const startOdometer = (company: CompanyModel, van: VehicleModel) => {
  const [low, high] = van.kind.odometer;
  return randomFor(company.seed, 'vat-van-odometer', van.row.id).int(low, high);
};

export interface VatVanRows {
  trips: DemoVanTrip[];
  readings: DemoMeterReading[];
}

/** The vans' trips (ids from 1: the ride table numbers them after the trucks' rides) and odometer readings (one before the first day, one after each day's last trip). */
export function vatVanRows(company: CompanyModel): VatVanRows {
  let id = 0;
  const trips: DemoVanTrip[] = [];
  const readings: DemoMeterReading[] = [];
  const reading = (van: VehicleModel, datetime: number, km: number) =>
    readings.push({
      id: readings.length + 1,
      vehicle: van.row.id,
      datetime: isoInstant(datetime),
      km: Math.round(km * 10) / 10,
      engine_hours: null,
      source: 'manual',
      person: van.crew!.row.id,
      flagged: false,
      flag_reason: null,
      origin: null,
    } as DemoMeterReading);
  const vans = vatVans(company);
  const odometers = new Map(vans.map((van) => [van.row.id, startOdometer(company, van)]));
  const firstDay = company.days[0];
  const firstMidnight = company.clock.at(firstDay.number, 0);
  for (const van of vans) reading(van, firstMidnight - 60 * MINUTE_MS, odometers.get(van.row.id)!);
  for (const day of company.days) {
    for (const van of vans) {
      const plans = vanDay(company, van, day);
      for (const plan of plans) {
        trips.push({
          id: ++id,
          person: van.crew!.row.id,
          vehicle: van.row.id,
          material: null,
          start_datetime: isoInstant(plan.start),
          end_datetime: isoInstant(plan.end),
          start_place: plan.from,
          end_place: plan.to,
          site: van.site.row.id,
          purpose: plan.purpose,
          distance_m: plan.metres,
        });
        odometers.set(van.row.id, odometers.get(van.row.id)! + plan.metres / 1000);
      }
      if (plans.length) reading(van, plans[plans.length - 1].end + 5 * MINUTE_MS, odometers.get(van.row.id)!);
    }
  }
  return { trips, readings };
}
