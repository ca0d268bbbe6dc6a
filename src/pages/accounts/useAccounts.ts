/** The accounts page's data: a page of accounts, the sites by id, and the key writes refresh. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'ra-core';
import type { AccountQuery } from '../../domain/accounts';
import { getResource } from '../../domain/resources';
import type { SatDataProvider } from '../../providers/types';

export const ACCOUNTS_KEY = 'accounts';
export const ACCOUNT_PAGE_ROWS = 50;
const ALL_SITES = { page: 1, perPage: 500 };

export function useAccounts(query: AccountQuery, page: number) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: [ACCOUNTS_KEY, query, page],
    queryFn: () => dataProvider.getAccounts(query, { offset: (page - 1) * ACCOUNT_PAGE_ROWS, limit: ACCOUNT_PAGE_ROWS }),
    placeholderData: keepPreviousData,
  });
}

/** Every site (the ones in use), by name: what an account's sites are chosen from and named by. */
export function useSites() {
  const { data = [] } = useGetList('sites', { pagination: ALL_SITES, sort: getResource('sites').defaultSort });
  return data as Array<{ id: number; name: string }>;
}
