/** Where machines work on a day, and the last minutes of GPS fixes of the people online now. */
import { roundCoordinate, type GeoPoint } from '../geo';
import { isoInstant, MINUTE_MS } from './calendar';
import { jitter, offsetPoint } from './geometry';
import type { CompanyModel, PersonModel, VehicleModel } from './generatorModel';
import { randomFor } from './random';
import type { DemoTrackPoint } from './rows';

/** A machine works at one spot of the section for a few days, beside the road. */
export function machinePosition(company: CompanyModel, vehicle: VehicleModel, day: number): GeoPoint {
  const random = randomFor(company.seed, 'machine-at', vehicle.row.id, Math.floor(day / 4));
  const { road, sectionStartKm, sectionEndKm } = vehicle.site;
  const km = random.float(sectionStartKm, sectionEndKm);
  return offsetPoint(road.pointAt(km), road.bearingAt(km) + random.pick([90, -90]), random.float(0.015, 0.06));
}

/** How long before `now` the online people's fixes go back. */
const ONLINE_TRAIL_MS = 14 * MINUTE_MS;

function onlineTrail(company: CompanyModel, person: PersonModel): DemoTrackPoint[] {
  const random = randomFor(company.seed, 'online-trail', person.row.id, company.now);
  const vehicle = person.vehicle;
  let position = vehicle ? machinePosition(company, vehicle, company.today) : jitter(person.site.places[0].row, random, 25);
  const stride = vehicle ? 0.012 : 0.006;
  const points: DemoTrackPoint[] = [];
  for (let time = company.now - ONLINE_TRAIL_MS; time <= company.now; time += random.int(30, 75) * 1000) {
    position = offsetPoint(position, random.float(0, 360), random.float(0, stride));
    points.push({
      person: person.row.id,
      vehicle: vehicle?.row.id ?? null,
      ride: null,
      datetime: isoInstant(time),
      latitude: roundCoordinate(position.latitude),
      longitude: roundCoordinate(position.longitude),
    });
  }
  return points;
}

/** Fixes of the last minutes for everyone in the online crew, in person order. */
export function* onlinePoints(company: CompanyModel): Generator<DemoTrackPoint> {
  for (const person of company.people) {
    if (company.onlineCrew.has(person.row.id)) yield* onlineTrail(company, person);
  }
}
