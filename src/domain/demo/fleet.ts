/** The machines of a site and who drives each of them. */
import type { VehicleType } from '../vehicleTypes';
import { PAYLOAD_TONNES, SHARED_VEHICLES, SITE_VEHICLES, VEHICLE_KINDS } from './catalog';
import type { PersonModel, SiteModel, VehicleModel } from './generatorModel';
import { uniqueRegistrationNumber } from './plates';
import type { Random } from './random';
import type { IdCounter } from './sites';

/**
 * The vehicle types of the site with this index: the common ones, and every shared type whose
 * position matches the site's among (up to) three neighbours, so any three sites own every type.
 */
export function vehicleTypesOfSite(siteIndex: number, siteCount: number): VehicleType[] {
  const group = Math.min(siteCount, 3);
  return [...SITE_VEHICLES, ...SHARED_VEHICLES.filter((_, k) => k % group === siteIndex % group)];
}

/** Gives each vehicle the first free person whose role fits it. */
function assignCrews(vehicles: VehicleModel[], people: PersonModel[]) {
  for (const vehicle of vehicles) {
    for (const role of vehicle.kind.crew) {
      const person = people.find((candidate) => candidate.role === role && !candidate.vehicle);
      if (person) {
        person.vehicle = vehicle;
        vehicle.crew = person;
        break;
      }
    }
  }
}

export function buildFleet(
  random: Random,
  site: SiteModel,
  { siteIndex, siteCount, crews }: { siteIndex: number; siteCount: number; crews: number },
  context: { nextVehicleId: IdCounter; plates: Set<string> },
): VehicleModel[] {
  const types = vehicleTypesOfSite(siteIndex, siteCount);
  const fleet = Array.from({ length: crews }, () => types).flat();
  const vehicles = fleet.map((type, i): VehicleModel => {
    const kind = VEHICLE_KINDS[type];
    const [low, high] = kind.capacity;
    const id = context.nextVehicleId();
    // In the order the random stream has always been drawn: plate, model, tank.
    const registration_number = uniqueRegistrationNumber(random, random.pick(site.template.plates), context.plates);
    const vehicle_model = random.pick(kind.models);
    return {
      row: {
        id,
        site: site.row.id,
        fleet_number: (siteIndex + 1) * 100 + i + 1,
        registration_number,
        vehicle_model,
        vehicle_type: type,
        fuel_capacity: Math.round(random.float(low, high) / 10) * 10,
        payload_tonnes: PAYLOAD_TONNES[vehicle_model] ?? null,
        vat_register: false,
        vat_register_from: null,
        vat_register_until: null,
      },
      kind,
      site,
    };
  });
  assignCrews(vehicles, site.people);
  return vehicles;
}
