/**
 * Truck rides and their GPS tracks. A truck works its driver's shift: it loads, drives the haul,
 * unloads, returns empty, and again, with a lunch break. A ride (loading to unloading) is timed by
 * a stream keyed by the truck and its start, so its track can be recomputed from the ride row alone.
 */
import { roundCoordinate, type GeoPoint } from '../geo';
import { isoInstant, MINUTE_MS, HOUR_MS, type CalendarDay } from './calendar';
import { jitter, offsetPoint } from './geometry';
import type { CompanyModel, Haul, PersonModel, PlaceModel, VehicleModel } from './generatorModel';
import { randomFor, type Random } from './random';
import { Route, routeBetween } from './route';
import { workDayOf } from './shifts';
import type { DemoRide, DemoTrackPoint } from './rows';

export interface RidePlan {
  truck: VehicleModel;
  driver: PersonModel;
  from: PlaceModel;
  to: PlaceModel;
  material: number;
  start: number;
  /** Null while under way at `now`. */
  end: number | null;
}

interface RideTiming {
  loadMs: number;
  driveMs: number;
  unloadMs: number;
  /** The ride's stream, positioned after the timing: the track's noise comes next. */
  random: Random;
}

function rideTiming(company: CompanyModel, truckId: number, start: number, route: Route): RideTiming {
  const random = randomFor(company.seed, 'ride', truckId, start);
  const loadMs = random.int(9 * 60, 20 * 60) * 1000;
  const traffic = random.float(1, 1.3);
  const unloadMs = random.int(3 * 60, 7 * 60) * 1000;
  return { loadMs, driveMs: Math.round(route.nominalHours * traffic * HOUR_MS), unloadMs, random };
}

const totalMs = (timing: RideTiming) => timing.loadMs + timing.driveMs + timing.unloadMs;

export const isTruck = (vehicle: VehicleModel): boolean => vehicle.row.vehicle_type === 'TRUCK';

/** The rides of one truck on one day (only those started by `now`). */
export function truckDay(company: CompanyModel, truck: VehicleModel, day: CalendarDay): RidePlan[] {
  const driver = truck.crew;
  const workDay = driver && workDayOf(company, driver, day);
  if (!driver || !workDay || truck.site.hauls.length === 0) return [];
  const random = randomFor(company.seed, 'truck-day', truck.row.id, day.number);
  const morning: Haul = random.pick(truck.site.hauls);
  const afternoon: Haul = random.chance(0.35) ? random.pick(truck.site.hauls) : morning;
  const lunch = company.clock.at(day.number, random.int(11 * 60 + 30, 12 * 60 + 30));
  const plans: RidePlan[] = [];
  let start = workDay.start + random.int(25, 45) * MINUTE_MS;
  let lunchTaken = false;
  while (start < company.now) {
    const haul = start < lunch ? morning : afternoon;
    const end = start + totalMs(rideTiming(company, truck.row.id, start, routeBetween(haul.from, haul.to)));
    if (end > workDay.plannedEnd - 15 * MINUTE_MS) break;
    plans.push({ truck, driver, from: haul.from, to: haul.to, material: haul.material.id, start, end: end <= company.now ? end : null });
    const next = end < lunch ? morning : afternoon;
    const back = routeBetween(haul.to, next.from);
    start = end + Math.round(back.nominalHours * random.float(0.8, 1.05) * HOUR_MS) + random.int(2, 8) * MINUTE_MS;
    if (!lunchTaken && start > lunch) {
      start += random.int(25, 40) * MINUTE_MS;
      lunchTaken = true;
    }
  }
  return plans;
}

export function* rides(company: CompanyModel): Generator<DemoRide> {
  let id = 0;
  for (const day of company.days) {
    for (const site of company.sites) {
      for (const truck of site.vehicles.filter(isTruck)) {
        for (const plan of truckDay(company, truck, day)) {
          yield {
            id: ++id,
            person: plan.driver.row.id,
            vehicle: plan.truck.row.id,
            material: plan.material,
            start_datetime: isoInstant(plan.start),
            end_datetime: plan.end === null ? null : isoInstant(plan.end),
            start_place: plan.from.row.id,
            end_place: plan.to.row.id,
            site: site.row.id,
            purpose: null,
            // Summed from its positions by the server once it runs (server/gps/retention.ts).
            distance_m: null,
          };
        }
      }
    }
  }
}

/** Fix times from start to end (both included), with the phase changes as fixes too. */
function fixTimes(random: Random, [shortest, longest]: [number, number], start: number, end: number, phaseChanges: number[]): number[] {
  const times: number[] = [];
  for (let t = start; t < end; t += random.int(shortest, longest) * 1000) times.push(t);
  times.push(end, ...phaseChanges);
  return [...new Set(times)].sort((a, b) => a - b);
}

/** Nominal driving hours reached at each of the drive's fix times: stop-and-go around the average. */
function driveProgress(random: Random, times: number[], nominalHours: number): number[] {
  const weights = [0];
  let pace = 1;
  let stopped = 0;
  for (let i = 1; i < times.length; i++) {
    if (stopped > 0) stopped--;
    else if (random.chance(0.015)) stopped = random.int(2, 6);
    pace = 0.75 * pace + 0.25 * random.float(0.5, 1.5);
    weights.push(weights[i - 1] + (stopped > 0 ? 0.03 : pace) * (times[i] - times[i - 1]));
  }
  const total = weights[weights.length - 1] || 1;
  return weights.map((weight) => (weight / total) * nominalHours);
}

export interface TrackInput extends Pick<RidePlan, 'truck' | 'driver' | 'from' | 'to' | 'start'> {
  rideId: number;
  /** No fixes after this instant (the ride's end, or `now` while under way). */
  until: number;
}

export function rideTrack(company: CompanyModel, input: TrackInput): DemoTrackPoint[] {
  const route = routeBetween(input.from, input.to);
  const timing = rideTiming(company, input.truck.row.id, input.start, route);
  const { random } = timing;
  const driveStart = input.start + timing.loadMs;
  const driveEnd = driveStart + timing.driveMs;
  const end = driveEnd + timing.unloadMs;
  const times = fixTimes(random, company.gpsFixSeconds, input.start, end, [driveStart, driveEnd]);
  const driveFrom = times.indexOf(driveStart);
  const driveTo = times.indexOf(driveEnd);
  const progress = driveProgress(random, times.slice(driveFrom, driveTo + 1), route.nominalHours);
  // Where the truck stands while loaded and unloaded: a few metres off the route's ends.
  const loadingSpot = offsetPoint(route.start, random.float(0, 360), random.float(0.005, 0.02));
  const unloadingSpot = offsetPoint(route.end, random.float(0, 360), random.float(0.005, 0.02));
  const points: DemoTrackPoint[] = [];
  times.forEach((time, i) => {
    if (time > input.until) return;
    let position: GeoPoint;
    if (i < driveFrom) position = jitter(loadingSpot, random, 4);
    else if (i > driveTo) position = jitter(unloadingSpot, random, 4);
    else position = jitter(route.pointAtHours(progress[i - driveFrom]), random, 3);
    points.push({
      person: input.driver.row.id,
      vehicle: input.truck.row.id,
      ride: input.rideId,
      datetime: isoInstant(time),
      latitude: roundCoordinate(position.latitude),
      longitude: roundCoordinate(position.longitude),
    });
  });
  return points;
}

export function trackOfRide(company: CompanyModel, ride: DemoRide): DemoTrackPoint[] {
  const truck = company.vehicles[ride.vehicle - 1];
  const driver = company.people[ride.person - 1];
  const from = company.places.get(ride.start_place);
  const to = company.places.get(ride.end_place);
  if (!truck || truck.row.id !== ride.vehicle || !driver || driver.row.id !== ride.person || !from || !to) {
    throw new Error(`Ride ${ride.id} is not a ride of this demo company`);
  }
  return rideTrack(company, {
    truck,
    driver,
    from,
    to,
    start: Date.parse(ride.start_datetime),
    rideId: ride.id,
    until: ride.end_datetime ? Date.parse(ride.end_datetime) : company.now,
  });
}
