/**
 * "Rozliczenie paliwa" (issue 33 §2): a vehicle's month settled against the company's fuel norms.
 * Pure; the server (server/fuelSettlement) reads the rows and answers with `settleVehicle`'s result.
 *
 * Rules:
 * - Usage: the vehicle's readings in its unit (kilometres, or engine hours for machines) — meter
 *   readings not flagged (the field app's, telematics', the office's) and station and tanker
 *   fuelings' odometers — in time order, from READINGS_BEFORE_DAYS before the month. Services'
 *   readings are not counted: typed from a workshop's invoice, often long after, a service far
 *   back would start the month from a reading months old. The month starts from the highest
 *   reading before it (without one: its first reading in the month). Each reading adds what it
 *   rose since the highest reading before it to the company day it was taken on, so a norm change
 *   or the season's first day splits the usage by the days the readings were taken. A lower
 *   reading adds nothing; nor does a rise faster than a machine goes (the fuel anomalies'
 *   thresholds: 110 km or 1 engine hour per clock hour since that reading): a mistyped reading.
 * - Consumption by norm: each day's usage at the norm in force that day (src/domain/fuelNorms/norms.ts,
 *   the seasonal correction per day). Usage on a day without a norm is counted apart and the month
 *   is marked "no norm" (nothing is guessed for it).
 * - Fuel taken: the litres of the vehicle's station fuelings and tanker fuelings in the month.
 * - Difference: taken − by norm (over zero: more burnt than the norm allows). In złoty: the
 *   difference rounded to 0,01 l times the site's average station price that month rounded to the
 *   grosz (Σ litres × price ÷ Σ litres), rounded to the grosz; none when the site bought no fuel.
 * - Beyond the tolerance (FUEL_SETTLEMENT_TOLERANCE, 5 % of the norm's litres) the month is
 *   "over" or "under"; within it "ok"; a month without usage and fuel "idle".
 */
import { roundHundredths } from '../numbers';
import { DEFAULT_FUEL_THRESHOLDS, type OdometerUnit } from '../reports/fuelLog';
import { companyIsoDate } from '../workTime/register';
import { normOnDay, type FuelNorm, type NormVehicle } from './norms';

/** Over- and under-consumption beyond this share of the norm's litres is highlighted (0.05 = ±5 %). */
export const FUEL_SETTLEMENT_TOLERANCE = 0.05;

export interface MeterPoint {
  /** UTC ISO instant. */
  datetime: string;
  value: number;
}

export type SettlementStatus = 'over' | 'under' | 'ok' | 'no_norm' | 'idle';

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  over: 'Przekroczenie normy',
  under: 'Poniżej normy',
  ok: 'W normie',
  no_norm: 'Brak normy',
  idle: 'Bez pracy',
};

/** Days the same norm (and correction) counted. */
export interface NormPeriod {
  /** First and last company day of the period that had usage, yyyy-MM-dd. */
  from: string;
  to: string;
  norm: number;
  own: boolean;
  /** The norm as stored (before the correction). */
  base_rate: number;
  /** The rate counted: l/100 km or l/mth, the correction applied. */
  rate: number;
  /** The correction applied, per cent (0 without one). */
  correction_percent: number;
  usage: number;
  litres: number;
}

export interface VehicleMonthInput {
  vehicle: NormVehicle;
  unit: OdometerUnit;
  /** The month's bounds as UTC instants (from its first company day's start to the next month's). */
  from: string;
  to: string;
  /** The company's time zone, whose days the usage is counted by. */
  zone: string;
  /** The month's last company day, yyyy-MM-dd (the norm a month without usage is judged by). */
  last_day: string;
  /** Readings in the vehicle's unit, any order, any time (those after the month are ignored). */
  readings: readonly MeterPoint[];
  norms: readonly FuelNorm[];
  station_litres: number;
  tanker_litres: number;
  /** The site's average station price that month, zł/l (unrounded); null when it bought none. */
  average_price: number | null;
  tolerance?: number;
}

export interface VehicleSettlement {
  unit: OdometerUnit;
  /** The reading the month starts from and the last one in it; null without readings. */
  meter_start: number | null;
  meter_end: number | null;
  usage: number;
  /** Usage on days without a norm in force. */
  usage_without_norm: number;
  norm_litres: number;
  periods: NormPeriod[];
  station_litres: number;
  tanker_litres: number;
  taken_litres: number;
  difference_litres: number;
  /** Difference against the norm's litres, per cent; null when the norm allows nothing. */
  difference_percent: number | null;
  price_per_litre: number | null;
  difference_pln: number | null;
  status: SettlementStatus;
}

const round = roundHundredths;

/** How far back before the month readings are looked for (the month starts from the highest of them). */
export const READINGS_BEFORE_DAYS = 90;

/**
 * The usage each company day of [from, to) got from the readings (see the rules above). A rise
 * faster than `perHour` units per clock hour since the highest reading before it is a mistyped
 * reading: it is skipped (as a lower one is) and the next reading counts from the highest before it.
 */
export function dailyUsage(
  readings: readonly MeterPoint[],
  from: string,
  to: string,
  zone: string,
  perHour = Infinity,
): { start: number | null; end: number | null; days: Map<string, number> } {
  const sorted = readings
    .map((reading) => ({ at: Date.parse(reading.datetime), value: reading.value }))
    .filter((reading) => Number.isFinite(reading.at) && Number.isFinite(reading.value))
    .sort((a, b) => a.at - b.at);
  const start = Date.parse(from);
  const end = Date.parse(to);
  let highest: { at: number; value: number } | null = null;
  let first: number | null = null;
  let started = false;
  const days = new Map<string, number>();
  for (const reading of sorted) {
    if (reading.at >= end) break;
    if (reading.at >= start && !started) {
      started = true;
      first = highest?.value ?? reading.value;
    }
    if (highest === null) {
      highest = reading;
      continue;
    }
    const rise = reading.value - highest.value;
    if (rise <= 0 || rise > (perHour * (reading.at - highest.at)) / 3_600_000) continue;
    if (reading.at >= start) {
      const day = companyIsoDate(reading.at, zone);
      days.set(day, (days.get(day) ?? 0) + rise);
    }
    highest = reading;
  }
  if (!started && highest !== null) first = highest.value;
  return { start: first, end: highest?.value ?? null, days };
}

/** A vehicle's month settled against its norms. */
export function settleVehicle(input: VehicleMonthInput): VehicleSettlement {
  const perHour = input.unit === 'km' ? DEFAULT_FUEL_THRESHOLDS.max_km_per_hour : DEFAULT_FUEL_THRESHOLDS.max_engine_hours_per_hour;
  const { start, end, days } = dailyUsage(input.readings, input.from, input.to, input.zone, perHour);
  const periods: NormPeriod[] = [];
  let usage = 0;
  let withoutNorm = 0;
  let normLitres = 0;
  for (const day of [...days.keys()].sort()) {
    const used = days.get(day)!;
    usage += used;
    const inForce = normOnDay(input.norms, input.vehicle, day);
    if (!inForce) {
      withoutNorm += used;
      continue;
    }
    const litres = (used * inForce.rate) / (inForce.unit === 'km' ? 100 : 1);
    normLitres += litres;
    const correction = inForce.corrected ? (inForce.norm.season_percent ?? 0) : 0;
    const last = periods.at(-1);
    if (last && last.norm === inForce.norm.id && last.correction_percent === correction) {
      last.to = day;
      last.usage += used;
      last.litres += litres;
    } else {
      periods.push({
        from: day,
        to: day,
        norm: inForce.norm.id,
        own: inForce.own,
        base_rate: inForce.norm.litres,
        rate: inForce.rate,
        correction_percent: correction,
        usage: used,
        litres,
      });
    }
  }
  const taken = input.station_litres + input.tanker_litres;
  const normRounded = round(normLitres);
  const difference = round(taken - normRounded);
  const price = input.average_price === null ? null : round(input.average_price);
  const tolerance = input.tolerance ?? FUEL_SETTLEMENT_TOLERANCE;
  let status: SettlementStatus;
  if (withoutNorm > 0 || (usage === 0 && taken > 0 && !normOnDay(input.norms, input.vehicle, input.last_day))) status = 'no_norm';
  else if (usage === 0 && taken === 0) status = 'idle';
  else if (difference > normRounded * tolerance) status = 'over';
  else if (difference < -normRounded * tolerance) status = 'under';
  else status = 'ok';
  return {
    unit: input.unit,
    meter_start: start,
    meter_end: end,
    usage: round(usage),
    usage_without_norm: round(withoutNorm),
    norm_litres: normRounded,
    periods: periods.map((period) => ({ ...period, rate: round(period.rate), usage: round(period.usage), litres: round(period.litres) })),
    station_litres: round(input.station_litres),
    tanker_litres: round(input.tanker_litres),
    taken_litres: round(taken),
    difference_litres: difference,
    difference_percent: normRounded > 0 ? round((difference / normRounded) * 100) : null,
    price_per_litre: price,
    difference_pln: price === null ? null : round(difference * price),
    status,
  };
}
