/**
 * The accounts' and sessions' tables (outside the registry; server/db/schema.ts composes them):
 * logins, the sites of a scoped account, sessions and login throttling.
 */
import type { Generated } from 'kysely';

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** administrator, site_manager or office (src/domain/access.ts); NULL: a field-only account. */
  access_role: string | null;
  /** 1: every site; 0: the sites in app_user_site. */
  all_sites: Generated<number>;
  /** 1: administrator access given unasked by a staff job role, for an administrator to review (migration 2026_11_27_0025). */
  access_review: Generated<number>;
  is_active: number;
  created_at: string;
}

/** The sites of an account that does not see every site (migration 2026_11_25_0022). */
export interface AppUserSiteTable {
  app_user: number;
  site: number;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** 'dashboard' or 'field' (migration 2026_11_28_0029). */
  kind: Generated<string>;
}

export interface LoginFailureTable {
  key: string;
  failures: number;
  window_start: string;
}
