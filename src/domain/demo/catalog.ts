/** What the demo company owns and does: machine models, materials and their hauls, fuel brands, faults. */
import type { VehicleType } from '../vehicleTypes';

export const ROLE_NAMES = {
  driver: 'Kierowca',
  operator: 'Operator',
  siteManager: 'Kierownik budowy',
  mechanic: 'Mechanik',
  administrator: 'Administrator',
} as const;

export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

/** Roles whose people may log in to the dashboard. */
export const STAFF_ROLES: readonly RoleName[] = [ROLE_NAMES.siteManager, ROLE_NAMES.administrator];

/** How a vehicle is fuelled: at public stations by its driver, or on site from a tanker. */
export type FuelSource = 'station' | 'tanker' | 'cargo';

export interface VehicleKind {
  models: string[];
  /** Fuel tank (for tankers: the cargo tank) in litres, [min, max]. */
  capacity: [number, number];
  fuelSource: FuelSource;
  /** Litres per 100 km (station) or per engine hour (tanker). */
  consumption: number;
  /** Odometer at the start of the history: km (station) or engine hours (tanker), [min, max]. */
  odometer: [number, number];
  /** Roles that usually drive it, in order of preference. */
  crew: RoleName[];
}

const machine = (models: string[], capacity: [number, number], perHour: number): VehicleKind => ({
  models,
  capacity,
  fuelSource: 'tanker',
  consumption: perHour,
  odometer: [1800, 14000],
  crew: [ROLE_NAMES.operator],
});

export const VEHICLE_KINDS: Record<VehicleType, VehicleKind> = {
  TRUCK: {
    models: [
      'Volvo FMX 460 8x4',
      'Scania R 450 wywrotka',
      'MAN TGS 41.480 8x4',
      'Mercedes-Benz Arocs 4145',
      'DAF CF 450 FAT',
      'Iveco Trakker 450',
      'Renault Kerax 460',
    ],
    capacity: [300, 400],
    fuelSource: 'station',
    consumption: 38,
    odometer: [90_000, 520_000],
    crew: [ROLE_NAMES.driver],
  },
  TANK: {
    models: ['MAN TGS 18.500 cysterna', 'Scania P 320 cysterna', 'Volvo FM 330 cysterna', 'Mercedes-Benz Actros 1843 cysterna'],
    capacity: [9000, 14000],
    fuelSource: 'cargo',
    consumption: 30,
    odometer: [60_000, 400_000],
    crew: [ROLE_NAMES.driver],
  },
  CHASSIS: {
    models: ['MAN TGS 26.440 podwozie', 'Scania P 410 hakowiec', 'Volvo FM 420 podwozie', 'DAF CF 430 podwozie'],
    capacity: [280, 350],
    fuelSource: 'station',
    consumption: 34,
    odometer: [80_000, 450_000],
    crew: [ROLE_NAMES.driver],
  },
  BUS: {
    models: ['Mercedes-Benz Sprinter 519', 'Ford Transit brygadówka', 'Iveco Daily 7-osobowy', 'Renault Master brygadowy'],
    capacity: [70, 90],
    fuelSource: 'station',
    consumption: 11,
    odometer: [40_000, 310_000],
    crew: [ROLE_NAMES.driver],
  },
  CAR: {
    models: ['Toyota Hilux', 'Škoda Octavia', 'Ford Ranger', 'Volkswagen Amarok', 'Škoda Kodiaq'],
    capacity: [50, 80],
    fuelSource: 'station',
    consumption: 9,
    odometer: [15_000, 240_000],
    crew: [ROLE_NAMES.siteManager, ROLE_NAMES.administrator, ROLE_NAMES.driver],
  },
  SERVICE: {
    models: ['Iveco Daily serwisowy', 'Mercedes-Benz Sprinter serwis', 'Ford Transit warsztat', 'Renault Master serwisowy'],
    capacity: [75, 100],
    fuelSource: 'station',
    consumption: 12,
    odometer: [30_000, 280_000],
    crew: [ROLE_NAMES.mechanic, ROLE_NAMES.driver],
  },
  CRAWLER_EXCAVATOR: machine(['CAT 336', 'Komatsu PC290LC', 'Volvo EC300E', 'Hitachi ZX350LC', 'Liebherr R 936'], [450, 620], 22),
  WHEELED_EXCAVATOR: machine(['CAT M318', 'Volvo EW160E', 'Liebherr A 918', 'Komatsu PW160'], [250, 320], 12),
  BULLDOZER: machine(['Komatsu D65', 'CAT D6', 'Liebherr PR 736', 'Shantui SD22'], [380, 500], 20),
  GRADER: machine(['CAT 140M', 'Komatsu GD655', 'John Deere 772G', 'Volvo G946'], [300, 420], 14),
  ROLLER: machine(['Bomag BW 213', 'Hamm 3411', 'Dynapac CA2500', 'CAT CS56B'], [250, 330], 10),
  PIN_ROLLER: machine(['Bomag BW 213 PDH', 'Hamm 3411 P', 'Dynapac CA2500PD'], [250, 330], 11),
  SMOOTH_ROLLER: machine(['Hamm HD+ 110', 'Bomag BW 174 AP', 'Dynapac CC1200', 'Hamm DV+ 90'], [100, 200], 6),
  STABILIZER: machine(['Wirtgen WR 240', 'Bomag RS 500', 'CAT RM500B'], [600, 900], 45),
  TRACTOR: machine(['John Deere 6155R', 'New Holland T7.270', 'Fendt 724 Vario', 'Case IH Puma 240'], [300, 400], 15),
};

/**
 * Payload in tonnes of the tipper models (haul productivity, issue 13 §4). The office never
 * recorded the old Renault's, so its loads are counted but weigh nothing known.
 */
export const PAYLOAD_TONNES: Readonly<Record<string, number>> = {
  'Volvo FMX 460 8x4': 28,
  'Scania R 450 wywrotka': 26,
  'MAN TGS 41.480 8x4': 28,
  'Mercedes-Benz Arocs 4145': 27,
  'DAF CF 450 FAT': 26,
  'Iveco Trakker 450': 25,
};

/** Every site has these… */
export const SITE_VEHICLES: VehicleType[] = [
  'TRUCK',
  'TRUCK',
  'TRUCK',
  'TRUCK',
  'TANK',
  'CRAWLER_EXCAVATOR',
  'WHEELED_EXCAVATOR',
  'BULLDOZER',
  'ROLLER',
  'CAR',
];
/** …and a share of these, so that three sites together own every type. */
export const SHARED_VEHICLES: VehicleType[] = ['GRADER', 'PIN_ROLLER', 'SMOOTH_ROLLER', 'CHASSIS', 'BUS', 'SERVICE', 'STABILIZER', 'TRACTOR'];

/** People of one site by role. */
export const SITE_CREW: Array<[RoleName, number]> = [
  [ROLE_NAMES.siteManager, 1],
  [ROLE_NAMES.administrator, 1],
  [ROLE_NAMES.mechanic, 2],
  [ROLE_NAMES.driver, 8],
  [ROLE_NAMES.operator, 8],
];

/** Where a place is: off the road near a town, or on the site at a chainage. */
export type PlaceKind = 'gravelPit' | 'quarry' | 'asphaltPlant' | 'concretePlant' | 'spoilTip' | 'cut' | 'embankment' | 'subbase' | 'bridge' | 'base';

/** Materials of every site and the hauls that move them: from a place kind to a place kind. */
export const MATERIALS: Array<{ name: string; from: PlaceKind; to: PlaceKind }> = [
  { name: 'Piasek', from: 'gravelPit', to: 'embankment' },
  { name: 'Żwir 0-31,5', from: 'gravelPit', to: 'subbase' },
  { name: 'Kruszywo łamane 0-31,5', from: 'quarry', to: 'subbase' },
  { name: 'Ziemia z wykopu', from: 'cut', to: 'embankment' },
  { name: 'Humus', from: 'cut', to: 'spoilTip' },
  { name: 'Pospółka', from: 'gravelPit', to: 'embankment' },
  { name: 'Asfalt AC 16W', from: 'asphaltPlant', to: 'subbase' },
  { name: 'Beton C30/37', from: 'concretePlant', to: 'bridge' },
];

/** Off-road places, named after the town they are near. */
export const TOWN_PLACES: Array<{ kind: PlaceKind; name: string }> = [
  { kind: 'gravelPit', name: 'Żwirownia' },
  { kind: 'quarry', name: 'Kopalnia kruszywa' },
  { kind: 'asphaltPlant', name: 'Wytwórnia mas bitumicznych' },
  { kind: 'concretePlant', name: 'Węzeł betoniarski' },
  { kind: 'spoilTip', name: 'Składowisko urobku' },
];

/** Places on the site itself, at a share of the section's length, named with their chainage. */
export const SITE_PLACES: Array<{ kind: PlaceKind; name: string; at: number }> = [
  { kind: 'cut', name: 'Wykop', at: 0.12 },
  { kind: 'cut', name: 'Wykop', at: 0.46 },
  { kind: 'bridge', name: 'Obiekt mostowy WD-', at: 0.55 },
  { kind: 'subbase', name: 'Podbudowa', at: 0.35 },
  { kind: 'embankment', name: 'Nasyp', at: 0.78 },
  { kind: 'embankment', name: 'Nasyp', at: 0.93 },
];

export const PETROL_PROVIDERS = ['Orlen', 'BP', 'Shell', 'Circle K', 'Moya', 'Amic Energy', 'Avia'];

/** Faults drivers and operators report; `types` limits a note to the machines it fits. */
export const REPAIR_NOTES: Array<{ note: string; types?: VehicleType[] }> = [
  { note: 'Nie działa światło stop po lewej stronie.', types: ['TRUCK', 'CHASSIS', 'TANK', 'BUS', 'CAR', 'SERVICE', 'TRACTOR'] },
  { note: 'Wyciek oleju hydraulicznego przy siłowniku wywrotu.', types: ['TRUCK'] },
  { note: 'Skrzynia nie podnosi się do końca.', types: ['TRUCK'] },
  { note: 'Uszkodzona plandeka, trzeba wymienić.', types: ['TRUCK'] },
  { note: 'Pęknięta szyba czołowa – kamień spod kół.', types: ['TRUCK', 'CHASSIS', 'TANK', 'BUS', 'CAR', 'SERVICE'] },
  { note: 'Kontrolka ciśnienia w oponach, prawa tylna oś.', types: ['TRUCK', 'CHASSIS', 'TANK'] },
  { note: 'Piszczą hamulce przy zjeździe z nasypu.', types: ['TRUCK', 'CHASSIS', 'TANK', 'BUS', 'SERVICE'] },
  { note: 'Nie działa pompa rozładunkowa, wąż przecieka przy złączu.', types: ['TANK'] },
  { note: 'Hak nie blokuje kontenera.', types: ['CHASSIS'] },
  { note: 'Luz na sworzniu łyżki.', types: ['CRAWLER_EXCAVATOR', 'WHEELED_EXCAVATOR'] },
  { note: 'Wyciek z przewodu hydraulicznego ramienia.', types: ['CRAWLER_EXCAVATOR', 'WHEELED_EXCAVATOR'] },
  { note: 'Uszkodzona gąsienica – brak dwóch płyt.', types: ['CRAWLER_EXCAVATOR', 'BULLDOZER'] },
  { note: 'Lemiesz opada sam po wyłączeniu silnika.', types: ['BULLDOZER', 'GRADER'] },
  { note: 'Wibracja walca nie załącza się.', types: ['ROLLER', 'PIN_ROLLER', 'SMOOTH_ROLLER'] },
  { note: 'Zraszacz bębna nie podaje wody.', types: ['SMOOTH_ROLLER'] },
  { note: 'Wirnik frezujący – do wymiany zęby.', types: ['STABILIZER'] },
  { note: 'Przegrzewa się silnik przy pracy pod obciążeniem.' },
  { note: 'Zerwany pasek klinowy.' },
  { note: 'Błąd czujnika AdBlue, spadek mocy.' },
  { note: 'Nie działa sygnał cofania.' },
  { note: 'Zapowietrzony układ paliwowy, gaśnie na wolnych obrotach.' },
  { note: 'Nie działa klimatyzacja w kabinie.' },
  { note: 'Akumulator nie trzyma, problem z odpaleniem rano.' },
  { note: 'Do wymiany pióra wycieraczek.' },
  { note: 'Nie działa radio CB.' },
  { note: 'Pęknięte lusterko boczne.' },
];
