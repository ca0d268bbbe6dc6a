/**
 * Consumption per machine (docs/api.md "Reports"): the query read with Polish messages, the
 * vehicles' fuel logs from one query over their whole history (./fuelLog, the baseline needs it),
 * the meter readings that split the intervals across the period's ends (the highest of each
 * window usageWindows names), and the figures of src/domain/reports/consumption.ts from those rows.
 */
import type { Kysely } from 'kysely';
import { companyDayRange } from '../../src/domain/dates';
import {
  consumptionTrend,
  fuelingsInPeriod,
  intervalsByVehicle,
  rankConsumption,
  usageWindows,
  type ConsumptionPeriod,
  type ConsumptionReport,
  type ConsumptionTrend,
  type ConsumptionVehicle,
  type UsageReading,
} from '../../src/domain/reports/consumption';
import { odometerUnit } from '../../src/domain/reports/fuelLog';
import { calendarDayText } from '../../src/domain/reports/tankerLedger';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { highestReadings, type ReadingWindow } from '../meterReadings';
import { fuelLogReadings, rowIntervals, type FuelLogScope } from './fuelLog';
import type { Period } from './params';
import type { SiteCheck } from '../auth/siteAccess';

const VEHICLE_NOT_FOUND = 'Nie znaleziono pojazdu';

function consumptionVehicles(db: Kysely<Database>, { site, id }: { site?: number; id?: number }): Promise<ConsumptionVehicle[]> {
  let query = db
    .selectFrom('vehicle as v')
    .leftJoin('site as s', 's.id', 'v.site')
    .select(['v.id', 'v.fleet_number', 'v.registration_number', 'v.vehicle_model', 'v.vehicle_type', 'v.site', 's.name as site_name']);
  if (site !== undefined) query = query.where('v.site', '=', site);
  if (id !== undefined) query = query.where('v.id', '=', id);
  return query.execute();
}

/**
 * The vehicles' fuel log and intervals over their whole history, from one query, and the meter
 * readings (in each vehicle's unit) that split their intervals across the period's ends.
 */
async function historyOf(db: Kysely<Database>, vehicles: readonly ConsumptionVehicle[], scope: FuelLogScope, period: ConsumptionPeriod) {
  const types = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.vehicle_type]));
  const rows = await fuelLogReadings(db, scope);
  const intervals = intervalsByVehicle(rowIntervals(rows, (vehicle) => odometerUnit(types.get(vehicle) ?? '')));
  const windows: ReadingWindow[] = [];
  for (const [vehicle, history] of intervals) {
    const unit = odometerUnit(types.get(vehicle) ?? '');
    for (const window of usageWindows(history, unit, period)) windows.push({ vehicle, field: unit === 'h' ? 'engine_hours' : 'km', ...window });
  }
  const readings: UsageReading[] = await highestReadings(db, windows);
  return { rows, intervals, readings };
}

/** The ranking's parameters (./consumptionRoutes.ts rankingQuery): the site (every site when none) and days. */
export interface ConsumptionParams extends Period {
  site?: number;
}

/** The ranking for the site and days asked; `checkSite` refuses a site the account may not see. */
export async function consumptionReport(
  db: Kysely<Database>,
  { site, date_from: from, date_to: to }: ConsumptionParams,
  checkSite: SiteCheck,
  zone: string,
): Promise<ConsumptionReport> {
  checkSite(site);
  const scope = site === undefined ? {} : { site };
  const vehicles = await consumptionVehicles(db, scope);
  const period = companyDayRange(from, to, zone);
  const { rows, intervals, readings } = await historyOf(db, vehicles, scope, period);
  return {
    site: site ?? null,
    date_from: calendarDayText(from),
    date_to: calendarDayText(to),
    fuelings: fuelingsInPeriod(rows, period),
    vehicles: rankConsumption(vehicles, intervals, period, readings),
  };
}

/** One vehicle's figures and intervals over the days asked; `checkVehicleSite` refuses a vehicle of a site the account may not see. */
export async function consumptionTrendReport(
  db: Kysely<Database>,
  id: number,
  { date_from: from, date_to: to }: Period,
  checkVehicleSite: SiteCheck,
  zone: string,
): Promise<ConsumptionTrend & { date_from: string; date_to: string }> {
  const [vehicle] = await consumptionVehicles(db, { id });
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  checkVehicleSite(vehicle.site);
  const period = companyDayRange(from, to, zone);
  const { intervals, readings } = await historyOf(db, [vehicle], { vehicles: [vehicle.id] }, period);
  return {
    date_from: calendarDayText(from),
    date_to: calendarDayText(to),
    ...consumptionTrend(vehicle, intervals.get(vehicle.id) ?? [], period, readings),
  };
}
