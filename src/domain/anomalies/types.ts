/**
 * Fuel anomalies (issue "Fuel and haul intelligence" §2): what the rules read and what they flag.
 * The rules are the reference definition; the server gathers the same rows with SQL and runs them.
 */
import type { FuelThresholds } from '../reports/fuelLog';
import type { ApiRow } from '../resources/rows';

/** The table a flagged fueling lives in. */
export type AnomalySource = 'fueling' | 'vehicle_fueling' | 'tanker_fueling' | 'fuel_level_change';

export const ANOMALY_CODES = [
  'over_capacity',
  'window_over_capacity',
  'odometer_backwards',
  'odometer_jump',
  'consumption',
  'gps_far',
  'price_band',
  'stationary_fuel_drop',
  'unlogged_refuel',
  'card_other_vehicle',
  'vehicle_elsewhere',
] as const;
export type AnomalyCode = (typeof ANOMALY_CODES)[number];

export interface AnomalyVehicle {
  id: number;
  vehicle_type: string;
  fuel_capacity: number;
  fleet_number?: number;
  registration_number?: string;
}

// The fuelings' columns the rules read, as the registry declares them (rows.ts): a column changed
// there changes the rules' input here.

/** A station fueling (`fueling`). */
export type StationFueling = Pick<ApiRow<'fueling'>, 'id' | 'vehicle' | 'datetime' | 'litres' | 'odometer_state' | 'price_per_litre'>;

/** A tanker-to-machine fueling (`vehicle_fueling`). */
export type MachineFueling = Pick<ApiRow<'vehicle-fueling'>, 'id' | 'vehicle' | 'tanker' | 'datetime' | 'litres' | 'odometer_state' | 'latitude' | 'longitude'>;

/** A delivery into a tanker (`tanker_fueling`). */
export type TankerDelivery = Pick<ApiRow<'tanker-fueling'>, 'id' | 'tanker' | 'datetime' | 'litres'>;

/** A GPS fix of a vehicle (`location_point` with its vehicle). */
export interface VehicleFix {
  vehicle: number;
  datetime: string;
  latitude: number;
  longitude: number;
}

/** A rise or fall of a tank a tracker saw while the engine was stopped (`fuel_level_change`, src/domain/gps/fuelLevel.ts). */
export interface FuelLevelChange {
  id: number;
  vehicle: number;
  kind: 'refuel' | 'drop';
  datetime: string;
  datetime_end: string;
  litres_before: number;
  litres_after: number;
  latitude: number;
  longitude: number;
}

/** A station price of any vehicle of the company, for the month's price band. */
export interface StationPrice {
  datetime: string;
  price_per_litre: number;
}

/** A statement's fuel transaction whose card's vehicle is not the vehicle its plate names (server/fuelStatements). */
export interface CardUse {
  /** The station fueling it became (on the card's vehicle). */
  fueling: number;
  vehicle: number;
  datetime: string;
  card_fleet_number: number;
  used_fleet_number: number;
}

/** A statement's fuel transaction that became a station fueling, with the station the statement names (server/fuelStatements). */
export interface StationTransaction {
  /** The station fueling it became. */
  fueling: number;
  vehicle: number;
  datetime: string;
  station_name: string | null;
  station_address: string | null;
}

/** A "Miejsca Paliwa" row (`petrol_place`): a station whose coordinates SAT knows. */
export interface PetrolPlacePoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface AnomalyInput {
  vehicles: readonly AnomalyVehicle[];
  /** Every station fueling of the vehicles (their whole history: the baseline needs it). */
  fuelings: readonly StationFueling[];
  /** Every tanker-to-machine fueling of the vehicles (whole history). */
  vehicleFuelings: readonly MachineFueling[];
  /** Deliveries into the tankers among the vehicles (at least the period and a window before it). */
  tankerFuelings: readonly TankerDelivery[];
  /**
   * GPS fixes of the vehicles and tankers (at least within FIX_WINDOW_MINUTES of the period's tanker
   * fuelings and within STATION_FIX_WINDOW_MINUTES of its statement transactions).
   */
  fixes: readonly VehicleFix[];
  /** Station prices of the whole company in the company months the period touches. */
  prices: readonly StationPrice[];
  /** The trackers' tank changes of the vehicles in the period (none without trackers). */
  fuelLevelChanges?: readonly FuelLevelChange[];
  /** Statements' transactions whose card belongs to another vehicle than the plate names (./cards.ts; none without statements). */
  cardUses?: readonly CardUse[];
  /** Statements' fuel transactions naming a station (./station.ts; none without statements). */
  stationTransactions?: readonly StationTransaction[];
  /** The petrol places a statement's station is matched to (./station.ts). */
  petrolPlaces?: readonly PetrolPlacePoint[];
  /** Fuelings at or after this instant and before `toIso` are checked (UTC ISO). */
  fromIso: string;
  toIso: string;
  thresholds: FuelThresholds;
}

/** The numbers behind a reason, and the text it names (a statement's station). */
export type AnomalyValues = Record<string, number | string | null>;

export interface Anomaly {
  /** `<source>-<fueling id>-<code>`, stable: explanations are keyed by it. */
  id: string;
  source: AnomalySource;
  fueling: number;
  vehicle: number;
  datetime: string;
  code: AnomalyCode;
  /** Why, in Polish, with the numbers. */
  reason: string;
  /** The numbers behind the reason. */
  values: AnomalyValues;
}

/** A rule's finding before it is named and dated. */
export interface Flag {
  source: AnomalySource;
  fueling: number;
  vehicle: number;
  datetime: string;
  code: AnomalyCode;
  values: AnomalyValues;
}

export const anomalyId = (source: AnomalySource, fueling: number, code: AnomalyCode): string => `${source}-${fueling}-${code}`;

/** The input's half-open period as a check of UTC ISO instants (its bounds parsed once). */
export function periodCheck(input: Pick<AnomalyInput, 'fromIso' | 'toIso'>): (datetime: string) => boolean {
  const from = Date.parse(input.fromIso);
  const to = Date.parse(input.toIso);
  return (datetime) => {
    const at = Date.parse(datetime);
    return at >= from && at < to;
  };
}
