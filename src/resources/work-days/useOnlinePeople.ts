/** People online now on the selected site, refreshed every minute while shown. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';

const REFRESH_MS = 60_000;

export function useOnlinePeople() {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  return useQuery({
    queryKey: ['online', site],
    queryFn: () => dataProvider.getOnlinePeople(),
    refetchInterval: REFRESH_MS,
  });
}
