/**
 * People online now on the selected site: refreshed every minute while shown, and at once when the
 * live channel brings a person's position (issue 31 §3).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SatDataProvider } from '../../providers/types';
import { usePositionChanges } from '../../shared/usePositionChanges';
import { useWorkScope } from '../../state/workScope';

const REFRESH_MS = 60_000;

export function useOnlinePeople() {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  const query = useQuery({
    queryKey: ['online', site],
    queryFn: () => dataProvider.getOnlinePeople(),
    refetchInterval: REFRESH_MS,
  });
  const { refetch } = query;
  usePositionChanges(
    undefined,
    (changes) => {
      if (changes.units.some((unit) => unit.key.startsWith('person-'))) void refetch();
    },
    // A position stored between the first load and the channel's start is in the list loaded now.
    () => void refetch(),
  );
  return query;
}
