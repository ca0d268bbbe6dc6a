/**
 * Accounts in the demo (no server): the demo company's logins and the demo's own `admin`, with the
 * API's rules (src/domain/accounts.ts) and its answers; the demo has no sessions to count or end.
 */
import { HttpError } from 'ra-core';
import {
  accountRoleLabel,
  storedRights,
  rightsErrors,
  FIELD_ROLE_FILTER,
  type Account,
  type AccountRights,
  type AccountSortField,
} from '../../domain/accounts';
import type { DemoPerson, DemoUser } from '../../domain/demo/rows';
import { searchWords } from '../../domain/search';
import type { SatDataProvider } from '../types';
import { FAKE_CREDENTIALS } from './authProvider';

/** The demo's logins as the API lists them: a site manager sees the site of their employee record. */
export function demoAccounts(users: readonly DemoUser[], people: readonly DemoPerson[]): Account[] {
  const personOf = new Map(people.map((person) => [person.user_id, person]));
  const accounts = users.map((user): Account => {
    const person = personOf.get(user.id);
    const scoped = user.access_role === 'site_manager' && !user.all_sites && person?.site != null;
    return {
      id: user.id,
      username: user.username,
      first_name: person?.first_name ?? null,
      last_name: person?.last_name ?? null,
      person: person?.id ?? null,
      access_role: user.access_role,
      all_sites: !scoped,
      sites: scoped ? [person!.site as number] : [],
      is_active: user.is_active,
      review: false,
      sessions: 0,
      last_seen_at: null,
    };
  });
  const own: Account = {
    id: Math.max(0, ...users.map((user) => user.id)) + 1,
    username: FAKE_CREDENTIALS.username,
    first_name: null,
    last_name: null,
    person: null,
    access_role: 'administrator',
    all_sites: true,
    sites: [],
    is_active: true,
    review: false,
    sessions: 1,
    last_seen_at: null,
  };
  return [...accounts, own];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'pl');

/** What each sortable column compares, as the server sorts it (server/accounts/repository.ts). */
const compare: Record<AccountSortField, (a: Account, b: Account) => number> = {
  username: (a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
  last_name: (a, b) => byText(a.last_name ?? '', b.last_name ?? '') || byText(a.first_name ?? '', b.first_name ?? ''),
  access_role: (a, b) => byText(accountRoleLabel(a.access_role), accountRoleLabel(b.access_role)),
  is_active: (a, b) => Number(a.is_active) - Number(b.is_active),
  sessions: (a, b) => a.sessions - b.sessions,
};

const fieldErrors = (errors: Record<string, string[]>) => new HttpError(Object.values(errors)[0][0], 400, { detail: Object.values(errors)[0][0], errors });

export function fakeAccounts(accounts: Account[]): Pick<SatDataProvider, 'getAccounts' | 'updateAccount' | 'endAccountSessions'> {
  const find = (id: number) => {
    const account = accounts.find((candidate) => candidate.id === id);
    if (!account) throw new HttpError('Nie znaleziono konta.', 404, { detail: 'Nie znaleziono konta.' });
    return account;
  };
  return {
    getAccounts: async ({ q, access_role, review }, { offset, limit }, sort) => {
      const words = searchWords(q ?? '').map((word) => word.toLocaleLowerCase('pl'));
      const found = accounts
        .filter((account) => !access_role || account.access_role === (access_role === FIELD_ROLE_FILTER ? null : access_role))
        .filter((account) => !review || account.review)
        .filter((account) => {
          const texts = [account.username, account.first_name ?? '', account.last_name ?? ''].map((text) => text.toLocaleLowerCase('pl'));
          return words.every((word) => texts.some((text) => text.includes(word)));
        })
        .sort((a, b) => (sort ? compare[sort.field](a, b) * (sort.order === 'DESC' ? -1 : 1) : 0) || compare.username(a, b) || a.id - b.id);
      return { data: found.slice(offset, offset + limit), total: found.length };
    },
    updateAccount: async (id, given: AccountRights) => {
      const account = find(id);
      const rights = storedRights(account, given);
      const errors = rightsErrors(rights, account.username === FAKE_CREDENTIALS.username);
      if (errors) throw fieldErrors(errors);
      Object.assign(account, rights, { review: false }, !rights.is_active || rights.access_role === null ? { sessions: 0 } : {});
      return { ...account };
    },
    endAccountSessions: async (id) => {
      find(id).sessions = 0;
    },
  };
}
