/**
 * Consumption per machine (docs/api.md "Reports"): the query read with Polish messages, the
 * vehicles' fuel logs from one query over their whole history (./fuelLog, the baseline needs it),
 * and the figures of src/domain/reports/consumption.ts from those rows.
 */
import type { Kysely } from 'kysely';
import { companyDayRange } from '../../src/domain/dates';
import {
  consumptionTrend,
  intervalsByVehicle,
  rankConsumption,
  type ConsumptionTrend,
  type ConsumptionVehicle,
  type VehicleConsumption,
} from '../../src/domain/reports/consumption';
import { odometerUnit } from '../../src/domain/reports/fuelLog';
import { calendarDayText } from '../../src/domain/reports/tankerLedger';
import type { FieldErrors } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { fuelLogReadings, rowIntervals, type FuelLogScope } from './fuelLog';
import { readDayRange, readId, refuseErrors, type ReportQuery } from './params';
import type { SiteCheck } from '../auth/siteAccess';

const VEHICLE_NOT_FOUND = 'Nie znaleziono pojazdu';

export interface ConsumptionReport {
  site: number | null;
  date_from: string;
  date_to: string;
  vehicles: VehicleConsumption[];
}

function consumptionVehicles(db: Kysely<Database>, { site, id }: { site?: number; id?: number }): Promise<ConsumptionVehicle[]> {
  let query = db
    .selectFrom('vehicle as v')
    .leftJoin('site as s', 's.id', 'v.site')
    .select(['v.id', 'v.fleet_number', 'v.registration_number', 'v.vehicle_model', 'v.vehicle_type', 'v.site', 's.name as site_name']);
  if (site !== undefined) query = query.where('v.site', '=', site);
  if (id !== undefined) query = query.where('v.id', '=', id);
  return query.execute();
}

/** The vehicles' intervals over their whole history, from one query. */
async function historyOf(db: Kysely<Database>, vehicles: readonly ConsumptionVehicle[], scope: FuelLogScope) {
  const types = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.vehicle_type]));
  const rows = await fuelLogReadings(db, scope);
  return intervalsByVehicle(rowIntervals(rows, (vehicle) => odometerUnit(types.get(vehicle) ?? '')));
}

/** The ranking for the site (every site when none) and days a query names; `checkSite` refuses a site the account may not see. */
export async function consumptionReport(db: Kysely<Database>, query: ReportQuery, checkSite: SiteCheck): Promise<ConsumptionReport> {
  const errors: FieldErrors = {};
  const site = readId(query, 'site', errors, { required: false });
  const range = readDayRange(query, errors);
  refuseErrors(errors);
  checkSite(site);
  const { from, to } = range!;
  const scope = site === null ? {} : { site };
  const vehicles = await consumptionVehicles(db, scope);
  const history = await historyOf(db, vehicles, scope);
  return { site, date_from: calendarDayText(from), date_to: calendarDayText(to), vehicles: rankConsumption(vehicles, history, companyDayRange(from, to)) };
}

/** One vehicle's figures and intervals over the days a query names; `checkVehicleSite` refuses a vehicle of a site the account may not see. */
export async function consumptionTrendReport(
  db: Kysely<Database>,
  vehicleText: string,
  query: ReportQuery,
  checkVehicleSite: SiteCheck,
): Promise<ConsumptionTrend & { date_from: string; date_to: string }> {
  const errors: FieldErrors = {};
  const id = readId({ vehicle: vehicleText }, 'vehicle', errors, { required: true });
  const range = readDayRange(query, errors);
  refuseErrors(errors);
  const { from, to } = range!;
  const [vehicle] = await consumptionVehicles(db, { id: id! });
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  checkVehicleSite(vehicle.site);
  const history = await historyOf(db, [vehicle], { vehicles: [vehicle.id] });
  return { date_from: calendarDayText(from), date_to: calendarDayText(to), ...consumptionTrend(vehicle, history.get(vehicle.id) ?? [], companyDayRange(from, to)) };
}
