/**
 * What the phone chooses from (GET /api/field/catalog/): the site's vehicles, materials and
 * places, the fuel places and providers, kept on the phone so that the forms work without
 * signal; and the choices the phone makes for the person (the last vehicle, the nearest place).
 */
import { haversineKm, type GeoPoint } from '../domain/geo';
import type { Catalog, CatalogVehicle } from '../domain/fieldCatalog';
import { callApi, NoConnection } from './api';

const CATALOG = 'sat-field-catalog';
const EMPTY: Catalog = { vehicles: [], materials: [], places: [], petrol_places: [], providers: [] };

export function rememberedCatalog(): Catalog {
  const stored = localStorage.getItem(CATALOG);
  return stored ? (JSON.parse(stored) as Catalog) : EMPTY;
}

/** The catalog from the server, remembered; the remembered one without signal. */
export async function loadCatalog(): Promise<Catalog> {
  try {
    const answer = await callApi<Catalog>('GET', '/api/field/catalog/');
    if (answer.status !== 200) return rememberedCatalog();
    localStorage.setItem(CATALOG, JSON.stringify(answer.body));
    return answer.body;
  } catch (error) {
    if (error instanceof NoConnection) return rememberedCatalog();
    throw error;
  }
}

/** The last vehicle (or tanker) the person chose, preselected next time. */
export const lastChoice = (kind: 'vehicle' | 'tanker'): number | null => Number(localStorage.getItem(`sat-field-last-${kind}`)) || null;
export const rememberChoice = (kind: 'vehicle' | 'tanker', id: number) => localStorage.setItem(`sat-field-last-${kind}`, String(id));

/** "12 · WGR 101K · Volvo FMX 460": fleet number first (what a crew calls a machine by). */
export const vehicleLabel = (vehicle: CatalogVehicle) =>
  [vehicle.fleet_number, vehicle.registration_number, vehicle.vehicle_model].filter((part) => part !== null && part !== '').join(' · ');

const hasPlace = <T extends { latitude: number | null; longitude: number | null }>(item: T): item is T & GeoPoint =>
  item.latitude !== null && item.longitude !== null;

/** The items nearest to the phone first (those without a known place last, in their order); as given without a position. */
export function nearestFirst<T extends { latitude: number | null; longitude: number | null }>(items: readonly T[], position: GeoPoint | null): T[] {
  if (!position) return [...items];
  const distance = (item: T) => (hasPlace(item) ? haversineKm(item, position) : Infinity);
  return items
    .map((item, index) => ({ item, index, km: distance(item) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ item }) => item);
}
