/** Who is online now, a ride's track, and the server's settings (spec §3, §7). */
import type { GeoPoint } from '../../domain/geo';
import type { AppSettings, OnlinePerson, SatDataProvider } from '../types';
import type { ProviderConfig } from '../config';
import { apiFetch, apiJson } from './http';

/**
 * Coordinates may arrive as strings (spec §3 "Online person"). The points are the ones just parsed
 * from the answer, so they are set in place.
 */
function numericCoordinates<T extends GeoPoint>(points: T[]): T[] {
  for (const point of points) {
    if (typeof point.latitude !== 'number') point.latitude = Number(point.latitude);
    if (typeof point.longitude !== 'number') point.longitude = Number(point.longitude);
  }
  return points;
}

export const activityMethods = ({
  scope,
}: ProviderConfig): Pick<SatDataProvider, 'getOnlinePeople' | 'getRideTrack' | 'getAppSettings' | 'exportPersonPositionsCsv'> => ({
  getOnlinePeople: async () => {
    const { body } = await apiJson<OnlinePerson[]>('/api/online/', { query: { site: scope().site } });
    return numericCoordinates(body);
  },
  getRideTrack: async (rideId) => (await apiFetch(`/api/location-history-for-ride/${rideId}/`)).arrayBuffer(),
  getAppSettings: async () => (await apiJson<AppSettings>('/api/config/')).body,
  exportPersonPositionsCsv: async (person, { from, to }) =>
    (await apiFetch(`/api/persons/${person}/positions/export/`, { query: { date_from: from, date_to: to } })).blob(),
});
