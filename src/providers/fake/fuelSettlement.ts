/** The fake provider's fuel settlement (issue 33 §2), computed with the server's rules of src/domain/fuelNorms. */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import type { FuelNorm } from '../../domain/fuelNorms/norms';
import { fuelSettlementSheet, type FuelSettlementReport, type FuelSettlementRow } from '../../domain/fuelNorms/report';
import { FUEL_SETTLEMENT_TOLERANCE, READINGS_BEFORE_DAYS, settleVehicle, type MeterPoint } from '../../domain/fuelNorms/settlement';
import { roundHundredths } from '../../domain/numbers';
import { odometerUnit } from '../../domain/reports/fuelLog';
import { sheetCsv } from '../../domain/reports/sheet';
import { monthBounds } from '../../domain/workTime/register';
import type { FuelSettlementQuery, SatDataProvider } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type FuelSettlementMethods = Pick<SatDataProvider, 'getFuelSettlement' | 'exportFuelSettlementCsv' | 'exportFuelSettlementXlsx'>;

const two = (value: number) => String(value).padStart(2, '0');

export function fakeFuelSettlement(inner: DataProvider, timeZone: string): FuelSettlementMethods {
  const all = allRows(inner);

  const getFuelSettlement = async (query: FuelSettlementQuery): Promise<FuelSettlementReport> => {
    const [year, month] = query.month.split('-').map(Number);
    const { from, to } = monthBounds({ year, month }, timeZone);
    const since = new Date(Date.parse(from) - READINGS_BEFORE_DAYS * 86_400_000).toISOString();
    const lastDay = `${year}-${two(month)}-${two(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
    const [vehicles, norms, stations, tankers, meters, rides, people] = await Promise.all([
      all('vehicles'),
      all('fuel-norms'),
      all('fueling'),
      all('vehicle-fueling'),
      all('meter-readings'),
      all('rides'),
      all('employees'),
    ]);
    const inMonth = (datetime: unknown) => typeof datetime === 'string' && datetime >= from && datetime < to;
    const names = new Map(people.map((person) => [person.id, `${person.last_name} ${person.first_name}`]));
    const prices = new Map<unknown, { cost: number; litres: number }>();
    for (const row of stations.filter((row) => inMonth(row.datetime) && row.site !== null)) {
      const held = prices.get(row.site) ?? { cost: 0, litres: 0 };
      held.cost += Number(row.litres) * Number(row.price_per_litre);
      held.litres += Number(row.litres);
      prices.set(row.site, held);
    }
    const of = (rows: RaRecord[], vehicle: RaRecord) => rows.filter((row) => row.vehicle === vehicle.id);
    const rows: FuelSettlementRow[] = vehicles
      .filter((vehicle) => query.site === null || vehicle.site === query.site)
      .sort((a, b) => Number(a.fleet_number) - Number(b.fleet_number))
      .map((vehicle) => {
        const unit = odometerUnit(String(vehicle.vehicle_type));
        const readings: MeterPoint[] = [
          ...of(meters, vehicle)
            .filter((row) => !row.flagged)
            .map((row) => ({ datetime: String(row.datetime), value: Number(unit === 'km' ? row.km : row.engine_hours) })),
          ...[...of(stations, vehicle), ...of(tankers, vehicle)].map((row) => ({ datetime: String(row.datetime), value: Number(row.odometer_state) })),
        ].filter((reading) => reading.datetime >= since && reading.datetime < to && Number.isFinite(reading.value));
        const litres = (fuelings: RaRecord[]) => of(fuelings, vehicle).reduce((sum, row) => sum + (inMonth(row.datetime) ? Number(row.litres) : 0), 0);
        const price = prices.get(query.site ?? vehicle.site);
        const operators = new Set<string>();
        for (const row of [
          ...of(rides, vehicle).filter((ride) => inMonth(ride.start_datetime)),
          ...of(stations, vehicle).filter((row) => inMonth(row.datetime)),
        ]) {
          const name = names.get(row.person);
          if (name) operators.add(name);
        }
        return {
          vehicle: Number(vehicle.id),
          fleet_number: Number(vehicle.fleet_number),
          registration_number: String(vehicle.registration_number),
          vehicle_model: String(vehicle.vehicle_model),
          vehicle_type: String(vehicle.vehicle_type),
          site: (vehicle.site as number | null) ?? null,
          operators: [...operators].sort((a, b) => a.localeCompare(b, 'pl')),
          ...settleVehicle({
            vehicle: { id: Number(vehicle.id), vehicle_type: String(vehicle.vehicle_type) },
            unit,
            from,
            to,
            zone: timeZone,
            last_day: lastDay,
            readings,
            norms: norms as unknown as FuelNorm[],
            station_litres: litres(stations),
            tanker_litres: litres(tankers),
            average_price: price && price.litres > 0 ? price.cost / price.litres : null,
          }),
        };
      });
    const total = (field: 'norm_litres' | 'taken_litres' | 'difference_litres' | 'difference_pln') =>
      roundHundredths(rows.reduce((sum, row) => sum + (row[field] ?? 0), 0));
    return {
      month: query.month,
      site: query.site,
      tolerance_percent: FUEL_SETTLEMENT_TOLERANCE * 100,
      vehicles: rows,
      totals: {
        norm_litres: total('norm_litres'),
        taken_litres: total('taken_litres'),
        difference_litres: total('difference_litres'),
        difference_pln: total('difference_pln'),
      },
    };
  };

  return {
    getFuelSettlement,
    exportFuelSettlementCsv: async (query) => csvFile(sheetCsv(fuelSettlementSheet(await getFuelSettlement(query)))),
    // The workbook is the server's (exceljs stays out of the browser's bundle).
    exportFuelSettlementXlsx: async () => {
      throw new HttpError('Plik XLSX przygotowuje serwer; bez serwera pobierz plik CSV.', 503);
    },
  };
}
