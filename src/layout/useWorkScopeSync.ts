/**
 * Keeps the shared site and date range wired into the app: the optional numeric `site` search
 * parameter selects a site, and a change of site or dates refetches the lists they scope.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { resourceList } from '../domain/resources';
import { workScope } from '../state/workScope';

const scopedResources = new Set(resourceList.filter((spec) => spec.siteScoped || spec.dateScoped).map((spec) => spec.name));

export function useWorkScopeSync() {
  const [searchParams] = useSearchParams();
  const siteParam = searchParams.get('site');
  useEffect(() => {
    if (siteParam && /^\d+$/.test(siteParam) && Number(siteParam) > 0) workScope.setSite(Number(siteParam));
  }, [siteParam]);

  const queryClient = useQueryClient();
  useEffect(
    () => workScope.subscribe(() => queryClient.invalidateQueries({ predicate: (query) => scopedResources.has(String(query.queryKey[0])) })),
    [queryClient],
  );
}
