/** The month's register for the shared site, and the night; a change of the night refreshes both. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SatDataProvider, WorkingTimeQuery } from '../../providers/types';

export const WORKING_TIME_KEY = ['working-time'] as const;

export function useWorkingTime(query: WorkingTimeQuery) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: [...WORKING_TIME_KEY, 'report', query.month, query.site, query.person ?? null],
    queryFn: () => dataProvider.getWorkingTime(query),
    retry: false,
  });
}
