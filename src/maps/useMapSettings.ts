/** The map settings from the server (`GET /api/config/`: the tile URL), fetched once per session. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SatDataProvider } from '../providers/types';

export function useMapSettings() {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: () => dataProvider.getAppSettings(),
    staleTime: Infinity,
  });
}
