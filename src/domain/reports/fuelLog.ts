/**
 * A vehicle's fuel log (issue "Fuel and haul intelligence" §2 and §3), the reference definition
 * the consumption report and the anomaly rules share: every fueling of a vehicle with an odometer
 * reading — at a station (`fueling`) or from a tanker (`vehicle_fueling`) — in one order, and the
 * interval each reading closes.
 *
 * Rules:
 * - A vehicle's readings are ordered by datetime, then station fuelings before tanker ones, then id
 *   (the server's SQL orders the same way).
 * - Each reading but the vehicle's first closes an interval: its distance is the reading minus the
 *   previous one (kilometres, or engine hours for machines), its litres are the reading's own
 *   litres (the fuel that replaced what the interval burnt, as with a fill-up to full).
 * - The interval's rate is litres per 100 km for road vehicles and litres per engine hour for
 *   machines; there is none when the distance is not positive.
 * - The odometer of a vehicle type counts kilometres or engine hours as `odometerUnit` says.
 */
import type { VehicleType } from '../vehicleTypes';

export type OdometerUnit = 'km' | 'h';

/** Machines whose odometer counts engine hours (motogodziny); every other type counts kilometres. */
export const ENGINE_HOUR_TYPES: ReadonlySet<VehicleType> = new Set<VehicleType>([
  'CRAWLER_EXCAVATOR',
  'WHEELED_EXCAVATOR',
  'BULLDOZER',
  'GRADER',
  'ROLLER',
  'PIN_ROLLER',
  'SMOOTH_ROLLER',
  'STABILIZER',
  'TRACTOR',
]);

export const odometerUnit = (type: string): OdometerUnit => (ENGINE_HOUR_TYPES.has(type as VehicleType) ? 'h' : 'km');

/** How many odometer units a rate is per: 100 km, or 1 engine hour. */
export const rateBase = (unit: OdometerUnit): number => (unit === 'km' ? 100 : 1);

export type FuelSource = 'fueling' | 'vehicle_fueling';

export interface FuelReading {
  source: FuelSource;
  id: number;
  vehicle: number;
  datetime: string;
  litres: number;
  odometer_state: number;
}

export interface FuelInterval {
  /** The reading that closes the interval. */
  reading: FuelReading;
  previous: FuelReading;
  /** Kilometres or engine hours since the previous reading (negative when the odometer went back). */
  distance: number;
  /** Hours of the clock between the two readings. */
  hours: number;
  litres: number;
  /** L/100 km or L/h; null when the distance is not positive. */
  rate: number | null;
}

const SOURCE_ORDER: Record<FuelSource, number> = { fueling: 0, vehicle_fueling: 1 };

/** The readings in the log's order: vehicle, datetime, station before tanker, id (each datetime parsed once). */
export function inLogOrder<T extends FuelReading>(readings: readonly T[]): T[] {
  const keyed = readings.map((reading) => ({ reading, at: Date.parse(reading.datetime) }));
  keyed.sort(
    (a, b) =>
      a.reading.vehicle - b.reading.vehicle || a.at - b.at || SOURCE_ORDER[a.reading.source] - SOURCE_ORDER[b.reading.source] || a.reading.id - b.reading.id,
  );
  return keyed.map(({ reading }) => reading);
}

/** Every interval of every vehicle's log, in the log's order. `unitOf` names each vehicle's odometer unit. */
export function fuelIntervals(readings: readonly FuelReading[], unitOf: (vehicle: number) => OdometerUnit): FuelInterval[] {
  return orderedIntervals(inLogOrder(readings), unitOf);
}

/** The intervals of readings already in the log's order (inLogOrder). */
export function orderedIntervals(ordered: readonly FuelReading[], unitOf: (vehicle: number) => OdometerUnit): FuelInterval[] {
  const intervals: FuelInterval[] = [];
  for (let i = 1; i < ordered.length; i++) {
    const previous = ordered[i - 1];
    const reading = ordered[i];
    if (previous.vehicle !== reading.vehicle) continue;
    intervals.push(fuelInterval(previous, reading, unitOf(reading.vehicle)));
  }
  return intervals;
}

/** The interval `reading` closes after `previous`, the vehicle's reading before it. */
export function fuelInterval(previous: FuelReading, reading: FuelReading, unit: OdometerUnit): FuelInterval {
  const distance = reading.odometer_state - previous.odometer_state;
  return {
    reading,
    previous,
    distance,
    hours: (Date.parse(reading.datetime) - Date.parse(previous.datetime)) / 3_600_000,
    litres: reading.litres,
    rate: distance > 0 ? (reading.litres / distance) * rateBase(unit) : null,
  };
}

/** The median (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  return medianOfAscending([...values].sort((a, b) => a - b));
}

/** The median of values already in ascending order. */
export function medianOfAscending(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The anomaly thresholds (issue §2), each a setting; these are the defaults. */
export interface FuelThresholds {
  /** Two fuelings of one vehicle within this many hours are checked together against its capacity. */
  window_hours: number;
  /** The most kilometres a road vehicle plausibly drives per clock hour between readings. */
  max_km_per_hour: number;
  /** The most engine hours a machine plausibly runs per clock hour between readings. */
  max_engine_hours_per_hour: number;
  /** An interval's consumption deviating from the machine's baseline by more than this share is flagged (0.5 = ±50 %). */
  consumption_deviation: number;
  /** A tanker fueling this many metres from where the machine or the tanker was is flagged. */
  gps_distance_m: number;
  /** A station price deviating from the period's median by more than this share is flagged (0.1 = ±10 %). */
  price_deviation: number;
  /** A tracker's tank falling (rising) by more than this many litres while the engine is stopped is fuel gone (a refuel). */
  fuel_level_litres: number;
  /** A refuel a tracker saw is matched to a fueling of the machine logged within this many hours of it. */
  refuel_match_hours: number;
}

export const DEFAULT_FUEL_THRESHOLDS: FuelThresholds = {
  window_hours: 12,
  max_km_per_hour: 110,
  max_engine_hours_per_hour: 1,
  consumption_deviation: 0.5,
  gps_distance_m: 500,
  price_deviation: 0.1,
  fuel_level_litres: 20,
  refuel_match_hours: 3,
};

/**
 * Whether an interval's distance can be true: positive, and no more than the vehicle could cover
 * in the clock time between its readings (at least one hour is allowed, for readings logged late).
 */
export function isPlausibleInterval(interval: FuelInterval, unit: OdometerUnit, thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS): boolean {
  const perHour = unit === 'km' ? thresholds.max_km_per_hour : thresholds.max_engine_hours_per_hour;
  return interval.distance > 0 && interval.distance <= perHour * Math.max(interval.hours, 1);
}

/**
 * A vehicle's baseline: the median rate of its plausible intervals over its whole history
 * (null without any), the figure each period and each interval is compared with.
 */
export function baselineRate(intervals: readonly FuelInterval[], unit: OdometerUnit, thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS): number | null {
  return median(intervals.filter((interval) => isPlausibleInterval(interval, unit, thresholds)).map((interval) => interval.rate!));
}
