/**
 * Dashboard accounts of a given role and sites (issue 16 §1), written straight into the test
 * server's database (the accounts API is not needed to test what a role may do), and a client
 * signed in as one.
 */
import type { AccessRole } from '../../src/domain/access';
import { hashPassword } from '../../server/auth/passwords';
import { loginSession, type Client, type TestServer } from './server';

export interface AccountOptions {
  /** The dashboard role. */
  role: AccessRole;
  /** The account's sites, or 'all' (every site; an administrator always sees every site). Default: 'all'. */
  sites?: number[] | 'all';
}

export interface TestAccount {
  id: number;
  username: string;
  password: string;
}

let accounts = 0;

/** Stores an active account with the role and sites (no employee record). */
export async function createAccount(server: TestServer, { role, sites = 'all' }: AccountOptions): Promise<TestAccount> {
  accounts += 1;
  const username = `${role}.${accounts}`;
  const password = `haslo-${role}-${accounts}`;
  const { db } = server.database;
  const { id } = await db
    .insertInto('app_user')
    .values({
      username,
      password_hash: await hashPassword(password),
      access_role: role,
      all_sites: sites === 'all' ? 1 : 0,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (sites !== 'all' && sites.length) {
    await db
      .insertInto('app_user_site')
      .values(sites.map((site) => ({ app_user: Number(id), site })))
      .execute();
  }
  return { id: Number(id), username, password };
}

/**
 * A new account of the role and sites, signed in like the dashboard (session cookie, XSRF header,
 * Origin): `const { client } = await loginAs(server, { role: 'site_manager', sites: [company.site] })`.
 */
export async function loginAs(server: TestServer, options: AccountOptions): Promise<TestAccount & { client: Client }> {
  const account = await createAccount(server, options);
  const { client } = await loginSession(server.url, account.username, account.password);
  return { ...account, client };
}
