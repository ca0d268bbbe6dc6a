/**
 * "Czas na budowie" and the position anomalies (issue 31 §4, docs/api.md "Site time"): the rows of
 * ./repository run through the rules of src/domain/sites, one vehicle's positions at a time.
 */
import type { Kysely } from 'kysely';
import { storedBoundary } from '../../src/domain/sites/boundary';
import { positionAnomalies, type PositionAnomaly } from '../../src/domain/sites/positionAnomalies';
import { siteLocator, siteVisits } from '../../src/domain/sites/siteTime';
import { vehicleSiteRows, type PositionAnomalyList, type SiteTimeReport, type SiteTimeRow } from '../../src/domain/sites/siteTimeReport';
import type { WorkingHours } from '../../src/domain/sites/workingHours';
import { companyDays } from '../../src/domain/reports/tankerLedger';
import type { Actor } from '../audit/changeLog';
import { changeCompanySetting } from '../audit/settingChange';
import type { SiteCheck } from '../auth/siteAccess';
import type { Database } from '../db/schema';
import type { Period } from '../reports';
import { allSites, forEachTrack, scopeVehicles, storedWorkingHours, workingHoursSetting, type ScopeVehicle } from './repository';

export interface SiteTimeParams extends Period {
  site?: number;
}

const periodOf = (params: Period, zone: string) => {
  const days = companyDays(params.date_from, params.date_to, zone);
  return { days, fromIso: days[0].startIso, toIso: days.at(-1)!.endIso };
};

/** Each vehicle's entries, exits and time per company day on every site with a boundary. */
export async function siteTimeReport(db: Kysely<Database>, params: SiteTimeParams, checkSite: SiteCheck, zone: string): Promise<SiteTimeReport> {
  checkSite(params.site);
  const { days, fromIso, toIso } = periodOf(params, zone);
  const [sites, vehicles] = await Promise.all([allSites(db), scopeVehicles(db, params.site)]);
  const areas = sites.flatMap((site) => {
    const boundary = storedBoundary(site.boundary);
    return boundary ? [{ site: site.id, boundary }] : [];
  });
  const names = new Map(sites.map((site) => [site.id, site.name]));
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const locate = siteLocator(areas);
  const rows: SiteTimeRow[] = [];
  if (areas.length > 0) {
    await forEachTrack(db, [...byId.keys()], fromIso, toIso, (vehicle, fixes) => {
      rows.push(...vehicleSiteRows(byId.get(vehicle)!, siteVisits(fixes, locate), days, names));
    });
  }
  return { site: params.site ?? null, date_from: days[0].day, date_to: days.at(-1)!.day, rows };
}

/** The position anomalies of the vehicles' positions in [fromIso, toIso), in time order. */
async function anomaliesOf(db: Kysely<Database>, vehicles: readonly ScopeVehicle[], fromIso: string, toIso: string, zone: string): Promise<PositionAnomaly[]> {
  const [sites, hours] = await Promise.all([allSites(db), storedWorkingHours(db)]);
  const boundaries = new Map(sites.map((site) => [site.id, storedBoundary(site.boundary)]));
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const found: PositionAnomaly[] = [];
  await forEachTrack(db, [...byId.keys()], fromIso, toIso, (vehicle, fixes) => {
    const site = byId.get(vehicle)!.site;
    found.push(...positionAnomalies({ vehicle, site, boundary: site === null ? null : (boundaries.get(site) ?? null), fixes }, hours, zone));
  });
  return found.sort((a, b) => a.datetime.localeCompare(b.datetime) || a.vehicle - b.vehicle || a.code.localeCompare(b.code));
}

/** The position anomalies of the site's vehicles (every site's when none) over the company days. */
export async function positionAnomalyList(db: Kysely<Database>, params: SiteTimeParams, checkSite: SiteCheck, zone: string): Promise<PositionAnomalyList> {
  checkSite(params.site);
  const { days, fromIso, toIso } = periodOf(params, zone);
  const [vehicles, sites] = await Promise.all([scopeVehicles(db, params.site), allSites(db)]);
  const names = new Map(sites.map((site) => [site.id, site.name]));
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const anomalies = (await anomaliesOf(db, vehicles, fromIso, toIso, zone)).map((anomaly) => ({
    ...anomaly,
    fleet_number: byId.get(anomaly.vehicle)?.fleet_number ?? null,
    registration_number: byId.get(anomaly.vehicle)?.registration_number ?? null,
    site_name: anomaly.site === null ? null : (names.get(anomaly.site) ?? null),
  }));
  return { site: params.site ?? null, date_from: days[0].day, date_to: days.at(-1)!.day, anomalies };
}

/** The position anomalies of one site's vehicles on one company day (the maintenance digest's). */
export async function siteDayPositionAnomalies(db: Kysely<Database>, site: number, day: Period['date_from'], zone: string) {
  return (await positionAnomalyList(db, { site, date_from: day, date_to: day }, () => undefined, zone)).anomalies;
}

export const currentWorkingHours = (db: Kysely<Database>): Promise<WorkingHours> => storedWorkingHours(db);

/** Saves a change of the working hours with its history row, or answers 400 with Polish messages per field. */
export const changeWorkingHours = (db: Kysely<Database>, body: unknown, actor: Actor): Promise<WorkingHours> =>
  changeCompanySetting(db, workingHoursSetting, body, actor);
