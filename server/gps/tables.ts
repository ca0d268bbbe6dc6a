/** Traccar forwarding's tables (migration 2026_11_28_0051_telematics, outside the registry). */
import type { Generated } from 'kysely';

export interface DeviceEventTable {
  id: Generated<number>;
  gps_device: number;
  vehicle: number | null;
  person: number | null;
  /** src/domain/gps/traccar.ts TRACCAR_EVENT_TYPES. */
  type: string;
  /** UTC ISO instant. */
  datetime: string;
  latitude: number | null;
  longitude: number | null;
  driver_unique_id: string | null;
}

export interface FuelLevelChangeTable {
  id: Generated<number>;
  vehicle: number;
  /** src/domain/gps/fuelLevel.ts FuelChangeKind. */
  kind: string;
  datetime: string;
  datetime_end: string;
  litres_before: number;
  litres_after: number;
  latitude: number;
  longitude: number;
}

export interface VehicleFuelStateTable {
  vehicle: number;
  last_at: string;
  stopped: number;
  reference_litres: number | null;
  change: number | null;
}
