/** "Rozliczenie paliwa" (issue 33 §2, docs/api.md "Fuel settlement"): ./repository's rows run through src/domain/fuelNorms. */
import type { Kysely } from 'kysely';
import { FUEL_SETTLEMENT_TOLERANCE, READINGS_BEFORE_DAYS, settleVehicle, type MeterPoint } from '../../src/domain/fuelNorms/settlement';
import type { FuelSettlementReport, FuelSettlementRow } from '../../src/domain/fuelNorms/report';
import { roundHundredths } from '../../src/domain/numbers';
import { odometerUnit } from '../../src/domain/reports/fuelLog';
import { monthBounds, type Month } from '../../src/domain/workTime/register';
import type { SiteCheck } from '../auth/siteAccess';
import type { Database } from '../db/schema';
import { allNorms, litresTaken, monthReadings, settlementVehicles, sitePrices, vehicleOperators } from './repository';

export interface FuelSettlementParams {
  month: Month;
  site?: number;
}

const two = (value: number) => String(value).padStart(2, '0');

export async function fuelSettlementReport(
  db: Kysely<Database>,
  params: FuelSettlementParams,
  checkSite: SiteCheck,
  zone: string,
): Promise<FuelSettlementReport> {
  checkSite(params.site);
  const { year, month } = params.month;
  const { from, to } = monthBounds(params.month, zone);
  const lastDay = `${year}-${two(month)}-${two(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
  const [vehicles, norms, readings, taken, prices, operators] = await Promise.all([
    settlementVehicles(db, params.site),
    allNorms(db),
    monthReadings(db, params.site, new Date(Date.parse(from) - READINGS_BEFORE_DAYS * 86_400_000).toISOString(), to),
    litresTaken(db, params.site, from, to),
    sitePrices(db, from, to),
    vehicleOperators(db, params.site, from, to),
  ]);
  const points = new Map<number, { km: MeterPoint[]; h: MeterPoint[] }>();
  const add = (vehicle: number, datetime: string, km: number | null, hours: number | null) => {
    const held = points.get(vehicle) ?? { km: [], h: [] };
    if (km !== null) held.km.push({ datetime, value: km });
    if (hours !== null) held.h.push({ datetime, value: hours });
    points.set(vehicle, held);
  };
  for (const row of readings) add(row.vehicle, row.datetime, row.km, row.engine_hours);

  const rows: FuelSettlementRow[] = [];
  for (const vehicle of vehicles) {
    const unit = odometerUnit(vehicle.vehicle_type);
    const station = taken.station.get(vehicle.id) ?? 0;
    const tanker = taken.tanker.get(vehicle.id) ?? 0;
    const ownPoints = points.get(vehicle.id)?.[unit] ?? [];
    const settled = settleVehicle({
      vehicle: { id: vehicle.id, vehicle_type: vehicle.vehicle_type },
      unit,
      zone: zone,
      from,
      to,
      last_day: lastDay,
      readings: ownPoints,
      norms,
      station_litres: station,
      tanker_litres: tanker,
      average_price: prices.get(params.site ?? vehicle.site ?? -1) ?? null,
    });
    // An archived vehicle shows only when it worked or took fuel that month.
    if (vehicle.archived && settled.status === 'idle') continue;
    rows.push({
      vehicle: vehicle.id,
      fleet_number: vehicle.fleet_number,
      registration_number: vehicle.registration_number,
      vehicle_model: vehicle.vehicle_model,
      vehicle_type: vehicle.vehicle_type,
      site: vehicle.site,
      operators: operators.get(vehicle.id) ?? [],
      ...settled,
    });
  }
  const total = (field: 'norm_litres' | 'taken_litres' | 'difference_litres' | 'difference_pln') =>
    roundHundredths(rows.reduce((sum, row) => sum + (row[field] ?? 0), 0));
  return {
    month: `${year}-${two(month)}`,
    site: params.site ?? null,
    tolerance_percent: FUEL_SETTLEMENT_TOLERANCE * 100,
    vehicles: rows,
    totals: {
      norm_litres: total('norm_litres'),
      taken_litres: total('taken_litres'),
      difference_litres: total('difference_litres'),
      difference_pln: total('difference_pln'),
    },
  };
}
