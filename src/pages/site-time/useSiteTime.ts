/**
 * The page's two reports for the shared site and date range. Their keys begin with `sites`: a
 * boundary saved in a site's dialog refreshes them; a change of the working hours refreshes the
 * anomalies.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';

export const SITE_TIME_KEY = ['sites', 'site-time'] as const;
export const WORKING_HOURS_KEY = [...SITE_TIME_KEY, 'working-hours'] as const;

export function useSiteTime() {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  const query = from && to ? { site, from, to } : null;
  const days = [site, from && paddedDay(from), to && paddedDay(to)];
  const time = useQuery({
    queryKey: [...SITE_TIME_KEY, 'report', ...days],
    queryFn: () => dataProvider.getSiteTime(query!),
    enabled: query !== null,
    retry: false,
  });
  const anomalies = useQuery({
    queryKey: [...WORKING_HOURS_KEY, 'anomalies', ...days],
    queryFn: () => dataProvider.getPositionAnomalies(query!),
    enabled: query !== null,
    retry: false,
  });
  return { query, time, anomalies };
}
