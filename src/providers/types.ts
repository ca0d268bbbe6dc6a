import type { Account, AccountQuery, AccountRights, AccountSortField } from '../domain/accounts';
import type { ChangeEvent, ChangeHistoryQuery, ChangeHistorySortField } from '../domain/changeHistory';
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { RepairHistoryEvent } from '../domain/repairs/history';
import type { AttachmentRef } from '../domain/fields';
import type { UploadOptions } from './api/uploadAttachment';
import type { AnomalyList, VehicleAnomaly } from '../domain/anomalies/explanations';
import type { PositionAnomalyList, SiteTimeReport } from '../domain/sites/siteTimeReport';
import type { WorkingHours } from '../domain/sites/workingHours';
import type { NightHours } from '../domain/workTime/nightHours';
import type { WorkingTimeReport } from '../domain/workTime/report';
import type { FuelSettlementReport } from '../domain/fuelNorms/report';
import type { WorkCardsReport } from '../domain/workCards/report';
import type { MileageEntry, MileageRegisterReport } from '../domain/mileage/register';
import type { FleetChanges, FleetDay, FleetSnapshot, FleetUnitKind } from '../domain/fleet/api';
import type { ConsumptionReport, ConsumptionTrend } from '../domain/reports/consumption';
import type { FuelThresholds } from '../domain/reports/fuelLog';
import type { HaulReportAnswer } from '../domain/reports/haul';
import type { MaintenanceDue } from '../domain/maintenance/due';
import type { HaulCsvTable } from '../domain/reports/haulCsv';
import type { SiteReport } from '../domain/reports/siteReport';
import type { SiteReportTable } from '../domain/reports/siteReportCsv';
import type { TankerLedger } from '../domain/reports/tankerLedger';
import { resourceList, type ResourceName, type resources } from '../domain/resources';
import type { ShownList } from '../state/shownLists';

/** The column a server list is sorted by, as react-admin names it (sent as `_sort`/`_order`). */
export interface OwnListSort<Field extends string = string> {
  field: Field;
  order: 'ASC' | 'DESC';
}

/** The app's data provider: react-admin's methods plus the CSV exports, online people and ride tracks of spec §7. */
export interface SatDataProvider extends DataProvider {
  /**
   * The CSV export of a resource: the rows its list shows for the current site (and date range,
   * where the list follows it), with the list's filters, search and sort when given.
   */
  exportCsv(resource: CsvExportResource, list?: ShownList): Promise<Blob>;
  /** People online now on the selected site (every site when none is selected). */
  getOnlinePeople(): Promise<OnlinePerson[]>;
  /**
   * A ride's GPS track as the API's JSON bytes, unparsed: the ride map parses them off the main
   * thread. Rejects with a 404 HttpError when there is no such ride.
   */
  getRideTrack(rideId: number): Promise<ArrayBuffer>;
  /** The server's settings for the app: map tiles and the company's time zone. */
  getAppSettings(): Promise<AppSettings>;
  /** One person's stored GPS positions over company days `from`..`to` (yyyy-MM-dd) as CSV (issue 31 §5); administrators only. */
  exportPersonPositionsCsv(person: number, days: { from: string; to: string }): Promise<Blob>;
  // The fleet live (issue 31 §3).
  /** The selected site's vehicles and tracked people at their last position (every site's when none is selected). */
  getFleet(): Promise<FleetSnapshot>;
  /** The positions of the selected site stored after `since` (a cursor of an earlier answer); without one, only the cursor. */
  getFleetChanges(since: number | undefined): Promise<FleetChanges>;
  /** One company day (yyyy-MM-dd, today when omitted) of a vehicle or a tracked person. */
  getFleetDay(query: FleetDayQuery): Promise<FleetDay>;
  /** Stores a file for a `file` field, not yet linked (the record's save links it); the API provider only. */
  uploadAttachment?(file: File, options?: UploadOptions): Promise<AttachmentRef>;
  /** Archives a row of an archivable resource (issue 16 §3) and answers it; the API provider only. */
  archive?(resource: string, id: Identifier): Promise<RaRecord>;
  /** Restores an archived row and answers it; the API provider only. */
  restore?(resource: string, id: Identifier): Promise<RaRecord>;
  /** A tanker's ledger over the company days `from`..`to` (browser Dates at local midnight). */
  getTankerLedger(query: TankerLedgerQuery): Promise<TankerLedgerReport>;
  /** The tanker ledger as CSV (the exports' rules). */
  exportTankerLedgerCsv(query: TankerLedgerQuery): Promise<Blob>;
  // Consumption per machine (issue "Fuel and haul intelligence" §3).
  /** The consumption ranking of a site's vehicles (every site's for null) over the company days `from`..`to`. */
  getConsumption(query: ConsumptionQuery): Promise<ConsumptionReport>;
  /** One vehicle's consumption and intervals over the company days `from`..`to`. */
  getConsumptionTrend(query: ConsumptionTrendQuery): Promise<ConsumptionTrendReport>;
  /** The consumption ranking as CSV (the exports' rules). */
  exportConsumptionCsv(query: ConsumptionQuery): Promise<Blob>;
  /** A site's report over the company days `from`..`to`. */
  getSiteReport(query: SiteReportQuery): Promise<SiteReport>;
  /** One table of a site's report as CSV. */
  exportSiteReportCsv(query: SiteReportQuery & { table: SiteReportTable }): Promise<Blob>;
  // Haul productivity (issue 13 §4).
  /** The haul report of a site (every site: null) over the company days `from`..`to`. */
  getHaulReport(query: HaulQuery): Promise<HaulReportAnswer>;
  /** One table of the haul report as a CSV file. */
  exportHaulCsv(query: HaulQuery, table: HaulCsvTable): Promise<Blob>;
  // Fuel anomalies (issue 13 §2, docs/api.md "Anomalies").
  /** The anomalies of the site's (every site's when null) fuelings over the company days `from`..`to`. */
  getAnomalies(query: AnomalyQuery): Promise<AnomalyListReport>;
  /** Marks an anomaly explained with a note (by the logged-in user). */
  explainAnomaly(anomaly: string, note: string): Promise<void>;
  /** Withdraws an anomaly's explanation. */
  withdrawAnomalyExplanation(anomaly: string): Promise<void>;
  /** The anomaly list (explained ones too when asked for) as CSV. */
  exportAnomaliesCsv(query: AnomalyQuery): Promise<Blob>;
  getAnomalySettings(): Promise<FuelThresholds>;
  // Where the sites are (issue 31 §4, docs/api.md "Site time").
  /** Each vehicle's entries, exits and time per day on the sites with a boundary (the site's vehicles; every site's when null). */
  getSiteTime(query: SiteTimeQuery): Promise<SiteTimeReport>;
  /** The same per day, vehicle and site as CSV. */
  exportSiteTimeCsv(query: SiteTimeQuery): Promise<Blob>;
  /** Vehicles leaving their site's boundary or moving outside the working hours. */
  getPositionAnomalies(query: SiteTimeQuery): Promise<PositionAnomalyList>;
  exportPositionAnomaliesCsv(query: SiteTimeQuery): Promise<Blob>;
  getWorkingHours(): Promise<WorkingHours>;
  /** Changes the working hours (administrators); rejects with the server's field messages. */
  saveWorkingHours(hours: Partial<WorkingHours>): Promise<WorkingHours>;
  // Working time (issue 33 §1, docs/api.md "Working time").
  /** The month's people with their totals; with a person, also their register sheet. */
  getWorkingTime(query: WorkingTimeQuery): Promise<WorkingTimeReport>;
  /** The same table (the register sheet when a person is given) as CSV. */
  exportWorkingTimeCsv(query: WorkingTimeQuery): Promise<Blob>;
  /** The same table as XLSX (made by the server). */
  exportWorkingTimeXlsx(query: WorkingTimeQuery): Promise<Blob>;
  getNightHours(): Promise<NightHours>;
  /** Changes the night by its start (administrators); rejects with the server's field messages. */
  saveNightHours(night: { start: string }): Promise<NightHours>;
  // Fuel settled against the norms (issue 33 §2, docs/api.md "Fuel settlement").
  /** The month's vehicles of the site (every vehicle when none) settled against the norms. */
  getFuelSettlement(query: FuelSettlementQuery): Promise<FuelSettlementReport>;
  /** The same table as CSV. */
  exportFuelSettlementCsv(query: FuelSettlementQuery): Promise<Blob>;
  /** The same table as XLSX (made by the server). */
  exportFuelSettlementXlsx(query: FuelSettlementQuery): Promise<Blob>;
  // Work cards (issue 33 §3, docs/api.md "Work cards").
  /** The cards of a site's vehicles (or one vehicle's) over the days. */
  getWorkCards(query: WorkCardsQuery): Promise<WorkCardsReport>;
  /** The same cards as CSV, one row a card. */
  exportWorkCardsCsv(query: WorkCardsQuery): Promise<Blob>;
  /** Every card of the site's month as one PDF (made by the server). */
  exportWorkCardsPdf(query: { site: number; month: string }): Promise<Blob>;
  // The VAT mileage register (issue 33 §4, docs/api.md "Mileage register").
  /** A vehicle's month: numbered trips and corrections, odometer, totals. */
  getMileageRegister(query: MileageQuery): Promise<MileageRegisterReport>;
  exportMileageRegisterCsv(query: MileageQuery): Promise<Blob>;
  /** The same table as XLSX (made by the server). */
  exportMileageRegisterXlsx(query: MileageQuery): Promise<Blob>;
  /** Closes the month (its entries stored for good); rejects with the server's Polish 409. */
  closeMileageMonth(query: MileageQuery): Promise<MileageRegisterReport>;
  /** Adds a correction of a stored entry: a new entry in the first month not closed. */
  addMileageCorrection(correction: MileageCorrection): Promise<MileageEntry>;
  /** Sets a ride's purpose while its month is open; rejects with a Polish 409 once closed. */
  setRidePurpose(ride: number, purpose: string | null): Promise<{ ride: number; purpose: string | null }>;
  // Maintenance (issue 15 §2, §4, docs/api.md "Maintenance").
  /** A site's services due or overdue and its documents ending within the warning window, today. */
  getMaintenanceDue(site: number): Promise<MaintenanceDue>;
  /** The same as CSV. */
  exportMaintenanceDueCsv(site: number): Promise<Blob>;
  saveAnomalySettings(thresholds: Partial<Record<keyof FuelThresholds, number | string>>): Promise<FuelThresholds>;
  // Repair requests as a workflow (issue 15 §3, docs/api.md "Repair requests").
  /** Changes a request's status, assignee, cost, closing note, photos (form values); rejects with the server's field messages. */
  changeRepair(id: Identifier, values: Record<string, unknown>): Promise<RaRecord>;
  /** A request's history, oldest first. */
  getRepairHistory(id: Identifier): Promise<RepairHistoryEvent[]>;
  /** The requests of the selected site (every site when none) with status, assignee and cost, as CSV. */
  exportRepairsCsv(): Promise<Blob>;
  // Change history (issue 16 §2, docs/api.md "Change history").
  /** A page of the history, newest first (or by a column), and how many changes match. */
  getChangeHistory(
    query: ChangeHistoryQuery,
    page: { offset: number; limit: number },
    sort?: OwnListSort<ChangeHistorySortField>,
  ): Promise<{ data: ChangeEvent[]; total: number }>;
  /** The matching history as CSV. */
  exportChangeHistoryCsv(query: ChangeHistoryQuery): Promise<Blob>;
  // Accounts and their rights (issue 16 §1, docs/api.md "Accounts"), administrators only.
  /** A page of the accounts by login (or by a column, then login), and how many match. */
  getAccounts(query: AccountQuery, page: { offset: number; limit: number }, sort?: OwnListSort<AccountSortField>): Promise<{ data: Account[]; total: number }>;
  /** Changes an account's role, sites and activity; rejects with the server's field messages. */
  updateAccount(id: number, rights: AccountRights): Promise<Account>;
  /** Ends every session of an account. */
  endAccountSessions(id: number): Promise<void>;
}

// Haul productivity (issue 13 §4).
export interface HaulQuery {
  site: number | null;
  from: Date;
  to: Date;
}

export interface SiteReportQuery {
  site: number;
  from: Date;
  to: Date;
}

// Where the sites are (issue 31 §4).
export interface SiteTimeQuery {
  site: number | null;
  from: Date;
  to: Date;
}
export type { SiteTimeReport, PositionAnomalyList, WorkingHours };

// Working time (issue 33 §1).
export interface WorkingTimeQuery {
  /** yyyy-MM. */
  month: string;
  site: number | null;
  person?: number;
}
export type { WorkingTimeReport, NightHours };

// Fuel settled against the norms (issue 33 §2).
export interface FuelSettlementQuery {
  /** yyyy-MM. */
  month: string;
  site: number | null;
}
export type { FuelSettlementReport };
// Work cards (issue 33 §3).
export interface WorkCardsQuery {
  site?: number;
  vehicle?: number;
  /** yyyy-MM-dd. */
  date_from: string;
  date_to: string;
}
export type { WorkCardsReport };
// The VAT mileage register (issue 33 §4).
export interface MileageQuery {
  vehicle: number;
  /** yyyy-MM. */
  month: string;
}
export interface MileageCorrection {
  entry: number;
  date?: string | null;
  purpose?: string | null;
  from_place?: string | null;
  to_place?: string | null;
  km?: number | null;
  driver?: string | null;
  reason: string;
}
export type { MileageEntry, MileageRegisterReport };

// Fuel anomalies (issue 13 §2).
export interface AnomalyQuery {
  site: number | null;
  from: Date;
  to: Date;
  includeExplained: boolean;
}

export type AnomalyListReport = AnomalyList;
export type { VehicleAnomaly, ConsumptionReport };

export interface TankerLedgerQuery {
  tanker: number;
  from: Date;
  to: Date;
}

/** GET /api/reports/tanker-ledger/ (docs/api.md "Reports"). */
export interface TankerLedgerReport extends TankerLedger {
  tanker: { id: number; fleet_number: number; registration_number: string; vehicle_model: string; site: number; site_name: string | null };
  date_from: string;
  date_to: string;
}

// Consumption per machine (issue "Fuel and haul intelligence" §3).
export interface ConsumptionQuery {
  site: number | null;
  from: Date;
  to: Date;
}

export interface FleetDayQuery {
  kind: FleetUnitKind;
  id: number;
  date?: string;
}

export interface ConsumptionTrendQuery {
  vehicle: number;
  from: Date;
  to: Date;
}

/** GET /api/reports/consumption/{vehicle}/trend/ (docs/api.md "Reports"). */
export interface ConsumptionTrendReport extends ConsumptionTrend {
  date_from: string;
  date_to: string;
}

/** Someone online now (spec §3 "Online person"), at their last location. */
export interface OnlinePerson {
  id: number;
  first_name: string;
  last_name: string;
  latitude: number;
  longitude: number;
}

export interface AppSettings {
  /** Tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  tileUrl: string;
  /** The company's IANA time zone, e.g. Europe/Warsaw. */
  timeZone: string;
  /** Days before a document's end when lists warn (DOCUMENT_WARNING_DAYS); older servers send none. */
  documentWarningDays?: number;
  /** Days raw GPS positions are kept (POSITION_RETENTION_DAYS); older servers send none. */
  positionRetentionDays?: number;
}

/** getList `meta` asking for each person's latest work day only (spec §2 /work-days, §4). */
export const LATEST_PER_PERSON = { latestPerPerson: true } as const;

export const wantsLatestPerPerson = (meta: unknown): boolean => (meta as Partial<typeof LATEST_PER_PERSON> | undefined)?.latestPerPerson === true;

/** Screens with a CSV export button (spec §2 header): the resources that declare a `csvExport`. */
export type CsvExportResource = { [N in ResourceName]: (typeof resources)[N] extends { csvExport: object } ? N : never }[ResourceName];
export const csvExportResources = resourceList.filter((spec) => spec.csvExport).map((spec) => spec.name as CsvExportResource);

export const isCsvExportResource = (name: string): name is CsvExportResource => (csvExportResources as readonly string[]).includes(name);
