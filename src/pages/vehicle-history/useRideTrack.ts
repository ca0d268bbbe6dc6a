/** A ride's GPS track in time order (RideTrack), its answer parsed in a worker (rideTrackParser). */
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'ra-core';
import type { SatDataProvider } from '../../providers/types';
import type { RideTrack } from './rideTrack';
import { rideTrackParser } from './rideTrackParser';

const MAX_RETRIES = 2;

/** Asking again helps with a network or server failure, never with an unknown ride (4xx). */
const retry = (failures: number, error: unknown) => failures < MAX_RETRIES && !(error instanceof HttpError && error.status >= 400 && error.status < 500);

async function fetchRideTrack(dataProvider: SatDataProvider, rideId: number): Promise<RideTrack> {
  const parser = rideTrackParser();
  try {
    return await parser.parse(await dataProvider.getRideTrack(rideId));
  } finally {
    parser.stop();
  }
}

export function useRideTrack(rideId: number) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({ queryKey: ['ride-track', rideId], queryFn: () => fetchRideTrack(dataProvider, rideId), retry });
}
