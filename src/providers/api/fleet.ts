/** The fleet map's calls (docs/api.md "Fleet"): the site's units, the changes after a cursor, a unit's day. */
import type { FleetChanges, FleetDay, FleetSnapshot } from '../../domain/fleet/api';
import type { ProviderConfig } from '../config';
import type { SatDataProvider } from '../types';
import { apiJson } from './http';

const UNIT_PATHS = { vehicle: 'vehicles', person: 'people' } as const;

export const fleetMethods = ({ scope }: ProviderConfig): Pick<SatDataProvider, 'getFleet' | 'getFleetChanges' | 'getFleetDay'> => ({
  getFleet: async () => (await apiJson<FleetSnapshot>('/api/fleet/', { query: { site: scope().site } })).body,
  getFleetChanges: async (since) => (await apiJson<FleetChanges>('/api/fleet/changes/', { query: { site: scope().site, since } })).body,
  getFleetDay: async ({ kind, id, date }) => (await apiJson<FleetDay>(`/api/fleet/${UNIT_PATHS[kind]}/${id}/day/`, { query: { date } })).body,
});
