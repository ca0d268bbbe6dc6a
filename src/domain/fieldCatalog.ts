/** What the field app chooses from (GET /api/field/catalog/): the server answers it, the phone keeps it for offline use. */

/** A vehicle as the phone chooses it; its last known place is where a tanker last fueled it (machines stay put). */
export interface CatalogVehicle {
  id: number;
  fleet_number: number | null;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface NamedPlace {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Catalog {
  vehicles: CatalogVehicle[];
  materials: Array<{ id: number; name: string }>;
  places: NamedPlace[];
  petrol_places: NamedPlace[];
  providers: Array<{ id: number; name: string }>;
}
