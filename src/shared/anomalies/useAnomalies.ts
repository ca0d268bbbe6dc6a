/** The anomalies of the shared site and date range, one query per scope (the page and the fuelings lists' chips share it). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';

/** Query keys start with this: an explanation or a settings change refreshes every list of anomalies. */
export const ANOMALIES_KEY = 'fuel-anomalies';

export function useAnomalies(includeExplained: boolean) {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  const query = useQuery({
    queryKey: [ANOMALIES_KEY, site, from && paddedDay(from), to && paddedDay(to), includeExplained],
    queryFn: () => dataProvider.getAnomalies({ site, from: from!, to: to!, includeExplained }),
    enabled: Boolean(from && to),
    retry: false,
  });
  return { ...query, hasRange: Boolean(from && to) };
}
