/** The selected site's maintenance report, read again after any save (a service recorded restarts an interval). */
import { useEffect, useRef } from 'react';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SatDataProvider } from '../../providers/types';

export const MAINTENANCE_DUE_KEY = 'maintenance-due';

export function useMaintenanceDue(site: number | null) {
  const dataProvider = useDataProvider<SatDataProvider>();
  const query = useQuery({
    queryKey: [MAINTENANCE_DUE_KEY, site],
    queryFn: () => dataProvider.getMaintenanceDue(site!),
    enabled: site !== null,
  });
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (wasMutating.current && mutating === 0 && site !== null) void refetch();
    wasMutating.current = mutating > 0;
  }, [mutating, refetch, site]);
  return query;
}
