/**
 * Fuel consumption norms (issue 33 §2, resource `fuel-norms`): which norm is in force for a
 * vehicle on a company day and how many litres it allows for a usage. Pure; the fuel settlement
 * (server/fuelSettlement) and the work cards count with these.
 *
 * Rules:
 * - A norm is for one vehicle or for every vehicle of a type, from its `valid_from` day on, until a
 *   later norm for the same vehicle (or type) starts.
 * - On a day the vehicle's own norm in force wins; without one, its type's norm in force applies;
 *   without either, there is no norm (null).
 * - The norm is litres per 100 km for road vehicles and litres per engine hour for machines: the
 *   vehicle type's odometer unit says which (src/domain/reports/fuelLog.ts `odometerUnit`).
 * - The seasonal correction (`season_percent`, e.g. +10) raises (or, negative, lowers) the norm on
 *   every day whose month lies from `season_from` to `season_to`, both included, the range wrapping
 *   over the new year (November–March = 11, 12, 1, 2, 3). Months not given mean November to March.
 */
import { odometerUnit, rateBase, type OdometerUnit } from '../reports/fuelLog';

/** A norm as stored (resource `fuel-norms`). */
export interface FuelNorm {
  id: number;
  vehicle: number | null;
  vehicle_type: string | null;
  /** Company day yyyy-MM-dd from which it applies. */
  valid_from: string;
  /** Litres per 100 km (road vehicles) or per engine hour (machines). */
  litres: number;
  season_percent?: number | null;
  /** Month numbers `1`–`12` (as stored, text) or numbers. */
  season_from?: string | number | null;
  season_to?: string | number | null;
}

export interface NormVehicle {
  id: number;
  vehicle_type: string;
}

/** Months of the seasonal correction when a norm does not name them: November to March. */
export const DEFAULT_SEASON = { from: 11, to: 3 } as const;

/** The norm in force on a company day, and the rate it gives that day. */
export interface NormOnDay {
  norm: FuelNorm;
  /** Whether the norm is the vehicle's own (else its type's). */
  own: boolean;
  unit: OdometerUnit;
  /** Whether the seasonal correction applies on the day. */
  corrected: boolean;
  /** Litres per 100 km or per engine hour that day, the correction applied. */
  rate: number;
}

const monthOf = (day: string): number => Number(day.slice(5, 7));

const monthNumber = (value: string | number | null | undefined, fallback: number): number => {
  const month = value === null || value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : fallback;
};

/** Whether a month (1–12) lies in the season from `from` to `to`, both included, wrapping over the new year. */
export function monthInSeason(month: number, from: number, to: number): boolean {
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

/** Whether the norm's seasonal correction applies on the company day (yyyy-MM-dd). */
export function seasonApplies(norm: FuelNorm, day: string): boolean {
  if (!norm.season_percent) return false;
  const from = monthNumber(norm.season_from, DEFAULT_SEASON.from);
  const to = monthNumber(norm.season_to, DEFAULT_SEASON.to);
  return monthInSeason(monthOf(day), from, to);
}

/** The latest of the norms that has started by the day (the higher id at the same day). */
function latestStarted(norms: readonly FuelNorm[], day: string): FuelNorm | null {
  let best: FuelNorm | null = null;
  for (const norm of norms) {
    if (norm.valid_from > day) continue;
    if (!best || norm.valid_from > best.valid_from || (norm.valid_from === best.valid_from && norm.id > best.id)) best = norm;
  }
  return best;
}

/** The norm in force for the vehicle on the company day (yyyy-MM-dd), or null when none is. */
export function normOnDay(norms: readonly FuelNorm[], vehicle: NormVehicle, day: string): NormOnDay | null {
  const own = latestStarted(
    norms.filter((norm) => norm.vehicle === vehicle.id),
    day,
  );
  const norm =
    own ??
    latestStarted(
      norms.filter((candidate) => candidate.vehicle === null && candidate.vehicle_type === vehicle.vehicle_type),
      day,
    );
  if (!norm) return null;
  const corrected = seasonApplies(norm, day);
  const rate = corrected ? norm.litres * (1 + (norm.season_percent ?? 0) / 100) : norm.litres;
  return { norm, own: own !== null, unit: odometerUnit(vehicle.vehicle_type), corrected, rate };
}

/**
 * Litres the norm allows the vehicle for a usage on a company day: kilometres for road vehicles,
 * engine hours for machines. Null when no norm is in force that day. Not rounded.
 */
export function litresByNorm(norms: readonly FuelNorm[], vehicle: NormVehicle, usage: number, day: string): number | null {
  const inForce = normOnDay(norms, vehicle, day);
  return inForce ? (usage * inForce.rate) / rateBase(inForce.unit) : null;
}
