/**
 * Table types. Datetimes are UTC ISO strings, booleans 0/1, ids integers, in both dialects. The
 * registry's tables are derived from their declarations (src/domain/resources/rows.ts); the tables
 * outside the registry are declared beside their features and composed here.
 */
import type { Generated } from 'kysely';
import type { ResourceName, resources } from '../../src/domain/resources';
import type { TableRow } from '../../src/domain/resources/rows';
import type { AnomalyExplanationTable, AnomalySettingTable } from '../anomalies/tables';
import type { AttachmentTable } from '../attachments/table';
import type { ChangeEventTable } from '../audit/table';
import type { AppUserSiteTable, AppUserTable, LoginFailureTable, SessionTable } from '../auth/tables';
import type { DemoCompanyTable } from '../demo/table';
import type { DeviceEventTable, FuelLevelChangeTable, VehicleFuelStateTable } from '../gps/tables';
import type { IdempotencyKeyTable } from '../idempotency/table';
import type { DataImportTable } from '../imports/table';
import type { FuelStatementProfileTable, FuelTransactionTable } from '../fuelStatements/tables';
import type { MaintenanceDigestTable } from '../maintenance/digestTable';
import type { MileageEntryTable, MileageMonthTable } from '../mileage/tables';
import type { RepairRequestEventTable } from '../repairs/eventTable';
import type { WorkCardNumberTable } from '../workCards/table';
import type { CompanySettingTable } from './companySettings';

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
  device_event: DeviceEventTable;
  fuel_level_change: FuelLevelChangeTable;
  vehicle_fuel_state: VehicleFuelStateTable;
  company_setting: CompanySettingTable;
  data_import: DataImportTable;
  fuel_statement_profile: FuelStatementProfileTable;
  fuel_transaction: FuelTransactionTable;
  work_card_number: WorkCardNumberTable;
  mileage_month: MileageMonthTable;
  mileage_entry: MileageEntryTable;
}
