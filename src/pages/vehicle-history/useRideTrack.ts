/** A ride's GPS track in time order. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { sortByTime } from '../../domain/geo';
import type { SatDataProvider } from '../../providers/types';

export function useRideTrack(rideId: number) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: ['ride-track', rideId],
    queryFn: async () => sortByTime(await dataProvider.getRideTrack(rideId)),
  });
}
