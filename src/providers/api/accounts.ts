/** Accounts and their rights (issue 16 §1): a page of accounts, a change of rights, ending sessions. */
import { ACCOUNTS_PATH, accountSessionsPath, type Account } from '../../domain/accounts';
import type { SatDataProvider } from '../types';
import { apiFetch, apiJson } from './http';
import { TOTAL_HEADER } from './records';

export const accountMethods = (): Pick<SatDataProvider, 'getAccounts' | 'updateAccount' | 'endAccountSessions'> => ({
  getAccounts: async (query, { offset, limit }, sort) => {
    const { body, headers } = await apiJson<Account[]>(ACCOUNTS_PATH, {
      query: { ...query, ...(sort && { _sort: sort.field, _order: sort.order }), _start: offset, _end: offset + limit },
    });
    return { data: body, total: Number(headers.get(TOTAL_HEADER) ?? body.length) };
  },
  updateAccount: async (id, rights) => (await apiJson<Account>(`${ACCOUNTS_PATH}${id}/`, { method: 'PUT', body: rights })).body,
  endAccountSessions: async (id) => {
    await apiFetch(accountSessionsPath(id), { method: 'DELETE' });
  },
});
