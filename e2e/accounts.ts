/**
 * Dashboard accounts of a given role for the roles walk-throughs (issue 16 §1), written straight
 * into the worker's SQLite database (E2E_DATABASE, set by the worker's server fixture, e2e/fixtures.ts): the server reads an
 * account's role and sites at every request, so a row inserted while it runs signs in at once.
 * Once the accounts API (server/accounts) is on main, it can replace this.
 */
import Database from '../server/db/sqliteDriver';
import type { Access } from '../src/domain/access';
import { hashPassword } from '../server/auth/passwords';
import { uniqueName } from './fixtures';

export interface Account {
  username: string;
  password: string;
}

/** The server's test cost (SCRYPT_LOG_N in e2e/server.ts): a hash keeps its own cost. */
const TEST_LOG_N = 12;

export async function createAccount(prefix: string, access: Access): Promise<Account> {
  const path = process.env.E2E_DATABASE;
  if (!path) throw new Error('E2E_DATABASE is not set (the server fixture of e2e/fixtures.ts sets it)');
  const account = { username: uniqueName(prefix).replace(/\s+/g, '-').toLowerCase(), password: `${prefix}-Haslo-1` };
  const passwordHash = await hashPassword(account.password, TEST_LOG_N);
  const db = new Database(path);
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO app_user (username, password_hash, access_role, all_sites, is_active, created_at) VALUES (?, ?, ?, ?, 1, ?)')
        .run(account.username, passwordHash, access.role, access.sites === null ? 1 : 0, new Date().toISOString());
      const addSite = db.prepare('INSERT INTO app_user_site (app_user, site) VALUES (?, ?)');
      for (const site of access.sites ?? []) addSite.run(lastInsertRowid, site);
    })();
  } finally {
    db.close();
  }
  return account;
}
