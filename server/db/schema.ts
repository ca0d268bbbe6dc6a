/** Table types. Datetimes are UTC ISO strings, booleans 0/1, ids integers, in both dialects. */
import type { Generated } from 'kysely';

type Id = Generated<number>;

export interface SiteTable { id: Id; name: string; start_date: string; length: number }
export interface RoleTable { id: Id; name: string; is_staff: number }
export interface AppUserTable {
  id: Id;
  username: string;
  password_hash: string;
  is_staff: number;
  is_active: number;
  created_at: string;
}
export interface PersonTable {
  id: Id;
  first_name: string;
  last_name: string;
  pesel: string | null;
  is_foreigner: number;
  role: number | null;
  site: number | null;
  user_id: number;
}
export interface VehicleTable {
  id: Id;
  site: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
  fuel_capacity: number;
  /** Tonnes a load carries (ładowność), when known. */
  payload_tonnes: number | null;
}
export interface MaterialTable { id: Id; name: string; site: number | null }
export interface PlaceTable {
  id: Id;
  name: string;
  latitude: number | null;
  longitude: number | null;
  site: number | null;
}
export interface PetrolPlaceTable { id: Id; name: string; latitude: number | null; longitude: number | null }
export interface PetrolProviderTable { id: Id; name: string }
export interface FuelingTable {
  id: Id;
  person: number;
  vehicle: number;
  site: number | null;
  datetime: string;
  litres: number;
  price_per_litre: number;
  odometer_state: number;
}
export interface TankerFuelingTable {
  id: Id;
  petrol_place: number;
  provider: number;
  tanker: number;
  datetime: string;
  litres: number;
  latitude: number | null;
  longitude: number | null;
}
export interface VehicleFuelingTable {
  id: Id;
  vehicle: number;
  tanker: number;
  datetime: string;
  litres: number;
  odometer_state: number;
  latitude: number | null;
  longitude: number | null;
}
export interface TankerStockCountTable {
  id: Id;
  tanker: number;
  datetime: string;
  litres: number;
  note: string | null;
}
export interface RideTable {
  id: Id;
  person: number;
  vehicle: number;
  material: number | null;
  start_datetime: string;
  end_datetime: string | null;
  start_place: number | null;
  end_place: number | null;
  site: number | null;
}
export interface LocationPointTable {
  id: Id;
  person: number | null;
  vehicle: number | null;
  ride: number | null;
  datetime: string;
  latitude: number;
  longitude: number;
}
export interface WorkDayTable {
  id: Id;
  person: number;
  datetime_start: string;
  datetime_end: string | null;
  site: number | null;
}
export interface RepairRequestTable {
  id: Id;
  person: number;
  vehicle: number;
  note: string;
  datetime: string;
  site: number | null;
}
export interface SessionTable {
  id_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}
/** Fuel anomalies (issue 13 §2). */
export interface AnomalySettingTable { name: string; value: number }
export interface AnomalyExplanationTable {
  id: Id;
  source: string;
  fueling: number;
  code: string;
  note: string;
  explained_by: number;
  explained_at: string;
}
export interface LoginFailureTable {
  key: string;
  failures: number;
  window_start: string;
}

export interface Database {
  site: SiteTable;
  role: RoleTable;
  app_user: AppUserTable;
  person: PersonTable;
  vehicle: VehicleTable;
  material: MaterialTable;
  place: PlaceTable;
  petrol_place: PetrolPlaceTable;
  petrol_provider: PetrolProviderTable;
  fueling: FuelingTable;
  tanker_fueling: TankerFuelingTable;
  vehicle_fueling: VehicleFuelingTable;
  tanker_stock_count: TankerStockCountTable;
  ride: RideTable;
  location_point: LocationPointTable;
  work_day: WorkDayTable;
  repair_request: RepairRequestTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  // Fuel anomalies (issue 13 §2).
  anomaly_setting: AnomalySettingTable;
  anomaly_explanation: AnomalyExplanationTable;
}
