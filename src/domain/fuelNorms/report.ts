/**
 * "Rozliczenie paliwa" (issue 33 §2): the answer of GET /api/reports/fuel-settlement/ and its files
 * — every vehicle of the site (of the company without a site) with its month settled against the
 * norms (./settlement.ts), the operators who worked it, and the month's totals.
 */
import { formatDecimal } from '../numbers';
import type { SheetTable } from '../reports/sheet';
import { polishDate } from '../workTime/report';
import { SETTLEMENT_STATUS_LABELS, type NormPeriod, type VehicleSettlement } from './settlement';

export interface FuelSettlementRow extends VehicleSettlement {
  vehicle: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  site: number | null;
  /** "Nazwisko Imię" of the people who drove or operated it that month (rides, fuelings, checks, readings). */
  operators: string[];
}

export interface FuelSettlementTotals {
  norm_litres: number;
  taken_litres: number;
  difference_litres: number;
  difference_pln: number;
}

export interface FuelSettlementReport {
  /** yyyy-MM. */
  month: string;
  site: number | null;
  tolerance_percent: number;
  vehicles: FuelSettlementRow[];
  totals: FuelSettlementTotals;
}

export const UNIT_LABELS = { km: 'km', h: 'mth' } as const;

/** A norm period as one line: `20,00 l/mth +10 % (16.11–30.11)`. */
export function periodText(period: NormPeriod, unit: 'km' | 'h'): string {
  const rate = `${formatDecimal(period.base_rate, { minDecimals: 2 })} ${unit === 'km' ? 'l/100 km' : 'l/mth'}`;
  const correction = period.correction_percent ? ` ${period.correction_percent > 0 ? '+' : '−'}${formatDecimal(Math.abs(period.correction_percent))} %` : '';
  const days = `${polishDate(period.from).slice(0, 5)}–${polishDate(period.to).slice(0, 5)}`;
  return `${rate}${correction} (${days})`;
}

export const SETTLEMENT_HEADERS = [
  'Nr boczny',
  'Nr rejestracyjny',
  'Model',
  'Jednostka',
  'Stan początkowy',
  'Stan końcowy',
  'Praca (km / mth)',
  'Normy',
  'Wg normy (l)',
  'Stacja (l)',
  'Cysterna (l)',
  'Pobrano (l)',
  'Różnica (l)',
  'Różnica (%)',
  'Średnia cena (zł/l)',
  'Różnica (zł)',
  'Ocena',
  'Operatorzy',
] as const;

const LITRES = { width: 12, decimals: 2 };

/** The month's vehicles as a table, the totals under them. */
export function fuelSettlementSheet(report: FuelSettlementReport): SheetTable {
  const { totals } = report;
  return {
    fileName: `rozliczenie-paliwa_${report.month}${report.site === null ? '' : `_budowa-${report.site}`}`,
    title: `Rozliczenie paliwa ${report.month}`,
    columns: SETTLEMENT_HEADERS.map((header, index) => ({
      header,
      ...(index === 2 || index === 7 || index === 17 ? { width: 30 } : index >= 4 && index <= 15 && index !== 7 ? LITRES : { width: 12 }),
    })),
    rows: report.vehicles.map((row) => [
      row.fleet_number,
      row.registration_number,
      row.vehicle_model,
      UNIT_LABELS[row.unit],
      row.meter_start,
      row.meter_end,
      row.usage,
      row.periods.map((period) => periodText(period, row.unit)).join('; '),
      row.norm_litres,
      row.station_litres,
      row.tanker_litres,
      row.taken_litres,
      row.difference_litres,
      row.difference_percent,
      row.price_per_litre,
      row.difference_pln,
      SETTLEMENT_STATUS_LABELS[row.status],
      row.operators.join(', '),
    ]),
    footer: [
      ['Razem', '', '', '', '', '', '', '', totals.norm_litres, '', '', totals.taken_litres, totals.difference_litres, '', '', totals.difference_pln, '', ''],
    ],
  };
}
