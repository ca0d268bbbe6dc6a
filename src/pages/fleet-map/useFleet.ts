/**
 * The fleet of the selected site, live: the snapshot (again every minute, which also mends any
 * change missed), moved on by the changes the live channel brings in between; `now` ticks so that
 * a silent unit turns "no signal" on time.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { applyChanges, type FleetSnapshot, type FleetUnit } from '../../domain/fleet/api';
import type { SatDataProvider } from '../../providers/types';
import { usePositionChanges } from '../../shared/usePositionChanges';
import { useWorkScope } from '../../state/workScope';

const SNAPSHOT_MS = 60_000;
const TICK_MS = 15_000;

export function useNow(every = TICK_MS): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

export function useFleet() {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  const {
    data: snapshot,
    error,
    isPending,
  } = useQuery({
    queryKey: ['fleet', site],
    queryFn: () => dataProvider.getFleet(),
    refetchInterval: SNAPSHOT_MS,
  });
  const [live, setLive] = useState<{ base: FleetSnapshot; units: FleetUnit[] }>();
  usePositionChanges(snapshot?.cursor ?? null, (changes) => {
    if (!snapshot) return;
    setLive((current) => ({ base: snapshot, units: applyChanges(current?.base === snapshot ? current.units : snapshot.units, changes.units) }));
  });
  const units = live && live.base === snapshot ? live.units : snapshot?.units;
  return { units, error, isPending, site };
}
