/** Builds the small tables of the demo company and the model the activity generators work on. */
import { calendarDay, CompanyClock, companyDayNumber, isoDay } from './calendar';
import { MATERIALS, PETROL_PROVIDERS } from './catalog';
import { buildFleet } from './fleet';
import type { CompanyModel, PersonModel, PetrolPlaceModel, SiteModel } from './generatorModel';
import { randomFor } from './random';
import type { RoadTemplate } from './roads';
import { buildPetrolPlaces, buildSite, counter, siteName, templateOfSite } from './sites';
import { buildStaff, DEMO_ROLES, type StaffContext } from './staff';
import type { DemoMaterial, DemoOptions, DemoPetrolProvider, DemoSite, DemoUser } from './rows';

export interface CompanyOptions extends Pick<DemoOptions, 'crewsPerSite' | 'gpsFixSeconds' | 'refuelBelow'> {
  seed: number;
  scale: number;
  now: Date;
  days: number;
  timeZone: string;
}

export const siteCountFor = (scale: number): number => Math.max(1, Math.round(3 * scale));
export const historyDaysFor = (scale: number): number => Math.min(366, Math.max(1, Math.round(30 * scale)));

/** About eight people online at scale 1, spread over the sites. */
const ONLINE_PER_THREE_SITES = 8;

/** People who are online now: not truck drivers (their rides make them online), machine crews first. */
function chooseOnlineCrew(seed: number, sites: SiteModel[]): Set<number> {
  const total = Math.max(1, Math.round((ONLINE_PER_THREE_SITES * sites.length) / 3));
  const crew = new Set<number>();
  sites.forEach((site, i) => {
    const count = Math.floor(total / sites.length) + (i < total % sites.length ? 1 : 0);
    const random = randomFor(seed, 'online-crew', site.row.id);
    const candidates = site.people.filter((person) => person.vehicle?.row.vehicle_type !== 'TRUCK');
    const ranked = [...random.shuffle(candidates.filter((person) => person.vehicle)), ...random.shuffle(candidates.filter((person) => !person.vehicle))];
    for (const person of ranked.slice(0, count)) crew.add(person.row.id);
  });
  return crew;
}

export function buildCompany(options: CompanyOptions): CompanyModel {
  const { seed, scale, now, days, crewsPerSite = 1 } = options;
  const clock = new CompanyClock(options.timeZone);
  const today = companyDayNumber(now, options.timeZone);
  const siteCount = siteCountFor(scale);
  const petrolProviders: DemoPetrolProvider[] = PETROL_PROVIDERS.map((name, i) => ({ id: i + 1, name }));
  const petrolByRoad = new Map<RoadTemplate, PetrolPlaceModel[]>();
  const nextPetrolPlaceId = counter();
  const nextMaterialId = counter();
  const nextPlaceId = counter();
  const fleetContext = { nextVehicleId: counter(), plates: new Set<string>() };
  const users: DemoUser[] = [];
  const staffContext: StaffContext = {
    today,
    historyDays: days,
    clock,
    usernames: new Set(),
    peselNumbers: new Set(),
    nextPersonId: counter(),
    nextUserId: counter(),
    users,
  };
  const materials: DemoMaterial[] = [];
  const sites: SiteModel[] = [];

  for (let i = 0; i < siteCount; i++) {
    const random = randomFor(seed, 'site', i);
    const { template, stage } = templateOfSite(i);
    const row: DemoSite = {
      id: i + 1,
      name: siteName(template, stage),
      start_date: isoDay(today - days - random.int(60, 900)),
      length: Math.round(random.float(12, 22) * 10) / 10,
      boundary: null,
    };
    const siteMaterials = MATERIALS.map(({ name }) => ({ id: nextMaterialId(), name, site: row.id }));
    materials.push(...siteMaterials);
    let petrolPlaces = petrolByRoad.get(template);
    if (!petrolPlaces) {
      petrolPlaces = buildPetrolPlaces(randomFor(seed, 'petrol', template.road), template, petrolProviders, nextPetrolPlaceId);
      petrolByRoad.set(template, petrolPlaces);
    }
    const site = buildSite({ random, row, template, materials: siteMaterials, petrolPlaces, nextPlaceId });
    site.people = buildStaff(random, site, staffContext, crewsPerSite);
    site.vehicles = buildFleet(random, site, { siteIndex: i, siteCount, crews: crewsPerSite }, fleetContext);
    sites.push(site);
  }

  const people: PersonModel[] = sites.flatMap((site) => site.people);
  const vehicles = sites.flatMap((site) => site.vehicles);
  const places = sites.flatMap((site) => site.places);
  return {
    seed,
    now: now.getTime(),
    days: Array.from({ length: days }, (_, i) => calendarDay(today - days + 1 + i)),
    today,
    clock,
    sites,
    people,
    vehicles,
    places: new Map(places.map((place) => [place.row.id, place])),
    onlineCrew: chooseOnlineCrew(seed, sites),
    gpsFixSeconds: options.gpsFixSeconds ?? [10, 20],
    refuelBelow: { station: options.refuelBelow ?? 0.25, tanker: options.refuelBelow ?? 0.5 },
    tables: {
      sites: sites.map((site) => site.row),
      roles: DEMO_ROLES,
      users,
      people: people.map((person) => person.row),
      vehicles: vehicles.map((vehicle) => vehicle.row),
      materials,
      places: places.map((place) => place.row),
      petrolProviders,
      petrolPlaces: [...petrolByRoad.values()].flat().map((place) => place.row),
    },
  };
}
