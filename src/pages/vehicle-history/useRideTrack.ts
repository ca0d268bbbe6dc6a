/** A ride's GPS track in time order. */
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'ra-core';
import { sortByTime } from '../../domain/geo';
import type { SatDataProvider } from '../../providers/types';

const MAX_RETRIES = 2;

/** Asking again helps with a network or server failure, never with an unknown ride (4xx). */
const retry = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && !(error instanceof HttpError && error.status >= 400 && error.status < 500);

export function useRideTrack(rideId: number) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: ['ride-track', rideId],
    queryFn: async () => sortByTime(await dataProvider.getRideTrack(rideId)),
    retry,
  });
}
