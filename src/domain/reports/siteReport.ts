/**
 * The site report's own figures (issue "Fuel and haul intelligence" §5), the reference definition
 * the server's SQL is checked against: fuel bought for a site per company day and what it cost,
 * and the hours each person worked there. The report also carries the other reports' figures for
 * the site and period, defined in their own modules: the vehicles whose consumption is off their
 * baseline beyond the threshold, the fuel anomalies not explained, and the loads per material.
 *
 * Rules:
 * - Station fuelings count for the site they were logged on; deliveries into tankers for the
 *   tanker's site. A fueling belongs to the company day its datetime falls on.
 * - A station fueling costs litres × price per litre; the period's cost is the exact sum of those
 *   products, rounded once to the grosz (half up), not a sum of rounded costs.
 * - Deliveries into tankers carry no price; their cost is estimated at the period's average
 *   station price (station cost ÷ station litres) and shown as an estimate, or not at all when the
 *   period had no station fueling.
 * - A work day counts for the company day it started on. Its hours are end − start; a work day
 *   still open is counted in `open` and adds no hours.
 */
import type { VehicleAnomaly } from '../anomalies/explanations';
import { roundHundredths } from '../numbers';
import { isDeviationFlagged, type VehicleConsumption } from './consumption';
import type { FuelThresholds } from './fuelLog';
import type { HaulMaterialRow, HaulReport } from './haul';
import { companyDays, roundLitres, type CalendarDay } from './tankerLedger';

export interface StationFuelingRow {
  datetime: string;
  litres: number;
  price_per_litre: number;
}

export interface DeliveryRow {
  datetime: string;
  litres: number;
}

export interface SiteFuelDay {
  day: string;
  station_litres: number;
  station_cost: number;
  delivered_litres: number;
}

export interface SiteFuel {
  station_litres: number;
  station_count: number;
  station_cost: number;
  /** Station cost ÷ station litres, PLN per litre rounded to the grosz; null without station fuelings. */
  average_price: number | null;
  delivered_litres: number;
  delivery_count: number;
  /** Delivered litres × the average station price; null when there is no such price. */
  delivered_cost_estimate: number | null;
  days: SiteFuelDay[];
}

export interface WorkDayInput {
  person: number;
  name: string;
  datetime_start: string;
  datetime_end: string | null;
}

export interface PersonHours {
  person: number;
  name: string;
  /** Company days with a work day started. */
  days: number;
  /** Hours of the closed work days, rounded to 0.01. */
  hours: number;
  /** Work days still open. */
  open: number;
}

/**
 * litres × price in ten-thousandths of a złoty, exactly: both have two decimals, so their cents
 * multiply to an integer (the server's SQL sums the same integers).
 */
export const costUnits = (litres: number, price: number): number => Math.round(litres * 100) * Math.round(price * 100);

export interface RepairRow {
  id: number;
  datetime: string;
  note: string;
  /** Fleet number · registration. */
  vehicle: string;
  person: string;
}

/** The haul report's totals and its loads per material. */
export interface SiteHaul {
  loads: number;
  loads_with_payload: number;
  tonnes: number | null;
  open_rides: number;
  materials: HaulMaterialRow[];
}

/** The site report as the API answers it (docs/api.md "Reports"). */
export interface SiteReport {
  site: { id: number; name: string };
  date_from: string;
  date_to: string;
  fuel: SiteFuel;
  /** Vehicles whose consumption deviates from their baseline beyond the threshold, the largest deviation first. */
  consumption: VehicleConsumption[];
  /** Fuel anomalies not explained. */
  anomalies: VehicleAnomaly[];
  haul: SiteHaul;
  work_hours: PersonHours[];
  repairs: RepairRow[];
}

/** The consumption highlights: flagged deviations only, the largest (either way) first. */
export const consumptionHighlights = (vehicles: readonly VehicleConsumption[], thresholds: FuelThresholds): VehicleConsumption[] =>
  vehicles
    .filter((row) => isDeviationFlagged(row.deviation_percent, thresholds))
    .sort((a, b) => Math.abs(b.deviation_percent!) - Math.abs(a.deviation_percent!));

export const siteHaul = ({ loads, loads_with_payload, tonnes, open_rides, materials }: HaulReport): SiteHaul => ({
  loads,
  loads_with_payload,
  tonnes,
  open_rides,
  materials,
});

/** Ten-thousandths of a złoty to złoty, rounded half up to the grosz. */
export const moneyOfUnits = (units: number): number => Math.round(units / 100) / 100 || 0;

const within = (start: number, end: number) => (row: { datetime: string }) => {
  const at = Date.parse(row.datetime);
  return at >= start && at < end;
};

/** The average price and the estimated cost of deliveries, from the period's totals. */
export function deliveryEstimate(stationLitres: number, stationCostUnits: number, deliveredLitres: number) {
  if (stationLitres <= 0) return { average_price: null, delivered_cost_estimate: null };
  const average = stationCostUnits / 10_000 / stationLitres;
  return { average_price: roundHundredths(average), delivered_cost_estimate: roundHundredths(average * deliveredLitres) };
}

export function siteFuel(
  station: readonly StationFuelingRow[],
  deliveries: readonly DeliveryRow[],
  from: CalendarDay,
  to: CalendarDay,
  zone: string,
): SiteFuel {
  const periods = companyDays(from, to, zone);
  let stationUnits = 0;
  let stationLitres = 0;
  let stationCount = 0;
  let deliveredLitres = 0;
  let deliveryCount = 0;
  const days = periods.map((period): SiteFuelDay => {
    const inDay = within(Date.parse(period.startIso), Date.parse(period.endIso));
    const fuelings = station.filter(inDay);
    const delivered = deliveries.filter(inDay);
    const units = fuelings.reduce((sum, row) => sum + costUnits(row.litres, row.price_per_litre), 0);
    const litres = fuelings.reduce((sum, row) => sum + row.litres, 0);
    const deliveredDay = delivered.reduce((sum, row) => sum + row.litres, 0);
    stationUnits += units;
    stationLitres += litres;
    stationCount += fuelings.length;
    deliveredLitres += deliveredDay;
    deliveryCount += delivered.length;
    return { day: period.day, station_litres: roundLitres(litres), station_cost: moneyOfUnits(units), delivered_litres: roundLitres(deliveredDay) };
  });
  return {
    station_litres: roundLitres(stationLitres),
    station_count: stationCount,
    station_cost: moneyOfUnits(stationUnits),
    delivered_litres: roundLitres(deliveredLitres),
    delivery_count: deliveryCount,
    ...deliveryEstimate(stationLitres, stationUnits, deliveredLitres),
    days,
  };
}

/** People by hours worked, most first (then by name). */
export const byHours = (a: PersonHours, b: PersonHours): number => b.hours - a.hours || a.name.localeCompare(b.name, 'pl');

export function workHours(workDays: readonly WorkDayInput[], from: CalendarDay, to: CalendarDay, zone: string): PersonHours[] {
  const periods = companyDays(from, to, zone);
  if (periods.length === 0) return [];
  const people = new Map<number, PersonHours & { dayNames: Set<string> }>();
  for (const period of periods) {
    const inDay = (row: WorkDayInput) => within(Date.parse(period.startIso), Date.parse(period.endIso))({ datetime: row.datetime_start });
    for (const row of workDays.filter(inDay)) {
      const person = people.get(row.person) ?? { person: row.person, name: row.name, days: 0, hours: 0, open: 0, dayNames: new Set<string>() };
      person.dayNames.add(period.day);
      if (row.datetime_end === null) person.open += 1;
      else person.hours += (Date.parse(row.datetime_end) - Date.parse(row.datetime_start)) / 3_600_000;
      people.set(row.person, person);
    }
  }
  return [...people.values()].map(({ dayNames, ...person }) => ({ ...person, days: dayNames.size, hours: roundHundredths(person.hours) })).sort(byHours);
}
