/** The demo company as the generators see it: rows plus what links them (crews, geometry, hauls). */
import type { GeoPoint } from '../geo';
import type { CalendarDay, CompanyClock } from './calendar';
import type { PlaceKind, RoleName, VehicleKind } from './catalog';
import type { Path } from './geometry';
import type { RoadTemplate } from './roads';
import type { DemoMaterial, DemoPerson, DemoPetrolPlace, DemoPetrolProvider, DemoPlace, DemoRole, DemoSite, DemoUser, DemoVehicle } from './rows';

export interface PlaceModel {
  row: DemoPlace;
  kind: PlaceKind;
  site: SiteModel;
  /** On the section itself (reached by the haul road), not off the road near a town. */
  onSite: boolean;
  /** Where the place's access road leaves the main road, in km along the road. */
  roadKm: number;
  /** From the main road (at roadKm) to the place. */
  access: GeoPoint[];
}

export interface Haul {
  material: DemoMaterial;
  from: PlaceModel;
  to: PlaceModel;
}

export interface PetrolPlaceModel {
  row: DemoPetrolPlace;
  /** Provider of the station's brand. */
  brand: DemoPetrolProvider;
}

export interface PersonModel {
  row: DemoPerson;
  role: RoleName;
  site: SiteModel;
  vehicle?: VehicleModel;
}

export interface VehicleModel {
  row: DemoVehicle;
  kind: VehicleKind;
  site: SiteModel;
  /** The person who usually drives or operates it. */
  crew?: PersonModel;
}

export interface SiteModel {
  row: DemoSite;
  template: RoadTemplate;
  road: Path;
  /** The section being built, in km along the road. */
  sectionStartKm: number;
  sectionEndKm: number;
  /** The site's places; the first is its base (zaplecze budowy). */
  places: PlaceModel[];
  /** Material hauls, several per material. */
  hauls: Haul[];
  petrolPlaces: PetrolPlaceModel[];
  people: PersonModel[];
  vehicles: VehicleModel[];
}

export interface CompanyModel {
  seed: number;
  /** Milliseconds of `now`. */
  now: number;
  /** Day numbers of the history, oldest first; the last one is today. */
  days: CalendarDay[];
  today: number;
  clock: CompanyClock;
  sites: SiteModel[];
  people: PersonModel[];
  vehicles: VehicleModel[];
  places: Map<number, PlaceModel>;
  /** People online now: an open work day and GPS points of the last minutes. */
  onlineCrew: Set<number>;
  /** Seconds between two GPS fixes of a ride, [shortest, longest]. */
  gpsFixSeconds: [number, number];
  /** Share of a tank below which it is filled up: road vehicles at a station, machines from the tanker. */
  refuelBelow: { station: number; tanker: number };
  tables: {
    sites: DemoSite[];
    roles: DemoRole[];
    users: DemoUser[];
    people: DemoPerson[];
    vehicles: DemoVehicle[];
    materials: DemoMaterial[];
    places: DemoPlace[];
    petrolProviders: DemoPetrolProvider[];
    petrolPlaces: DemoPetrolPlace[];
  };
}
