/**
 * Preloading on intent with zero stale time (spec §2 routing): hovering or focusing a menu entry
 * fetches the first page of its list with the params the list screen starts with.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { getResource } from '../domain/resources';
import { DEFAULT_PAGE_SIZE } from './TableFooter';

export function usePrefetchList() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return useCallback(
    (resource: string) => {
      const params = {
        pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
        sort: getResource(resource).defaultSort,
        filter: {},
        meta: undefined,
      };
      return queryClient.prefetchQuery({
        queryKey: [resource, 'getList', params],
        queryFn: () => dataProvider.getList(resource, params),
        staleTime: 0,
      });
    },
    [queryClient, dataProvider],
  );
}
