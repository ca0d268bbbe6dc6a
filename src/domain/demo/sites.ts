/** Sites along real roads: the section under construction, its places, hauls and nearby fuel stations. */
import { haversineKm, type GeoPoint } from '../geo';
import { MATERIALS, SITE_PLACES, TOWN_PLACES, type PlaceKind } from './catalog';
import { bearingOf, offsetPoint, Path, rounded, smooth } from './geometry';
import type { Haul, PetrolPlaceModel, PlaceModel, SiteModel } from './generatorModel';
import type { Random } from './random';
import { routeBetween } from './route';
import { romanNumeral, ROAD_TEMPLATES, type RoadTemplate, type Town } from './roads';
import type { DemoMaterial, DemoPetrolProvider, DemoSite } from './rows';

export type IdCounter = () => number;

export const counter = (): IdCounter => {
  let last = 0;
  return () => ++last;
};

const roadCache = new Map<RoadTemplate, Path>();

/** The road as a gentle curve through its trace. */
export function roadOf(template: RoadTemplate): Path {
  let road = roadCache.get(template);
  if (!road) {
    road = new Path(
      smooth(
        template.trace.map(([latitude, longitude]) => ({ latitude, longitude })),
        3,
      ),
    );
    roadCache.set(template, road);
  }
  return road;
}

/** The template and stage of the n-th site (0-based): three roads first, later sites are further stages. */
export function templateOfSite(index: number): { template: RoadTemplate; stage: number } {
  return { template: ROAD_TEMPLATES[index % ROAD_TEMPLATES.length], stage: Math.floor(index / ROAD_TEMPLATES.length) + 1 };
}

/** "km 12+300" */
export function chainage(km: number): string {
  const metres = Math.round(km * 1000);
  return `km ${Math.floor(metres / 1000)}+${String(metres % 1000).padStart(3, '0')}`;
}

/** A winding access road from the main road to a point off it. */
function accessRoad(random: Random, from: GeoPoint, to: GeoPoint): GeoPoint[] {
  const distance = haversineKm(from, to);
  const direction = bearingOf(from, to);
  const bends = Math.max(2, Math.round(distance / 1.2));
  const sway = random.float(0.05, 0.15) * distance;
  const phase = random.float(0, Math.PI);
  const points: GeoPoint[] = [from];
  for (let i = 1; i < bends; i++) {
    const share = i / bends;
    const along = offsetPoint(from, direction, distance * share);
    const side = sway * Math.sin(Math.PI * share + phase) * Math.sin(Math.PI * share) + random.normal(0, 0.08);
    points.push(offsetPoint(along, direction + 90, side));
  }
  points.push(to);
  return smooth(points, 2);
}

interface SiteFrame {
  site: SiteModel;
  chainageAtStart: number;
}

function siteFrame(random: Random, row: DemoSite, template: RoadTemplate, petrolPlaces: PetrolPlaceModel[]): SiteFrame {
  const road = roadOf(template);
  const sectionStartKm = random.float(2, Math.max(2.5, road.lengthKm - row.length - 2));
  const site: SiteModel = {
    row,
    template,
    road,
    sectionStartKm,
    sectionEndKm: Math.min(road.lengthKm, sectionStartKm + row.length),
    places: [],
    hauls: [],
    petrolPlaces,
    people: [],
    vehicles: [],
  };
  return { site, chainageAtStart: random.int(8, 280) + random.int(0, 9) / 10 };
}

/** A place beside the road at km `roadKm` (30–80 m off the carriageway). */
function roadsidePlace(random: Random, site: SiteModel, roadKm: number): { point: GeoPoint; access: GeoPoint[] } {
  const onRoad = site.road.pointAt(roadKm);
  const side = random.chance(0.5) ? 90 : -90;
  const point = offsetPoint(onRoad, site.road.bearingAt(roadKm) + side, random.float(0.03, 0.08));
  return { point, access: [onRoad, point] };
}

function buildPlaces(random: Random, frame: SiteFrame, nextPlaceId: IdCounter): PlaceModel[] {
  const { site } = frame;
  const places: PlaceModel[] = [];
  const add = (kind: PlaceKind, name: string, point: GeoPoint, roadKm: number, access: GeoPoint[]) => {
    const place: PlaceModel = {
      row: { id: nextPlaceId(), name, ...rounded(point), site: site.row.id },
      kind,
      site,
      onSite: !TOWN_PLACES.some((spec) => spec.kind === kind),
      roadKm,
      access,
    };
    places.push(place);
    return place;
  };
  const sectionKm = (share: number) => site.sectionStartKm + share * (site.sectionEndKm - site.sectionStartKm);
  const label = (roadKm: number) => chainage(frame.chainageAtStart + roadKm - site.sectionStartKm);
  const middle = site.road.pointAt(sectionKm(0.5));
  const towns = [...site.template.towns].sort((a, b) => haversineKm(a, middle) - haversineKm(b, middle));

  const baseKm = sectionKm(random.float(0.4, 0.6));
  const basePlace = roadsidePlace(random, site, baseKm);
  add('base', `Zaplecze budowy ${towns[0].name}`, basePlace.point, baseKm, basePlace.access);

  let bridgeNumber = random.int(2, 9);
  for (const spec of SITE_PLACES) {
    const roadKm = sectionKm(Math.min(0.99, Math.max(0.01, spec.at + random.float(-0.04, 0.04))));
    const { point, access } = roadsidePlace(random, site, roadKm);
    const name = spec.kind === 'bridge' ? `${spec.name}${bridgeNumber++} ${label(roadKm)}` : `${spec.name} ${label(roadKm)}`;
    add(spec.kind, name, point, roadKm, access);
  }

  const candidates = random.shuffle(towns.slice(0, Math.max(TOWN_PLACES.length, towns.length - 1)));
  TOWN_PLACES.forEach((spec, i) => {
    const town: Town = candidates[i % candidates.length];
    const point = offsetPoint(town, random.float(0, 360), random.float(1, 2.5));
    const roadKm = site.road.nearestKm(point);
    add(spec.kind, `${spec.name} ${town.name}`, point, roadKm, accessRoad(random, site.road.pointAt(roadKm), point));
  });
  return places;
}

/** Hauls shorter than this (driving hours) are left to excavators and dozers, unless a material has no other. */
const SHORTEST_HAUL_HOURS = 0.25;

function buildHauls(places: PlaceModel[], materials: DemoMaterial[]): Haul[] {
  return MATERIALS.flatMap((spec, i) => {
    const froms = places.filter((place) => place.kind === spec.from);
    const tos = places.filter((place) => place.kind === spec.to);
    const hauls = froms
      .flatMap((from) => tos.map((to) => ({ material: materials[i], from, to, hours: routeBetween(from, to).nominalHours })))
      .sort((a, b) => b.hours - a.hours);
    const long = hauls.filter((haul) => haul.hours >= SHORTEST_HAUL_HOURS);
    return (long.length ? long : hauls.slice(0, 1)).map(({ material, from, to }) => ({ material, from, to }));
  });
}

/** Two fuel stations and a fuel depot in the towns nearest to the road's middle. */
export function buildPetrolPlaces(random: Random, template: RoadTemplate, providers: DemoPetrolProvider[], nextId: IdCounter): PetrolPlaceModel[] {
  const road = roadOf(template);
  const middle = road.pointAt(road.lengthKm / 2);
  const towns = [...template.towns].sort((a, b) => haversineKm(a, middle) - haversineKm(b, middle)).slice(0, 3);
  return towns.map((town, i) => {
    const brand = random.pick(providers);
    const point = offsetPoint(town, random.float(0, 360), random.float(0.3, 1.8));
    return {
      row: { id: nextId(), name: `${i === 2 ? 'Baza paliw ' : ''}${brand.name} ${town.name}`, ...rounded(point) },
      brand,
    };
  });
}

export interface SiteInput {
  random: Random;
  row: DemoSite;
  template: RoadTemplate;
  materials: DemoMaterial[];
  petrolPlaces: PetrolPlaceModel[];
  nextPlaceId: IdCounter;
}

export function buildSite({ random, row, template, materials, petrolPlaces, nextPlaceId }: SiteInput): SiteModel {
  const frame = siteFrame(random, row, template, petrolPlaces);
  frame.site.places = buildPlaces(random, frame, nextPlaceId);
  frame.site.hauls = buildHauls(frame.site.places, materials);
  return frame.site;
}

export function siteName(template: RoadTemplate, stage: number): string {
  const name = `${template.road} ${template.section}`;
  return stage === 1 ? name : `${name}, etap ${romanNumeral(stage)}`;
}
