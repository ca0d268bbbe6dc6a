/**
 * The site report (docs/api.md "Reports", issue §5): one site's fuel and its cost, the hours each
 * person worked and the repair requests over a range of company days. The database sums per day
 * and per person; src/domain/reports/siteReport.ts is the reference definition.
 */
import { sql, type Kysely } from 'kysely';
import {
  byHours,
  consumptionHighlights,
  deliveryEstimate,
  moneyOfUnits,
  type PersonHours,
  type RepairRow,
  type SiteFuel,
  type SiteReport,
  siteHaul,
} from '../../src/domain/reports/siteReport';
import { companyDays, roundLitres, type CompanyDay } from '../../src/domain/reports/tankerLedger';
import { roundHundredths } from '../../src/domain/numbers';
import { resources } from '../../src/domain/resources';
import { DEFAULT_IDLE_MINUTES } from '../../src/domain/reports/haul';
import { dialectOf, epochSeconds } from '../db/dialect';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { anomalyList } from '../anomalies';
import { consumptionReport } from './consumption';
import { haulReport } from './haul';
import type { Period } from './params';
import type { SiteCheck } from '../auth/siteAccess';
import { companyDaysCte } from './repository';

interface FuelDayRow {
  day: string;
  station_litres: number;
  station_units: number;
  station_count: number;
  delivered_litres: number;
  delivery_count: number;
}

async function siteFuel(db: Kysely<Database>, site: number, days: readonly CompanyDay[]): Promise<SiteFuel> {
  const { rows } = await sql<FuelDayRow>`
    WITH ${companyDaysCte(days)},
    station AS (
      SELECT d.day, sum(f.litres) AS litres, sum(round(f.litres * 100) * round(f.price_per_litre * 100)) AS units, count(*) AS fuelings
      FROM days d JOIN fueling f ON f.site = ${site} AND f.datetime >= d.start_at AND f.datetime < d.end_at
      GROUP BY d.day
    ),
    delivered AS (
      SELECT d.day, sum(t.litres) AS litres, count(*) AS deliveries
      FROM days d
      JOIN tanker_fueling t ON t.datetime >= d.start_at AND t.datetime < d.end_at
      WHERE t.tanker IN (SELECT id FROM vehicle WHERE site = ${site} AND vehicle_type = 'TANK')
      GROUP BY d.day
    )
    SELECT d.day AS day,
      coalesce(s.litres, 0) AS station_litres, coalesce(s.units, 0) AS station_units, coalesce(s.fuelings, 0) AS station_count,
      coalesce(t.litres, 0) AS delivered_litres, coalesce(t.deliveries, 0) AS delivery_count
    FROM days d LEFT JOIN station s ON s.day = d.day LEFT JOIN delivered t ON t.day = d.day
    ORDER BY d.day
  `.execute(db);
  const total = (field: keyof Omit<FuelDayRow, 'day'>) => rows.reduce((sum, row) => sum + Number(row[field]), 0);
  const stationLitres = total('station_litres');
  const stationUnits = total('station_units');
  const deliveredLitres = total('delivered_litres');
  return {
    station_litres: roundLitres(stationLitres),
    station_count: total('station_count'),
    station_cost: moneyOfUnits(stationUnits),
    delivered_litres: roundLitres(deliveredLitres),
    delivery_count: total('delivery_count'),
    ...deliveryEstimate(stationLitres, stationUnits, deliveredLitres),
    days: rows.map((row) => ({
      day: row.day,
      station_litres: roundLitres(Number(row.station_litres)),
      station_cost: moneyOfUnits(Number(row.station_units)),
      delivered_litres: roundLitres(Number(row.delivered_litres)),
    })),
  };
}

async function workHours(db: Kysely<Database>, site: number, days: readonly CompanyDay[]): Promise<PersonHours[]> {
  const dialect = dialectOf(db);
  const { rows } = await sql<{ person: number; first_name: string; last_name: string; days: number; seconds: number | null; open: number }>`
    WITH ${companyDaysCte(days)}
    SELECT w.person AS person, p.first_name AS first_name, p.last_name AS last_name,
      count(DISTINCT d.day) AS days,
      sum(CASE WHEN w.datetime_end IS NULL THEN 0 ELSE ${epochSeconds(dialect, 'w.datetime_end')} - ${epochSeconds(dialect, 'w.datetime_start')} END) AS seconds,
      sum(CASE WHEN w.datetime_end IS NULL THEN 1 ELSE 0 END) AS open
    FROM days d
    JOIN work_day w ON w.site = ${site} AND w.datetime_start >= d.start_at AND w.datetime_start < d.end_at
    JOIN person p ON p.id = w.person
    GROUP BY w.person, p.first_name, p.last_name
  `.execute(db);
  return rows
    .map((row) => ({
      person: Number(row.person),
      name: `${row.first_name} ${row.last_name}`,
      days: Number(row.days),
      hours: roundHundredths(Number(row.seconds ?? 0) / 3600),
      open: Number(row.open),
    }))
    .sort(byHours);
}

async function repairs(db: Kysely<Database>, site: number, fromIso: string, toIso: string): Promise<RepairRow[]> {
  const rows = await db
    .selectFrom('repair_request as r')
    .innerJoin('vehicle as v', 'v.id', 'r.vehicle')
    .innerJoin('person as p', 'p.id', 'r.person')
    .select(['r.id', 'r.datetime', 'r.note', 'v.fleet_number', 'v.registration_number', 'p.first_name', 'p.last_name'])
    .where('r.site', '=', site)
    .where('r.datetime', '>=', fromIso)
    .where('r.datetime', '<', toIso)
    .orderBy('r.datetime', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    datetime: row.datetime,
    note: row.note,
    vehicle: `${row.fleet_number} · ${row.registration_number}`,
    person: `${row.first_name} ${row.last_name}`,
  }));
}

/** The report of the site and days a query names; `checkSite` refuses a site the account may not see. */
export async function siteReport(
  db: Kysely<Database>,
  { site: siteId, ...period }: Period & { site: number },
  checkSite: SiteCheck,
  zone: string,
): Promise<SiteReport> {
  checkSite(siteId);
  const site = await db.selectFrom('site').select(['id', 'name']).where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound(resources.sites.notFoundMessage);
  const days = companyDays(period.date_from, period.date_to, zone);
  // The other reports of the same site and days, as their routes answer them unasked for more.
  const scoped = { site: Number(site.id), ...period };
  const [fuel, consumption, anomalies, haul, hours, repairRows] = await Promise.all([
    siteFuel(db, site.id, days),
    consumptionReport(db, scoped, checkSite, zone),
    anomalyList(db, { ...scoped, include_explained: false }, checkSite, zone),
    haulReport(db, { ...scoped, idle_minutes: DEFAULT_IDLE_MINUTES }, checkSite, zone),
    workHours(db, site.id, days),
    repairs(db, site.id, days[0].startIso, days.at(-1)!.endIso),
  ]);
  return {
    site: { id: Number(site.id), name: site.name },
    date_from: days[0].day,
    date_to: days.at(-1)!.day,
    fuel,
    consumption: consumptionHighlights(consumption.vehicles, anomalies.thresholds),
    anomalies: anomalies.anomalies,
    haul: siteHaul(haul),
    work_hours: hours,
    repairs: repairRows,
  };
}
