/**
 * Fuel: road vehicles fill up at public stations when their tank runs low (fueling); each site's
 * tanker makes a morning round of the machines that need diesel (vehicle fueling) and refills its
 * cargo at a nearby station or depot when it cannot cover the round (tanker fueling). Each tanker's
 * starting cargo is recorded as a stock count at the start of the history, so its ledger follows
 * the cargo.
 *
 * A few anomalies are planted (issue 13 §2), each once, on the first road vehicles and the first
 * tanker, late in the history so the default last week shows them (a short history may miss those
 * that need earlier readings); `plantedAnomalies` lists what the anomaly rules must find and
 * nothing else is flagged:
 * - an over-capacity station fueling (litres above the tank; the rest went into cans);
 * - an odometer typo (a digit too many): an implausible jump, then the next reading goes back;
 * - a station price 25 % above the day's;
 * - a second fueling three hours after a fill-up, together more than the tank holds;
 * - a siphoned tank: the next fill-up's consumption is far above the vehicle's own;
 * - a theft from the tanker: a fueling of a machine recorded with more than the tanker held, far
 *   from where the machine's GPS shows it, so the tanker's ledger goes below zero until its next
 *   delivery.
 */
import type { AnomalyCode } from '../anomalies/types';
import { roundCoordinate } from '../geo';
import { HOUR_MS, isoInstant, isWorkingDay, MINUTE_MS, type CalendarDay } from './calendar';
import { jitter, offsetPoint } from './geometry';
import type { CompanyModel, SiteModel, VehicleModel } from './generatorModel';
import { machinePosition } from './online';
import { randomFor, type Random } from './random';
import { isTruck, truckDay } from './rides';
import { routeBetween } from './route';
import { workDayOf, workedUntil } from './shifts';
import type { DemoFueling, DemoMeterReading, DemoTankerFueling, DemoTankerStockCount, DemoTrackPoint, DemoVehicleFueling, PlantedAnomaly } from './rows';

const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The first day at or after this share of the history. */
const dayAtShare = (company: CompanyModel, share: number): number => company.days[Math.floor((company.days.length - 1) * share)].number;

/** Station plants: which road vehicle (index among them) and from which share of the history. */
const STATION_PLANTS = {
  overCapacity: { vehicle: 0, share: 0.8, after: 0 },
  odometerTypo: { vehicle: 1, share: 0.8, after: 1 },
  price: { vehicle: 2, share: 0.85, after: 0 },
  double: { vehicle: 3, share: 0.85, after: 0 },
  siphon: { vehicle: 4, share: 0.75, after: 3 },
} as const;
type StationPlant = keyof typeof STATION_PLANTS;
const THEFT_SHARE = 0.8;

interface TankState {
  /** Litres in the tank. */
  level: number;
  /** Kilometres or engine hours. */
  odometer: number;
}

function initialState(company: CompanyModel, vehicle: VehicleModel): TankState {
  const random = randomFor(company.seed, 'tank-start', vehicle.row.id);
  return {
    level: vehicle.row.fuel_capacity * random.float(0.4, 0.95),
    odometer: random.int(vehicle.kind.odometer[0], vehicle.kind.odometer[1]),
  };
}

const statesOf = (company: CompanyModel, vehicles: VehicleModel[]) => new Map(vehicles.map((vehicle) => [vehicle.row.id, initialState(company, vehicle)]));

/** Diesel at a station on a day: a slow drift around 6.50 PLN per litre. */
function dieselPrice(day: number, random: Random): number {
  return round2(6.5 + 0.22 * Math.sin(day / 11) + 0.07 * Math.sin(day / 3.7) + random.float(-0.06, 0.06));
}

/** Kilometres a road vehicle drives on a day: a truck its rides there and back, others their errands. */
function dailyKm(company: CompanyModel, vehicle: VehicleModel, day: CalendarDay, random: Random): number {
  if (!isTruck(vehicle)) return random.float(40, 180);
  return truckDay(company, vehicle, day).reduce((km, ride) => km + routeBetween(ride.from, ride.to).lengthKm * 2, random.float(4, 12));
}

interface StationEvent {
  row: DemoFueling;
  planted: AnomalyCode[];
}

function* stationEvents(company: CompanyModel, readings?: ReadingSink): Generator<StationEvent> {
  const vehicles = company.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'station' && vehicle.crew);
  const tanks = statesOf(company, vehicles);
  const pending = new Map<StationPlant, number>(
    Object.entries(STATION_PLANTS)
      .filter(([, plant]) => plant.vehicle < vehicles.length)
      .map(([name, plant]) => [name as StationPlant, vehicles[plant.vehicle].row.id]),
  );
  /** Vehicles whose next fueling carries a flag caused by an earlier plant. */
  const followUps = new Map<number, AnomalyCode>();
  /** Fuelings so far per vehicle: a typo needs a reading before it, a siphon a baseline of two intervals. */
  const counts = new Map<number, number>();
  const plantHere = (name: StationPlant, vehicle: VehicleModel, day: CalendarDay) =>
    pending.get(name) === vehicle.row.id &&
    day.number >= dayAtShare(company, STATION_PLANTS[name].share) &&
    (counts.get(vehicle.row.id) ?? 0) >= STATION_PLANTS[name].after;
  let id = 0;
  for (const day of company.days) {
    for (const vehicle of vehicles) {
      const person = vehicle.crew!;
      const workDay = workDayOf(company, person, day);
      if (!workDay) continue;
      const random = randomFor(company.seed, 'fueling', vehicle.row.id, day.number);
      const tank = tanks.get(vehicle.row.id)!;
      const capacity = vehicle.row.fuel_capacity;
      const km = dailyKm(company, vehicle, day, random);
      const litresNeeded = (km * vehicle.kind.consumption) / 100;
      const time = workDay.start + random.int(5, 25) * MINUTE_MS;
      const litres = round2(capacity - tank.level - random.float(0, 4));
      let filled = false;
      if (tank.level - litresNeeded < capacity * company.refuelBelow.station && time <= company.now && litres >= 1) {
        const row: DemoFueling = {
          id: ++id,
          person: person.row.id,
          vehicle: vehicle.row.id,
          site: vehicle.site.row.id,
          datetime: isoInstant(time),
          litres,
          price_per_litre: dieselPrice(day.number, random),
          odometer_state: Math.round(tank.odometer),
        };
        const planted: AnomalyCode[] = [];
        const followUp = followUps.get(vehicle.row.id);
        if (followUp) {
          planted.push(followUp);
          followUps.delete(vehicle.row.id);
        } else if (plantHere('overCapacity', vehicle, day)) {
          row.litres = round2(capacity + 35);
          planted.push('over_capacity');
          pending.delete('overCapacity');
        } else if (plantHere('odometerTypo', vehicle, day)) {
          row.odometer_state *= 10;
          planted.push('odometer_jump');
          followUps.set(vehicle.row.id, 'odometer_backwards');
          pending.delete('odometerTypo');
        } else if (plantHere('price', vehicle, day)) {
          row.price_per_litre = round2(row.price_per_litre * 1.25);
          planted.push('price_band');
          pending.delete('price');
        }
        yield { row, planted };
        counts.set(vehicle.row.id, (counts.get(vehicle.row.id) ?? 0) + 1);
        tank.level = Math.min(capacity, tank.level + litres);
        filled = true;
        if (plantHere('double', vehicle, day) && time + 3 * HOUR_MS <= company.now) {
          // Three hours later more, into cans: each fits the tank, together they do not.
          yield {
            row: {
              ...row,
              id: ++id,
              datetime: isoInstant(time + 3 * HOUR_MS),
              litres: round2(Math.min(capacity, capacity * 1.1 - row.litres)),
              odometer_state: row.odometer_state + 30,
            },
            planted: ['window_over_capacity'],
          };
          pending.delete('double');
        }
      }
      tank.level = Math.max(capacity * 0.05, tank.level - litresNeeded);
      tank.odometer += km;
      if (workDay.end !== null)
        readings?.(company, day, { vehicle: vehicle.row.id, at: workDay.end, value: tank.odometer, person: person.row.id, field: 'km' });
      if (filled && plantHere('siphon', vehicle, day)) {
        // Siphoned overnight: the next fill-up is far more than the kilometres since called for.
        tank.level = capacity * 0.06;
        followUps.set(vehicle.row.id, 'consumption');
        pending.delete('siphon');
      }
    }
  }
}

/** A vehicle's meter at a shift's end, handed to `meterReadings`. */
type ReadingSink = (
  company: CompanyModel,
  day: CalendarDay,
  reading: { vehicle: number; at: number; value: number; person: number | null; field: 'km' | 'engine_hours' },
) => void;

/** How far back the shifts' end readings go: the last month whole and the current one. */
const READING_DAYS = 62;

/**
 * Each vehicle's meter at the end of its shifts of the last two months (ended shifts only; a
 * machine without an operator at 16:00), as the office types them from the drivers' and
 * operators' reports: the work cards' end readings (issue 33 §3).
 */
export function meterReadings(company: CompanyModel): DemoMeterReading[] {
  let rows = readingsOf.get(company);
  if (!rows) readingsOf.set(company, (rows = shiftEndReadings(company)));
  return rows;
}

/** The company's readings, made once (the maintenance's service records read them too). */
const readingsOf = new WeakMap<CompanyModel, DemoMeterReading[]>();

function shiftEndReadings(company: CompanyModel): DemoMeterReading[] {
  const rows: Omit<DemoMeterReading, 'id'>[] = [];
  const first = company.days[company.days.length - 1].number - READING_DAYS;
  const sink: ReadingSink = (_company, day, reading) => {
    if (day.number < first || reading.at > company.now) return;
    rows.push({
      vehicle: reading.vehicle,
      datetime: isoInstant(reading.at),
      km: reading.field === 'km' ? round1(reading.value) : null,
      engine_hours: reading.field === 'engine_hours' ? round1(reading.value) : null,
      source: 'manual',
      person: reading.person,
      flagged: false,
      flag_reason: null,
      origin: null,
    });
  };
  for (const event of stationEvents(company, sink)) void event;
  for (const event of tankerEvents(company, sink)) void event;
  rows.sort((a, b) => a.datetime.localeCompare(b.datetime) || a.vehicle - b.vehicle);
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

export function* fuelings(company: CompanyModel): Generator<DemoFueling> {
  for (const event of stationEvents(company)) yield event.row;
}

type TankerEvent =
  | { kind: 'tanker'; row: Omit<DemoTankerFueling, 'id'> }
  | { kind: 'vehicle'; row: Omit<DemoVehicleFueling, 'id'>; planted?: AnomalyCode[]; fixes?: DemoTrackPoint[] };

interface SiteFuel {
  tanker: VehicleModel;
  /** Litres in the cargo tank, kept in whole hundredths like the logged litres. */
  cargo: number;
  /** The company's first tanker is robbed once (see above). */
  robbed: boolean | null;
  machines: VehicleModel[];
  tanks: Map<number, TankState>;
}

const startingCargo = (company: CompanyModel, tanker: VehicleModel) =>
  round2(tanker.row.fuel_capacity * randomFor(company.seed, 'cargo-start', tanker.row.id).float(0.3, 0.9));

/** The site's tankers, each fuelling its share of the site's machines. */
function siteFuel(company: CompanyModel, site: SiteModel): SiteFuel[] {
  const tankers = site.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'cargo');
  const machines = site.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'tanker');
  return tankers.map((tanker, t) => {
    const served = machines.filter((_, i) => i % tankers.length === t);
    return { tanker, cargo: startingCargo(company, tanker), robbed: null, machines: served, tanks: statesOf(company, served) };
  });
}

/** The tanker's morning: refill if the round needs it, then fuel the machines below half a tank. */
function* tankerRound(company: CompanyModel, fuel: SiteFuel, day: CalendarDay): Generator<TankerEvent> {
  const { tanker } = fuel;
  const workDay = tanker.crew && workDayOf(company, tanker.crew, day);
  if (!workDay) return;
  const random = randomFor(company.seed, 'tanker-round', tanker.row.id, day.number);
  const capacity = tanker.row.fuel_capacity;
  const needy = random.shuffle(
    fuel.machines.filter((machine) => fuel.tanks.get(machine.row.id)!.level < machine.row.fuel_capacity * company.refuelBelow.tanker),
  );
  const demand = needy.reduce((sum, machine) => sum + machine.row.fuel_capacity - fuel.tanks.get(machine.row.id)!.level, 0);
  let time = workDay.start + random.int(10, 25) * MINUTE_MS;
  if (fuel.cargo < demand + capacity * 0.1 || fuel.cargo < capacity * 0.3) {
    const station = random.pick(tanker.site.petrolPlaces);
    const providers = company.tables.petrolProviders;
    time += random.int(20, 40) * MINUTE_MS;
    if (time > company.now) return;
    const at = jitter(station.row, random, 10);
    yield {
      kind: 'tanker',
      row: {
        petrol_place: station.row.id,
        provider: random.chance(0.85) ? station.brand.id : random.pick(providers).id,
        tanker: tanker.row.id,
        datetime: isoInstant(time),
        litres: round2(capacity - fuel.cargo),
        latitude: roundCoordinate(at.latitude),
        longitude: roundCoordinate(at.longitude),
      },
    };
    fuel.cargo = capacity;
    time += random.int(25, 45) * MINUTE_MS;
  }
  const served = new Set<number>();
  for (const machine of needy) {
    time += random.int(8, 20) * MINUTE_MS;
    if (time > company.now || time > workDay.plannedEnd) return;
    const tank = fuel.tanks.get(machine.row.id)!;
    const litres = round2(Math.min(fuel.cargo, machine.row.fuel_capacity - tank.level - random.float(0, 5)));
    if (litres < 20) continue;
    const at = jitter(machinePosition(company, machine, day.number), random, 5);
    yield {
      kind: 'vehicle',
      row: {
        vehicle: machine.row.id,
        tanker: tanker.row.id,
        datetime: isoInstant(time),
        litres,
        odometer_state: round1(tank.odometer),
        latitude: roundCoordinate(at.latitude),
        longitude: roundCoordinate(at.longitude),
      },
    };
    tank.level += litres;
    fuel.cargo = round2(fuel.cargo - litres);
    served.add(machine.row.id);
  }
  if (fuel.robbed === false && day.number >= dayAtShare(company, THEFT_SHARE)) {
    const theft = theftOf(company, fuel, day, time + random.int(60, 90) * MINUTE_MS, served);
    if (theft) {
      fuel.robbed = true;
      yield theft;
    }
  }
}

/**
 * The planted theft: the tanker's whole cargo and more is logged as a second fueling of a machine
 * already filled up this morning (the smallest tank among them, so the litres cannot fit; its
 * odometer has not moved since, so its consumption is not judged), at a spot 2–3 km from where the
 * machine's GPS fixes show it.
 */
function theftOf(company: CompanyModel, fuel: SiteFuel, day: CalendarDay, time: number, served: Set<number>): TankerEvent | null {
  const machine = fuel.machines
    .filter((candidate) => served.has(candidate.row.id))
    .sort((a, b) => a.row.fuel_capacity - b.row.fuel_capacity || a.row.id - b.row.id)[0];
  const person = machine?.crew ?? fuel.tanker.crew;
  if (!machine || !person || time > company.now) return null;
  const random = randomFor(company.seed, 'theft', fuel.tanker.row.id, day.number);
  const at = machinePosition(company, machine, day.number);
  const logged = offsetPoint(at, random.float(0, 360), random.float(2, 3));
  const litres = round2(fuel.cargo + machine.row.fuel_capacity * 1.1);
  fuel.cargo = 0;
  const fixes = [-10, 1, 10].map((minutes): DemoTrackPoint => {
    const fix = jitter(at, random, 5);
    return {
      person: person.row.id,
      vehicle: machine.row.id,
      ride: null,
      datetime: isoInstant(time + minutes * MINUTE_MS),
      latitude: roundCoordinate(fix.latitude),
      longitude: roundCoordinate(fix.longitude),
    };
  });
  return {
    kind: 'vehicle',
    row: {
      vehicle: machine.row.id,
      tanker: fuel.tanker.row.id,
      datetime: isoInstant(time),
      litres,
      odometer_state: round1(fuel.tanks.get(machine.row.id)!.odometer),
      latitude: roundCoordinate(logged.latitude),
      longitude: roundCoordinate(logged.longitude),
    },
    planted: ['over_capacity', 'gps_far'],
    fixes,
  };
}

/** A day's work of the machines: engine hours while their operator is at work. */
function burnFuel(company: CompanyModel, fuel: SiteFuel, day: CalendarDay, readings?: ReadingSink) {
  for (const machine of fuel.machines) {
    const workDay = machine.crew ? workDayOf(company, machine.crew, day) : null;
    const worked = workDay ? (workedUntil(company, workDay) - workDay.start) / HOUR_MS : machine.crew ? 0 : 8;
    const random = randomFor(company.seed, 'engine-hours', machine.row.id, day.number);
    const hours = Math.max(0, worked - 1) * random.float(0.55, 0.9);
    const tank = fuel.tanks.get(machine.row.id)!;
    tank.level = Math.max(machine.row.fuel_capacity * 0.05, tank.level - hours * machine.kind.consumption);
    tank.odometer += hours;
    // Read at the end of the shift; a machine nobody runs is read at 16:00 (its card lacks an operator).
    const end = machine.crew ? workDay?.end : company.clock.at(day.number, 16 * 60);
    if (end) readings?.(company, day, { vehicle: machine.row.id, at: end, value: tank.odometer, person: machine.crew?.row.id ?? null, field: 'engine_hours' });
  }
}

function* tankerEvents(company: CompanyModel, readings?: ReadingSink): Generator<TankerEvent> {
  const sites = company.sites.flatMap((site) => siteFuel(company, site));
  if (sites.length > 0) sites[0].robbed = false;
  for (const day of company.days) {
    if (!isWorkingDay(day)) continue;
    for (const fuel of sites) {
      yield* tankerRound(company, fuel, day);
      burnFuel(company, fuel, day, readings);
    }
  }
}

export function* tankerFuelings(company: CompanyModel): Generator<DemoTankerFueling> {
  let id = 0;
  for (const event of tankerEvents(company)) if (event.kind === 'tanker') yield { id: ++id, ...event.row };
}

export function* vehicleFuelings(company: CompanyModel): Generator<DemoVehicleFueling> {
  let id = 0;
  for (const event of tankerEvents(company)) if (event.kind === 'vehicle') yield { id: ++id, ...event.row };
}

/** Each tanker's starting cargo, counted at the start of the history. */
export function tankerStockCounts(company: CompanyModel): DemoTankerStockCount[] {
  const start = isoInstant(company.clock.at(company.days[0].number, 0));
  return company.vehicles
    .filter((vehicle) => vehicle.kind.fuelSource === 'cargo')
    .map((tanker, index) => ({
      id: index + 1,
      tanker: tanker.row.id,
      datetime: start,
      litres: startingCargo(company, tanker),
      note: 'Stan na początek okresu',
    }));
}

/** The GPS fixes of the robbed machine around the theft. */
export function* plantedFixes(company: CompanyModel): Generator<DemoTrackPoint> {
  for (const event of tankerEvents(company)) if (event.kind === 'vehicle' && event.fixes) yield* event.fixes;
}

/** What the anomaly rules must find in the demo, and nothing else. */
export function plantedAnomalies(company: CompanyModel): PlantedAnomaly[] {
  const planted: PlantedAnomaly[] = [];
  for (const { row, planted: codes } of stationEvents(company)) {
    for (const code of codes) planted.push({ source: 'fueling', fueling: row.id, code });
  }
  let id = 0;
  for (const event of tankerEvents(company)) {
    if (event.kind !== 'vehicle') continue;
    id++;
    for (const code of event.planted ?? []) planted.push({ source: 'vehicle_fueling', fueling: id, code });
  }
  return planted;
}
