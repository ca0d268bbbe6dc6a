/**
 * The reports' CSV files (docs/api.md "Reports"), written alike by the server and the fake
 * provider: the exports' rules (src/domain/csv.ts) and names (src/domain/exportFiles.ts).
 */
import { csvDocument } from '../csv';
import { showDay } from '../dates';
import { rangeFileName } from '../exportFiles';
import { vehicleTypeLabel } from '../vehicleTypes';
import type { VehicleConsumption } from './consumption';
import type { OdometerUnit } from './fuelLog';
import type { TankerLedgerDay } from './tankerLedger';

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
  csvDocument(
    LEDGER_HEADERS,
    days.map((day) => [
      showDay(day.day),
      day.opening,
      day.delivered,
      day.dispensed,
      day.stock_count,
      day.adjustment,
      day.closing,
      day.below_zero_litres,
      day.above_capacity_litres,
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
  'W tym do spalania (l)',
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
  csvDocument(
    CONSUMPTION_HEADERS,
    rows.map((row) => [
      row.vehicle.site_name,
      vehicleTypeLabel(row.vehicle.vehicle_type),
      row.vehicle.fleet_number,
      row.vehicle.registration_number,
      row.vehicle.vehicle_model,
      RATE_UNIT[row.unit],
      row.fueled_litres,
      row.litres,
      row.distance,
      DISTANCE_UNIT[row.unit],
      row.rate,
      row.baseline,
      row.deviation_percent,
      row.counted_intervals,
      row.skipped_intervals,
    ]),
  );

/** spalanie_<first day>_<last day>.csv */
export const consumptionFileName = (days: { from: string; to: string }): string => rangeFileName('spalanie', days);
