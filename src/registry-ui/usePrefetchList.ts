/**
 * Preloading on intent with zero stale time (spec §2 routing): hovering or focusing a menu entry
 * fetches the first page of its list with the params the list screen starts with, and the lists
 * the registry's `prefetch` names with the params their selects use (employees: the roles).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { getResource } from '../domain/resources';
import { referenceListParams } from './referenceQuery';
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
      const lists: [string, typeof params][] = [
        [resource, params],
        ...(getResource(resource).prefetch ?? []).map((name): [string, typeof params] => [name, referenceListParams(name)]),
      ];
      return Promise.all(
        lists.map(([name, listParams]) =>
          queryClient.prefetchQuery({
            queryKey: [name, 'getList', listParams],
            queryFn: () => dataProvider.getList(name, listParams),
            staleTime: 0,
          }),
        ),
      );
    },
    [queryClient, dataProvider],
  );
}
