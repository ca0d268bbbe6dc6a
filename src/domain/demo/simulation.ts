/**
 * The demo company at work while the server runs (issue 28 §8): one step of what its people's
 * phones send, decided from what the database holds now. People start and end work days so that
 * about a crew's worth is at work at any hour, drivers load and unload rides between their site's
 * places, and everyone at work sends positions. Pure and deterministic: the same seed, step and
 * state give the same actions (server/demo/simulator.ts sends them through the field API).
 */
import { haversineKm, roundCoordinate, type GeoPoint } from '../geo';
import { HOUR_MS } from './calendar';
import { bearingOf, jitter, offsetPoint } from './geometry';
import { randomFor } from './random';

export interface SimulatedPlace extends GeoPoint {
  id: number;
}

export interface SimulatedSite {
  places: SimulatedPlace[];
  materials: number[];
}

export interface SimulatedPerson {
  id: number;
  site: number;
  /** The machine the person drives (their latest ride's), null for who does not drive. */
  vehicle: number | null;
  /** When the open work day started (ms), null when not at work. */
  workDayStart: number | null;
  openRide: { id: number; startPlace: number | null; start: number } | null;
  lastPosition: GeoPoint | null;
}

export interface SimulationState {
  seed: number;
  /** The step's number (the clock divided by the step's length). */
  tick: number;
  now: number;
  stepMs: number;
  people: SimulatedPerson[];
  sites: ReadonlyMap<number, SimulatedSite>;
}

export interface SimulatedPoint extends GeoPoint {
  datetime: string;
  vehicle: number | null;
  ride: number | null;
}

/** What one person's phone sends in a step, in this order. */
export interface PersonActions {
  person: number;
  endRide?: { ride: number; end_place: number };
  endWorkDay?: true;
  startWorkDay?: true;
  points: SimulatedPoint[];
  startRide?: { vehicle: number; start_place: number; material: number | null };
}

/** People at work the simulation keeps, whatever the hour (the generator's online crew is as big). */
export const DEMO_CREW_AT_WORK = 8;
/** Below this many at work nobody goes home. */
const FEWEST_AT_WORK = 3;
/** Work days started or ended in one step, at most each. */
const CHANGES_PER_STEP = 2;
/** Chance per step that a driver at work without a ride loads one. */
const RIDE_START_CHANCE = 0.35;
/** How far a loaded machine moves between two fixes, km, and when it counts as arrived. */
const RIDE_STRIDE_KM = 0.45;
const ARRIVED_KM = 0.05;
/** A ride still open after this long is unloaded wherever it is heading. */
const LONGEST_RIDE_MS = HOUR_MS;
/** Fixes a phone at work sends per step. */
const POINTS_PER_STEP = 2;

/** How long a work day begun at `start` lasts: 2–6 hours, fixed by the person and the start. */
export const simulatedWorkDayMs = (seed: number, person: number, start: number): number =>
  Math.round(randomFor(seed, 'simulated-work-day', person, start).float(2, 6) * HOUR_MS);

/** Where a ride unloads: another place of its site, fixed by the ride. */
function destinationOf(seed: number, ride: { id: number; startPlace: number | null }, places: SimulatedPlace[]): SimulatedPlace {
  const others = places.filter((place) => place.id !== ride.startPlace);
  return randomFor(seed, 'simulated-destination', ride.id).pick(others.length ? others : places);
}

const nearest = (places: SimulatedPlace[], point: GeoPoint): SimulatedPlace =>
  places.reduce((best, place) => (haversineKm(place, point) < haversineKm(best, point) ? place : best));

/** The fixes of one step: a loaded machine heads for its unloading place, anyone else moves a little. */
function stepPoints(state: SimulationState, person: SimulatedPerson, from: GeoPoint, count: number, destination: GeoPoint | null) {
  const random = randomFor(state.seed, 'simulated-points', person.id, state.tick);
  const points: SimulatedPoint[] = [];
  let position = from;
  for (let index = 0; index < count; index++) {
    if (destination) {
      const remaining = haversineKm(position, destination);
      position = remaining <= RIDE_STRIDE_KM ? destination : offsetPoint(position, bearingOf(position, destination), RIDE_STRIDE_KM);
    } else {
      position = jitter(position, random, 20);
    }
    points.push({
      datetime: new Date(state.now - ((count - 1 - index) * state.stepMs) / count).toISOString(),
      latitude: roundCoordinate(position.latitude),
      longitude: roundCoordinate(position.longitude),
      vehicle: person.vehicle,
      ride: destination ? person.openRide!.id : null,
    });
  }
  return { points, position };
}

/** Who starts and who ends a work day this step. */
function workDayChanges(state: SimulationState): { starting: Set<number>; ending: Set<number> } {
  const random = randomFor(state.seed, 'simulated-crew', state.tick);
  const atWork = state.people.filter((person) => person.workDayStart !== null);
  const over = atWork.filter((person) => state.now - person.workDayStart! >= simulatedWorkDayMs(state.seed, person.id, person.workDayStart!));
  const ending = new Set(over.slice(0, Math.max(0, Math.min(CHANGES_PER_STEP, atWork.length - FEWEST_AT_WORK))).map((person) => person.id));
  const free = state.people.filter((person) => person.workDayStart === null && state.sites.has(person.site));
  const wanted = Math.min(CHANGES_PER_STEP, Math.max(0, DEMO_CREW_AT_WORK - (atWork.length - ending.size)));
  const starting = new Set(
    random
      .shuffle(free)
      .slice(0, wanted)
      .map((person) => person.id),
  );
  return { starting, ending };
}

/** The actions of every person who does something this step, in person order. */
export function simulationStep(state: SimulationState): PersonActions[] {
  const { starting, ending } = workDayChanges(state);
  const steps: PersonActions[] = [];
  for (const person of state.people) {
    const site = state.sites.get(person.site);
    if (!site || site.places.length === 0) continue;
    const actions: PersonActions = { person: person.id, points: [] };
    const ride = person.openRide;
    const destination = ride && destinationOf(state.seed, ride, site.places);
    const at = person.lastPosition ?? site.places[0];
    const arrived = destination && (haversineKm(at, destination) <= ARRIVED_KM || state.now - ride.start >= LONGEST_RIDE_MS);
    if (ride && destination && (arrived || ending.has(person.id))) actions.endRide = { ride: ride.id, end_place: destination.id };
    if (ending.has(person.id)) {
      actions.endWorkDay = true;
      steps.push(actions);
      continue;
    }
    const startsNow = starting.has(person.id);
    if (person.workDayStart === null && !startsNow) continue;
    if (startsNow) actions.startWorkDay = true;
    const moving = ride && destination && !actions.endRide ? destination : null;
    const { points, position } = stepPoints(state, person, at, startsNow ? 1 : POINTS_PER_STEP, moving);
    actions.points = points;
    const random = randomFor(state.seed, 'simulated-ride', person.id, state.tick);
    if (person.vehicle !== null && site.places.length > 1 && (!ride || actions.endRide) && random.chance(RIDE_START_CHANCE)) {
      actions.startRide = {
        vehicle: person.vehicle,
        start_place: nearest(site.places, position).id,
        material: site.materials.length ? random.pick(site.materials) : null,
      };
    }
    steps.push(actions);
  }
  return steps;
}
