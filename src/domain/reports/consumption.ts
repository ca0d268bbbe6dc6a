/**
 * Consumption per machine (issue "Fuel and haul intelligence" §3), the reference definition the
 * server is checked against, built on the fuel log (./fuelLog).
 *
 * Rules:
 * - Each fueling closes an interval since the vehicle's previous one (./fuelLog); its litres over
 *   its distance are the interval's rate.
 * - Its usage is counted when the meter shows it: the vehicle's meter readings of every source
 *   (pre-shift checks, typed, telematics; flagged ones left out, UsageReading) inside the interval
 *   split it (usageInPeriod). The vehicle's position at an instant inside the interval is its
 *   highest reading since the interval's start (readings only grow), kept within the interval's
 *   two ends; the closing fueling brings it to the end. A period counts the part of the distance
 *   its company days [fromIso, toIso) saw, and the litres of that part at the interval's rate.
 *   Without readings inside an interval (the fuelings' own readings are its ends), the whole
 *   interval belongs to the period of its closing fueling.
 * - Only plausible intervals count (isPlausibleInterval): the period's `litres` and `distance` are
 *   the sums of their parts, its `rate` is litres / distance per 100 km (road vehicles) or per
 *   engine hour (machines, `unit` 'h'). The others (odometer backwards or an impossible jump) are
 *   counted in `skipped_intervals` of the period of their closing fueling, so the reader knows.
 * - `fueled_litres` is every litre the vehicle was fuelled with in the period (each fueling whose
 *   datetime falls in it, its first ever too, counted or skipped): `litres` is the part the rate
 *   stands on.
 * - `baseline` is the median rate of the vehicle's plausible intervals over its whole history
 *   (baselineRate), whatever the period; `deviation_percent` is (rate − baseline) / baseline in
 *   percent, null when either is missing.
 * - A vehicle is listed when at least one of its intervals has a part in the period (or, skipped,
 *   closes in it).
 * - The ranking is ordered by site name, then vehicle type (its Polish name), then deviation from the highest (nulls
 *   last), then fleet number.
 * - Litres, distance, rate and baseline are rounded to 0.01, the deviation to 0.1 %.
 */
import {
  baselineRate,
  DEFAULT_FUEL_THRESHOLDS,
  fuelIntervals,
  isPlausibleInterval,
  odometerUnit,
  rateBase,
  type FuelInterval,
  type FuelReading,
  type FuelThresholds,
  type OdometerUnit,
} from './fuelLog';
import { vehicleTypeLabel } from '../vehicleTypes';
import { roundLitres } from './tankerLedger';

export interface ConsumptionVehicle {
  id: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  site: number;
  site_name: string | null;
}

/** The period as half-open UTC instants [fromIso, toIso) (companyDayRange of the chosen days). */
export interface ConsumptionPeriod {
  fromIso: string;
  toIso: string;
}

export interface ConsumptionFigures {
  unit: OdometerUnit;
  /** Every litre fuelled in the period. */
  fueled_litres: number;
  /** The litres of the counted intervals (what the rate stands on). */
  litres: number;
  /** Kilometres or engine hours of the counted intervals. */
  distance: number;
  /** L/100 km or L/h over the counted intervals; null when none. */
  rate: number | null;
  baseline: number | null;
  deviation_percent: number | null;
  counted_intervals: number;
  skipped_intervals: number;
}

export interface VehicleConsumption extends ConsumptionFigures {
  vehicle: ConsumptionVehicle;
}

/** One interval of a vehicle's trend: the reading that closes it and what it burnt in the period. */
export interface ConsumptionTrendPoint {
  datetime: string;
  previous_datetime: string;
  /** The part of the interval's distance in the period (the whole of a skipped one). */
  distance: number;
  /** The litres of that part at the interval's rate (the closing fueling's litres for a skipped one). */
  litres: number;
  /** null for a skipped interval. */
  rate: number | null;
  plausible: boolean;
}

const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10 || 0;

const inPeriod = (reading: Pick<FuelReading, 'datetime'>, period: ConsumptionPeriod) => {
  const at = Date.parse(reading.datetime);
  return at >= Date.parse(period.fromIso) && at < Date.parse(period.toIso);
};

/**
 * How many fuelings (station and tanker) fall in the period: with none, an empty ranking means
 * nothing was fuelled; with some, that none closed an interval (a vehicle's first fueling has no
 * reading before it to count from), which the screen says apart.
 */
export const fuelingsInPeriod = (readings: readonly Pick<FuelReading, 'datetime'>[], period: ConsumptionPeriod): number =>
  readings.filter((reading) => inPeriod(reading, period)).length;

/** GET /api/reports/consumption/ (docs/api.md "Reports"). */
export interface ConsumptionReport {
  site: number | null;
  date_from: string;
  date_to: string;
  /** Station and tanker fuelings of the scope's vehicles in the period, ranked or not. */
  fuelings: number;
  vehicles: VehicleConsumption[];
}

/** The deviation in percent of `rate` from `baseline`; null when either is missing or the baseline is 0. */
export function deviationPercent(rate: number | null, baseline: number | null): number | null {
  if (rate === null || baseline === null || baseline === 0) return null;
  return round1(((rate - baseline) / baseline) * 100);
}

/** Whether a deviation is beyond the threshold (±50 % by default), to be flagged. */
export const isDeviationFlagged = (deviation: number | null, thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS): boolean =>
  deviation !== null && Math.abs(deviation) > thresholds.consumption_deviation * 100;

/**
 * A meter reading of a vehicle (issue 30, /api/meter-reading/) in its odometer's unit: kilometres,
 * or engine hours for machines; flagged readings are left out.
 */
export interface UsageReading {
  vehicle: number;
  datetime: string;
  value: number;
}

/**
 * The vehicle's position at `instant` within an interval: the interval's end once its closing
 * fueling is before the instant, else the highest of the readings after its start and before the
 * instant, kept between the interval's ends (its start without any).
 */
function positionBefore(interval: FuelInterval, readings: readonly UsageReading[], instant: number): number {
  const end = interval.reading.odometer_state;
  if (Date.parse(interval.reading.datetime) < instant) return end;
  const start = Date.parse(interval.previous.datetime);
  let highest = interval.previous.odometer_state;
  for (const reading of readings) {
    const at = Date.parse(reading.datetime);
    if (at > start && at < instant && reading.value > highest) highest = reading.value;
  }
  return Math.min(highest, end);
}

/**
 * The part of an interval's distance in the period: its position at the period's end less its
 * position at the period's start (`readings`: the vehicle's; any others are ignored by instant
 * only, so pass the vehicle's own). The whole distance when its closing fueling is in the period
 * and no reading lies inside it.
 */
export function usageInPeriod(interval: FuelInterval, readings: readonly UsageReading[], period: ConsumptionPeriod): number {
  const from = Date.parse(period.fromIso);
  const to = Date.parse(period.toIso);
  if (Date.parse(interval.reading.datetime) < from || Date.parse(interval.previous.datetime) >= to) return 0;
  return positionBefore(interval, readings, to) - positionBefore(interval, readings, from);
}

/**
 * The windows of a vehicle's history whose readings can move a period's figures: for each plausible
 * interval that a boundary of the period falls inside, from the interval's start to that boundary
 * (the server reads the highest reading of each, server/reports/consumption.ts). Readings
 * elsewhere change nothing: an interval inside the period counts whole, one outside it not at all.
 */
export function usageWindows(
  history: readonly FuelInterval[],
  unit: OdometerUnit,
  period: ConsumptionPeriod,
  thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS,
): Array<{ after: string; before: string }> {
  const windows: Array<{ after: string; before: string }> = [];
  for (const boundary of [period.fromIso, period.toIso]) {
    const at = Date.parse(boundary);
    for (const interval of history) {
      if (Date.parse(interval.previous.datetime) < at && Date.parse(interval.reading.datetime) >= at && isPlausibleInterval(interval, unit, thresholds)) {
        windows.push({ after: interval.previous.datetime, before: boundary });
      }
    }
  }
  return windows;
}

/**
 * A vehicle's figures for the period from its whole history of intervals (in the log's order)
 * and its meter readings, and its trend: every interval with a part in the period, and every
 * skipped one closing in it (none when there is neither).
 */
export function vehicleConsumption(
  history: readonly FuelInterval[],
  unit: OdometerUnit,
  period: ConsumptionPeriod,
  readings: readonly UsageReading[] = [],
  thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS,
): { figures: ConsumptionFigures; trend: ConsumptionTrendPoint[] } {
  const within = history.filter((interval) => inPeriod(interval.reading, period));
  const parts = history.flatMap((interval) => {
    if (!isPlausibleInterval(interval, unit, thresholds)) {
      return inPeriod(interval.reading, period) ? [{ interval, plausible: false, distance: interval.distance, litres: interval.litres }] : [];
    }
    const distance = usageInPeriod(interval, readings, period);
    if (!(distance > 0)) return [];
    const litres = distance === interval.distance ? interval.litres : (interval.litres * distance) / interval.distance;
    return [{ interval, plausible: true, distance, litres }];
  });
  const trend = parts.map(({ interval, plausible, distance, litres }): ConsumptionTrendPoint => ({
    datetime: interval.reading.datetime,
    previous_datetime: interval.previous.datetime,
    distance: roundLitres(distance),
    litres: roundLitres(litres),
    rate: plausible ? roundLitres(interval.rate!) : null,
    plausible,
  }));
  const counted = parts.filter((part) => part.plausible);
  // The vehicle's first reading closes no interval; its litres were fuelled all the same.
  const first = history[0]?.previous;
  const fueled = within.reduce((sum, interval) => sum + interval.litres, first && inPeriod(first, period) ? first.litres : 0);
  const litres = counted.reduce((sum, part) => sum + part.litres, 0);
  const distance = counted.reduce((sum, part) => sum + part.distance, 0);
  const rate = counted.length > 0 ? (litres / distance) * rateBase(unit) : null;
  const baseline = baselineRate(history, unit, thresholds);
  return {
    figures: {
      unit,
      fueled_litres: roundLitres(fueled),
      litres: roundLitres(litres),
      distance: roundLitres(distance),
      rate: rate === null ? null : roundLitres(rate),
      baseline: baseline === null ? null : roundLitres(baseline),
      deviation_percent: deviationPercent(rate, baseline),
      counted_intervals: counted.length,
      skipped_intervals: parts.length - counted.length,
    },
    trend,
  };
}

/** The ranking's order: site name, vehicle type's Polish name, deviation from the highest (none last), fleet number. */
export function compareConsumption(a: VehicleConsumption, b: VehicleConsumption): number {
  const deviation = (row: VehicleConsumption) => row.deviation_percent ?? -Infinity;
  return (
    (a.vehicle.site_name ?? '').localeCompare(b.vehicle.site_name ?? '', 'pl') ||
    a.vehicle.site - b.vehicle.site ||
    vehicleTypeLabel(a.vehicle.vehicle_type).localeCompare(vehicleTypeLabel(b.vehicle.vehicle_type), 'pl') ||
    deviation(b) - deviation(a) ||
    a.vehicle.fleet_number - b.vehicle.fleet_number ||
    a.vehicle.id - b.vehicle.id
  );
}

/** Each vehicle's intervals from fuelIntervals' output, which lists them vehicle by vehicle. */
export function intervalsByVehicle(intervals: readonly FuelInterval[]): Map<number, FuelInterval[]> {
  const byVehicle = new Map<number, FuelInterval[]>();
  for (const interval of intervals) {
    const list = byVehicle.get(interval.reading.vehicle);
    if (list) list.push(interval);
    else byVehicle.set(interval.reading.vehicle, [interval]);
  }
  return byVehicle;
}

/** The ranking of the vehicles' figures from their intervals (whole history, grouped per vehicle). */
export function rankConsumption(
  vehicles: readonly ConsumptionVehicle[],
  intervals: ReadonlyMap<number, readonly FuelInterval[]>,
  period: ConsumptionPeriod,
  readings: readonly UsageReading[] = [],
  thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS,
): VehicleConsumption[] {
  const readingsOf = new Map<number, UsageReading[]>();
  for (const reading of readings) {
    const list = readingsOf.get(reading.vehicle);
    if (list) list.push(reading);
    else readingsOf.set(reading.vehicle, [reading]);
  }
  return vehicles
    .flatMap((vehicle): VehicleConsumption[] => {
      const { trend, figures } = vehicleConsumption(
        intervals.get(vehicle.id) ?? [],
        odometerUnit(vehicle.vehicle_type),
        period,
        readingsOf.get(vehicle.id),
        thresholds,
      );
      return trend.length > 0 ? [{ vehicle, ...figures }] : [];
    })
    .sort(compareConsumption);
}

/** The report from the fuelings and the meter readings of the vehicles (the reference definition end to end). */
export function consumptionReport(
  vehicles: readonly ConsumptionVehicle[],
  readings: readonly FuelReading[],
  period: ConsumptionPeriod,
  meterReadings: readonly UsageReading[] = [],
  thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS,
): VehicleConsumption[] {
  const types = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.vehicle_type]));
  const intervals = fuelIntervals(readings, (vehicle) => odometerUnit(types.get(vehicle) ?? ''));
  return rankConsumption(vehicles, intervalsByVehicle(intervals), period, meterReadings, thresholds);
}

/** A vehicle's figures and trend over the period (GET /api/reports/consumption/{vehicle}/trend/). */
export interface ConsumptionTrend extends VehicleConsumption {
  intervals: ConsumptionTrendPoint[];
}

/** The trend of one vehicle from its whole history of intervals. */
export function consumptionTrend(
  vehicle: ConsumptionVehicle,
  history: readonly FuelInterval[],
  period: ConsumptionPeriod,
  readings: readonly UsageReading[] = [],
  thresholds: FuelThresholds = DEFAULT_FUEL_THRESHOLDS,
): ConsumptionTrend {
  const { figures, trend } = vehicleConsumption(history, odometerUnit(vehicle.vehicle_type), period, readings, thresholds);
  return { vehicle, ...figures, intervals: trend };
}
