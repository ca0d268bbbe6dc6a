/**
 * What the database holds beyond the resource declarations, kept by hand-written migrations: the
 * registry/migration comparison (./compare.ts) leaves these alone. A feature that adds its own
 * tables with a hand-written migration lists them here.
 */

/** Sign-in, its throttle, and Kysely's own migration bookkeeping. */
export const TABLES_OUTSIDE_REGISTRY: readonly string[] = [
  'app_user',
  'session',
  'login_failure',
  'kysely_migration',
  'kysely_migration_lock',
  // Fuel anomalies' thresholds and explanations (2026_11_24_0006_anomalies).
  'anomaly_setting',
  'anomaly_explanation',
  // Files of `file` fields (2026_11_24_0012_attachments).
  'attachment',
  // The maintenance digest's sendings per site and day (2026_11_24_0016_maintenance_digest).
  'maintenance_digest',
  // History of repair requests (2026_11_24_0018_repair_request_event).
  'repair_request_event',
  // The change history (2026_11_24_0021_change_history).
  'change_event',
  // The sites of accounts that do not see every site (2026_11_25_0022_access_roles).
  'app_user_site',
  // Idempotency keys of unsafe requests (2026_11_27_0027_idempotency_keys).
  'idempotency_key',
  // The demo company's mark and its simulation steps (2026_11_27_0026_demo_company).
  'demo_company',
  // Traccar's device events and the tank's changes (2026_11_28_0051_telematics).
  'device_event',
  'fuel_level_change',
  'vehicle_fuel_state',
  // Company-wide settings such as the working hours (2026_11_28_0071_company_settings).
  'company_setting',
  // Imports of files, to be undone (2026_11_28_0160_data_imports).
  'data_import',
  // Fuel-card statements: issuers' column layouts and the transactions read (2026_11_28_0181_fuel_statements).
  'fuel_statement_profile',
  'fuel_transaction',
  // Work cards' numbers per vehicle and year (2026_11_28_0150_work_card_numbers).
  'work_card_number',
  // The VAT mileage register's closed months and entries (2026_11_28_0156_mileage_register).
  'mileage_month',
  'mileage_entry',
];

/** Columns of registry tables that no declaration holds (typed in server/db/schema.ts). */
export const COLUMNS_OUTSIDE_REGISTRY: Readonly<Record<string, readonly string[]>> = {
  person: ['user_id'],
};
