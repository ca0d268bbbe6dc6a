/**
 * Fuel: road vehicles fill up at public stations when their tank runs low (fueling); each site's
 * tanker makes a morning round of the machines that need diesel (vehicle fueling) and refills its
 * cargo at a nearby station or depot when it cannot cover the round (tanker fueling).
 */
import { roundCoordinate } from '../geo';
import { HOUR_MS, isoInstant, isWorkingDay, MINUTE_MS, type CalendarDay } from './calendar';
import { jitter } from './geometry';
import type { CompanyModel, SiteModel, VehicleModel } from './model';
import { machinePosition } from './online';
import { randomFor, type Random } from './random';
import { isTruck, truckDay } from './rides';
import { routeBetween } from './route';
import { workDayOf, workedUntil } from './shifts';
import type { DemoFueling, DemoTankerFueling, DemoVehicleFueling } from './types';

const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

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

const statesOf = (company: CompanyModel, vehicles: VehicleModel[]) =>
  new Map(vehicles.map((vehicle) => [vehicle.row.id, initialState(company, vehicle)]));

/** Diesel at a station on a day: a slow drift around 6.50 PLN per litre. */
function dieselPrice(day: number, random: Random): number {
  return round2(6.5 + 0.22 * Math.sin(day / 11) + 0.07 * Math.sin(day / 3.7) + random.float(-0.06, 0.06));
}

/** Kilometres a road vehicle drives on a day: a truck its rides there and back, others their errands. */
function dailyKm(company: CompanyModel, vehicle: VehicleModel, day: CalendarDay, random: Random): number {
  if (!isTruck(vehicle)) return random.float(40, 180);
  return truckDay(company, vehicle, day).reduce(
    (km, ride) => km + routeBetween(ride.from, ride.to).lengthKm * 2,
    random.float(4, 12),
  );
}

export function* fuelings(company: CompanyModel): Generator<DemoFueling> {
  const vehicles = company.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'station' && vehicle.crew);
  const tanks = statesOf(company, vehicles);
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
      if (tank.level - litresNeeded < capacity * company.refuelBelow.station && time <= company.now && litres >= 1) {
        yield {
          id: ++id,
          person: person.row.id,
          vehicle: vehicle.row.id,
          site: vehicle.site.row.id,
          datetime: isoInstant(time),
          litres,
          price_per_litre: dieselPrice(day.number, random),
          odometer_state: Math.round(tank.odometer),
        };
        tank.level += litres;
      }
      tank.level = Math.max(capacity * 0.05, tank.level - litresNeeded);
      tank.odometer += km;
    }
  }
}

type TankerEvent =
  | { kind: 'tanker'; row: Omit<DemoTankerFueling, 'id'> }
  | { kind: 'vehicle'; row: Omit<DemoVehicleFueling, 'id'> };

interface SiteFuel {
  tanker: VehicleModel;
  cargo: number;
  machines: VehicleModel[];
  tanks: Map<number, TankState>;
}

/** The site's tankers, each fuelling its share of the site's machines. */
function siteFuel(company: CompanyModel, site: SiteModel): SiteFuel[] {
  const tankers = site.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'cargo');
  const machines = site.vehicles.filter((vehicle) => vehicle.kind.fuelSource === 'tanker');
  return tankers.map((tanker, t) => {
    const served = machines.filter((_, i) => i % tankers.length === t);
    const cargo = tanker.row.fuel_capacity * randomFor(company.seed, 'cargo-start', tanker.row.id).float(0.3, 0.9);
    return { tanker, cargo, machines: served, tanks: statesOf(company, served) };
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
    fuel.cargo -= litres;
  }
}

/** A day's work of the machines: engine hours while their operator is at work. */
function burnFuel(company: CompanyModel, fuel: SiteFuel, day: CalendarDay) {
  for (const machine of fuel.machines) {
    const workDay = machine.crew ? workDayOf(company, machine.crew, day) : null;
    const worked = workDay ? (workedUntil(company, workDay) - workDay.start) / HOUR_MS : machine.crew ? 0 : 8;
    const random = randomFor(company.seed, 'engine-hours', machine.row.id, day.number);
    const hours = Math.max(0, worked - 1) * random.float(0.55, 0.9);
    const tank = fuel.tanks.get(machine.row.id)!;
    tank.level = Math.max(machine.row.fuel_capacity * 0.05, tank.level - hours * machine.kind.consumption);
    tank.odometer += hours;
  }
}

function* tankerEvents(company: CompanyModel): Generator<TankerEvent> {
  const sites = company.sites.flatMap((site) => siteFuel(company, site));
  for (const day of company.days) {
    if (!isWorkingDay(day)) continue;
    for (const fuel of sites) {
      yield* tankerRound(company, fuel, day);
      burnFuel(company, fuel, day);
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
