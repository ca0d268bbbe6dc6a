/**
 * The reports' CSV files (docs/api.md "Reports"), written alike by the server and the fake
 * provider: the exports' rules (src/domain/csv.ts) and names (src/domain/exportFiles.ts).
 */
import { CSV_BOM, csvNumber, csvRow, csvText } from '../csv';
import { showDay } from '../dates';
import { rangeFileName } from '../exportFiles';
import { vehicleTypeLabel } from '../vehicleTypes';
import type { VehicleConsumption } from './consumption';
import type { OdometerUnit } from './fuelLog';
import type { TankerLedgerDay } from './tankerLedger';

const csvFile = (headers: readonly string[], rows: readonly string[][]) =>
  CSV_BOM + csvRow(headers.map(csvText)) + rows.map(csvRow).join('');

const LEDGER_HEADERS = [
  'Dzień',
  'Stan początkowy (l)',
  'Dostarczono (l)',
  'Wydano (l)',
  'Pomiar (l)',
  'Korekta z pomiaru (l)',
  'Stan końcowy (l)',
  'Wydano ponad stan (l)',
  'Ponad pojemność (l)',
];

/** A tanker's ledger per company day. */
export const tankerLedgerCsv = (days: readonly TankerLedgerDay[]): string =>
  csvFile(
    LEDGER_HEADERS,
    days.map((day) => [
      csvText(showDay(day.day)),
      ...[day.opening, day.delivered, day.dispensed, day.stock_count, day.adjustment, day.closing, day.below_zero_litres, day.above_capacity_litres].map(csvNumber),
    ]),
  );

/** bilans-cysterny_<registration>_<first day>_<last day>.csv */
export const tankerLedgerFileName = (registration: string, days: { from: string; to: string }): string =>
  rangeFileName(`bilans-cysterny_${registration.toUpperCase().replace(/[^A-Z0-9]/g, '')}`, days);

/** How a rate and a distance are written: litres per 100 km, or per engine hour (motogodzina, mth). */
export const RATE_UNIT: Record<OdometerUnit, string> = { km: 'l/100 km', h: 'l/mth' };
export const DISTANCE_UNIT: Record<OdometerUnit, string> = { km: 'km', h: 'mth' };

const CONSUMPTION_HEADERS = [
  'Budowa',
  'Typ pojazdu',
  'Nr boczny',
  'Nr rejestracyjny',
  'Model',
  'Jednostka spalania',
  'Zatankowano (l)',
  'Przebieg',
  'Jednostka przebiegu',
  'Spalanie',
  'Norma pojazdu (mediana)',
  'Odchylenie (%)',
  'Odcinki policzone',
  'Odcinki pominięte',
];

/** The consumption ranking, one vehicle a row. */
export const consumptionCsv = (rows: readonly VehicleConsumption[]): string =>
  csvFile(
    CONSUMPTION_HEADERS,
    rows.map((row) => [
      csvText(row.vehicle.site_name),
      csvText(vehicleTypeLabel(row.vehicle.vehicle_type)),
      csvNumber(row.vehicle.fleet_number),
      csvText(row.vehicle.registration_number),
      csvText(row.vehicle.vehicle_model),
      csvText(RATE_UNIT[row.unit]),
      csvNumber(row.litres),
      csvNumber(row.distance),
      csvText(DISTANCE_UNIT[row.unit]),
      csvNumber(row.rate),
      csvNumber(row.baseline),
      csvNumber(row.deviation_percent),
      csvNumber(row.counted_intervals),
      csvNumber(row.skipped_intervals),
    ]),
  );

/** spalanie_<first day>_<last day>.csv */
export const consumptionFileName = (days: { from: string; to: string }): string => rangeFileName('spalanie', days);
