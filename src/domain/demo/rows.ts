/**
 * Rows of the demo company, column for column as the database stores them: derived from the
 * registry (src/domain/resources/rows.ts `DemoRow`, which names the columns the generator always
 * fills), except that booleans are booleans and users carry no password hash. Every row has an integer id
 * counted from 1 per table; references use those ids. Date-times are UTC ISO strings with
 * milliseconds, dates yyyy-MM-dd.
 */
import type { AccessRole } from '../access';
import type { DemoRow } from '../resources/rows';
import type { AnomalyCode, AnomalySource } from '../anomalies/types';
import type { RepairWorkflowState } from '../repairs/workflow';

/** An anomaly rule's flag the demo plants on purpose. */
export interface PlantedAnomaly {
  source: AnomalySource;
  fueling: number;
  code: AnomalyCode;
}

/** One change of a request by the office, as the workflow takes it (server/repairs/workflow.ts). */
export interface DemoRepairChange {
  request: number;
  at: string;
  /** The site manager whose account makes the change. */
  by: number;
  change: Partial<RepairWorkflowState>;
}

export type DemoSite = DemoRow<'sites'>;
export type DemoRole = DemoRow<'roles'> & { is_staff: boolean };
/**
 * A login: `access_role` null for a field-only account (drivers, operators); a site manager sees only
 * the site of their employee record (`all_sites` false; the seed lists it in app_user_site).
 */
export interface DemoUser {
  id: number;
  username: string;
  access_role: AccessRole | null;
  all_sites: boolean;
  is_active: boolean;
  created_at: string;
}
/** `role`: id of a row of `roles` (the database bootstrap inserts roles; match them by name). */
export type DemoPerson = DemoRow<'employees', 'role' | 'site'> & { user_id: number };
/** `fuel_capacity`: litres, for tankers the cargo tank; `payload_tonnes`: tippers whose payload the office recorded, else null. */
export type DemoVehicle = DemoRow<'vehicles'>;
export type DemoMaterial = DemoRow<'materials', 'site'>;
export type DemoPlace = DemoRow<'places', 'latitude' | 'longitude' | 'site'>;
export type DemoPetrolPlace = DemoRow<'petrol-places', 'latitude' | 'longitude'>;
export type DemoPetrolProvider = DemoRow<'petrol-providers'>;
/** `odometer_state`: kilometres. */
export type DemoFueling = DemoRow<'fueling', 'site'>;
export type DemoTankerFueling = DemoRow<'tanker-fueling', 'latitude' | 'longitude'>;
/** `odometer_state`: engine hours of the machine. */
export type DemoVehicleFueling = DemoRow<'vehicle-fueling', 'latitude' | 'longitude'>;
export type DemoTankerStockCount = DemoRow<'tanker-stock-counts'>;
/** The meters at the end of each shift of the last two months (issue 33 §3: the work cards' end readings). */
export type DemoMeterReading = DemoRow<'meter-readings', 'flagged'>;
/** `end_datetime`: null while the ride is under way. */
export type DemoRide = DemoRow<'rides', 'material' | 'start_place' | 'end_place' | 'site'>;
/** Speed and ignition left out: the demo's tracks carry neither (the fleet map estimates speed from the points). */
export type DemoLocationPoint = Omit<DemoRow<'location-history', 'person'>, 'speed' | 'ignition'>;
export type DemoTrackPoint = Omit<DemoLocationPoint, 'id'>;
/** `datetime_end`: null while the person is at work. */
export type DemoWorkDay = DemoRow<'work-days', 'site'>;
export type DemoRepairRequest = DemoRow<'repairs', 'site'>;
/** Money in złoty (the API's numbers; the seed stores grosze); no multi-references (join tables) or files. */
export type DemoSubcontractor = DemoRow<'subcontractors', 'site'>;
// Maintenance (issue 15): documents with validity, service plans and services done.
export type DemoVehicleDocument = DemoRow<'vehicle-documents'>;
export type DemoEmployeeDocument = DemoRow<'employee-documents'>;
export type DemoServicePlan = DemoRow<'service-plans'>;
export type DemoFuelNorm = DemoRow<'fuel-norms'>;
export type DemoServiceRecord = DemoRow<'service-records'>;

export interface DemoOptions {
  /** Same seed and same `now` give the same company. Default 1. */
  seed?: number;
  /**
   * How big the company is. Default 1: 3 sites, 60 people, 38 machines, 30 days of history.
   * Sites are round(3 × scale) (at least 1), each with its own crew of 20 and 12–13 machines
   * (4 trucks, 1 tanker), so people, machines and rides per day grow linearly with scale; the
   * history covers round(30 × scale) days (at least 1, at most 366) unless `days` says otherwise.
   * Per site and calendar day there are about 22 rides and 3,900 GPS points, so rides and points
   * grow with scale² until the history reaches a year: scale 1 ≈ 2,000 rides / 0.35 M points,
   * scale 4 ≈ 32,000 rides / 5.6 M points; `{ scale: 2.4, days: 366 }` (7 sites, a year) ≈ 10 M
   * points. A browser demo wants about 0.3 (one site, 9 days, ~40,000 points).
   */
  scale?: number;
  /** The company's time zone, whose days and working hours the data follows. Default Europe/Warsaw. */
  timeZone?: string;
  /** The instant the data leads up to. Default: the current time. */
  now?: Date;
  /** Days of history including today; overrides what `scale` implies. */
  days?: number;
  /**
   * Crews per site (default 1). Each crew is the 20 people and 12–13 machines described above,
   * so a site of 3 crews has 60 people, 12 trucks and about 66 rides a day (a busy company).
   */
  crewsPerSite?: number;
  /** Seconds between two GPS fixes of a ride, [shortest, longest] (default [10, 20]). */
  gpsFixSeconds?: [number, number];
  /**
   * Share of a tank below which it is filled up (default: 0.25 for road vehicles at stations,
   * 0.5 for machines fuelled by the tanker); 1 fills every tank on every working day.
   */
  refuelBelow?: number;
}

/** Table names as in the database, in an order that inserts referenced rows first. */
export type DemoTableName =
  | 'site'
  | 'role'
  | 'app_user'
  | 'person'
  | 'vehicle'
  | 'material'
  | 'place'
  | 'petrol_provider'
  | 'petrol_place'
  | 'ride'
  | 'meter_reading'
  | 'location_point'
  | 'work_day'
  | 'fueling'
  | 'tanker_fueling'
  | 'vehicle_fueling'
  | 'tanker_stock_count'
  | 'meter_reading'
  | 'repair_request'
  | 'subcontractor'
  | 'vehicle_document'
  | 'employee_document'
  | 'service_plan'
  | 'service_record'
  | 'checklist_point'
  | 'fuel_norm';

export interface DemoTable {
  table: DemoTableName;
  /** A fresh pass over the rows on every call (large tables are generated while iterated). */
  rows(): Iterable<{ id: number }>;
}

export interface DemoCompany {
  /** The options as applied. */
  readonly options: { seed: number; scale: number; now: Date; days: number };
  readonly sites: DemoSite[];
  readonly roles: DemoRole[];
  readonly users: DemoUser[];
  readonly people: DemoPerson[];
  readonly vehicles: DemoVehicle[];
  readonly materials: DemoMaterial[];
  readonly places: DemoPlace[];
  readonly petrolProviders: DemoPetrolProvider[];
  readonly petrolPlaces: DemoPetrolPlace[];
  readonly repairRequests: DemoRepairRequest[];
  /** The office's work on the requests, in time order (the seed replays it through the workflow). */
  readonly repairChanges: DemoRepairChange[];
  /** Three per site. */
  readonly subcontractors: DemoSubcontractor[];
  /** Documents, service plans and services (issue 15), computed on first call (they read the fuel log). */
  maintenance(): import('./maintenance').DemoMaintenance;
  /** Pre-shift checklists per vehicle type (issue 30). */
  checklistPoints(): import('../checks/defaultChecklists').ChecklistPointRow[];
  /** Fuel consumption norms per vehicle type, one vehicle's own (issue 33 §2). */
  readonly fuelNorms: DemoFuelNorm[];
  /** Large tables: generated lazily on each call, in id order, with flat memory. */
  rides(): Iterable<DemoRide>;
  /** Every GPS point: ride tracks, then the last minutes of the people online now. */
  locationPoints(): Iterable<DemoLocationPoint>;
  /** The GPS track of one ride (a few hundred points in time order). */
  trackForRide(ride: DemoRide): DemoTrackPoint[];
  workDays(): Iterable<DemoWorkDay>;
  fuelings(): Iterable<DemoFueling>;
  tankerFuelings(): Iterable<DemoTankerFueling>;
  vehicleFuelings(): Iterable<DemoVehicleFueling>;
  /** Each vehicle's meter at the end of its shifts in the last two months (a VAT van's after its day's last trip), in time order. */
  meterReadings(): DemoMeterReading[];
  /** Each tanker's starting cargo, counted at the start of the history. */
  readonly tankerStockCounts: DemoTankerStockCount[];
  /** The fuel anomalies planted on purpose: exactly what the anomaly rules find (src/domain/demo/fuel.ts). */
  plantedAnomalies(): PlantedAnomaly[];
  /** Every table in insertion order. */
  tables(): DemoTable[];
}
