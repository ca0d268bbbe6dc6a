/**
 * Lists that are no registry resource but are read as react-admin lists (issue 29 §5): the
 * accounts (`accounts`) and the change history (`change-history`). `getList` of either name asks
 * the data provider's own method with the list's filter as the query and its page as offset and
 * limit, so that <ListBase> and `useGetList` page them as any list. Both servers answer in their
 * own order (accounts by login, changes newest first) until a header names a column the server
 * sorts by (ACCOUNT_SORT_FIELDS, CHANGE_HISTORY_SORT_FIELDS): then the list's sort is sent.
 */
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'ra-core';
import { ACCOUNT_SORT_FIELDS, type AccountQuery } from '../domain/accounts';
import { CHANGE_HISTORY_SORT_FIELDS, type ChangeHistoryQuery } from '../domain/changeHistory';
import type { OwnListSort, SatDataProvider } from './types';

export const ACCOUNTS_LIST = 'accounts';
export const CHANGE_HISTORY_LIST = 'change-history';

type PagedMethods = Pick<SatDataProvider, 'getAccounts' | 'getChangeHistory'>;

const pageOf = ({ pagination }: Partial<GetListParams>) =>
  pagination ? { offset: (pagination.page - 1) * pagination.perPage, limit: pagination.perPage } : { offset: 0, limit: Number.MAX_SAFE_INTEGER };

/** The list's sort when the server sorts by its column; otherwise none (the server's own order). */
function sortOf<Field extends string>({ sort }: Partial<GetListParams>, fields: readonly Field[]): OwnListSort<Field> | undefined {
  if (!sort || !(fields as readonly string[]).includes(sort.field)) return undefined;
  return { field: sort.field as Field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' };
}

const ownLists: Record<string, (provider: PagedMethods, params: Partial<GetListParams>) => Promise<{ data: RaRecord[]; total: number }>> = {
  [ACCOUNTS_LIST]: (provider, params) => provider.getAccounts((params.filter ?? {}) as AccountQuery, pageOf(params), sortOf(params, ACCOUNT_SORT_FIELDS)),
  [CHANGE_HISTORY_LIST]: (provider, params) =>
    provider.getChangeHistory((params.filter ?? {}) as ChangeHistoryQuery, pageOf(params), sortOf(params, CHANGE_HISTORY_SORT_FIELDS)),
};

/** The provider with `getList` of the own lists; every other resource's goes on as before. */
export function withOwnLists<P extends PagedMethods & Pick<DataProvider, 'getList'>>(provider: P): P {
  const getList = provider.getList.bind(provider);
  return {
    ...provider,
    getList: <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> => {
      const own = ownLists[resource];
      return own ? (own(provider, params) as Promise<GetListResult<R>>) : getList<R>(resource, params);
    },
  };
}
