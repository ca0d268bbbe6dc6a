/**
 * Table types. Datetimes are UTC ISO strings, booleans 0/1, ids integers, in both dialects. The
 * registry's tables are derived from their declarations (src/domain/resources/rows.ts); only
 * tables and columns outside the registry are written here.
 */
import type { Generated } from 'kysely';
import type { ResourceName, resources } from '../../src/domain/resources';
import type { TableRow } from '../../src/domain/resources/rows';
import type { AttachmentTable } from '../attachments/table';
import type { RepairRequestEventTable } from '../repairs/eventTable';
import type { ChangeEventTable } from '../audit/table';
import type { IdempotencyKeyTable } from '../idempotency/table';

type Id = Generated<number>;

/** Columns of registry tables that no declaration holds: written by the server's own code (sign-in, staff roles). */
interface ColumnsOutsideRegistry {
  person: { user_id: number };
}

type RegistryTables = {
  [N in ResourceName as (typeof resources)[N]['table']]: TableRow<N, Id> &
    ((typeof resources)[N]['table'] extends keyof ColumnsOutsideRegistry ? ColumnsOutsideRegistry[(typeof resources)[N]['table']] : Record<never, never>);
};

export type PersonTable = RegistryTables['person'];

export interface AppUserTable {
  id: Id;
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
/** Fuel anomalies' thresholds and explanations (server/anomalies). */
export interface AnomalySettingTable { name: string; value: number }
export interface AnomalyExplanationTable {
  id: Id;
  source: string;
  fueling: number;
  code: string;
  note: string;
  explained_by: number;
  explained_at: string;
}
export interface LoginFailureTable {
  key: string;
  failures: number;
  window_start: string;
}

export interface Database extends RegistryTables {
  app_user: AppUserTable;
  app_user_site: AppUserSiteTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  anomaly_setting: AnomalySettingTable;
  anomaly_explanation: AnomalyExplanationTable;
  attachment: AttachmentTable;
  repair_request_event: RepairRequestEventTable;
  change_event: ChangeEventTable;
  maintenance_digest: MaintenanceDigestTable;
  idempotency_key: IdempotencyKeyTable;
  demo_company: DemoCompanyTable;
}

/** One sending of the maintenance digest per site and company day (migration 2026_11_24_0016). */
export interface MaintenanceDigestTable {
  site: number;
  day: string;
  claimed_at: string;
  sent_at: string | null;
  recipients: number;
}

/** The demo company's mark and its simulation's newest step (migration 2026_11_27_0026, server/demo/). */
export interface DemoCompanyTable {
  id: number;
  seed: number;
  created_at: string;
  last_tick: number;
}
