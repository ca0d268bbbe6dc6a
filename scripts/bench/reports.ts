/**
 * The reports' figures (issue "Fuel and haul intelligence"): every report for one site and one
 * month, and for the whole company (or, where a report is per site or tanker, that one) over the
 * year, p50 of repeated requests through HTTP; and each report query's plan from the database,
 * which must read the big tables through an index, never by scanning them whole.
 */
import SQLite from '../../server/db/sqliteDriver';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../server/db/database';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import type { Database } from '../../server/db/schema';
import { anomalyList } from '../../server/anomalies/anomalies';
import { anomalyQuery } from '../../server/anomalies/routes';
import { consumptionReport } from '../../server/reports/consumption';
import { rankingQuery } from '../../server/reports/consumptionRoutes';
import { haulReport } from '../../server/reports/haul';
import { haulQuery } from '../../server/reports/haulRoutes';
import { ledgerQuery } from '../../server/reports/routes';
import { everySite, type SiteCheck } from '../../server/auth/siteAccess';
import { siteReport } from '../../server/reports/siteReport';
import { siteQuery } from '../../server/reports/siteReportRoutes';
import { tankerLedgerReport } from '../../server/reports/tankerLedger';

/** A report's query string as the benchmark sends it. */
type ReportQuery = Record<string, string>;
import { BENCH_SITE, benchMonth, type ApiContext } from './api';
import { percentile } from './load';
import { atMost, figure } from './report';

/** The company's zone the reports read days in: the server's default (its bench servers set none). */
const ZONE = DEFAULT_COMPANY_TIME_ZONE;

/** Tables too big to read whole for a report. */
const BIG_TABLES = ['fueling', 'tanker_fueling', 'vehicle_fueling', 'tanker_stock_count', 'ride', 'location_point', 'work_day', 'repair_request'];

interface Scenario {
  name: string;
  path: string;
  query: ReportQuery;
  /** The server's own code, run on a logging connection to learn its queries. */
  run(db: Kysely<Database>, query: ReportQuery, checkSite: SiteCheck): Promise<unknown>;
  /** Tables the report must read whole, where a full scan is the right plan. */
  wholeTables?: string[];
}

/**
 * Every vehicle's baseline is the median over its whole history: over the whole company every
 * reading of every vehicle is read, and reading the tables whole is the right plan.
 */
const EVERY_READING = ['fueling', 'vehicle_fueling'];

/** The history's year: its first and last calendar day. */
const wholeYear = (ctx: ApiContext) => ({ date_from: ctx.dataset.manifest.firstDay, date_to: ctx.dataset.manifest.lastDay });

async function firstTanker(ctx: ApiContext): Promise<number> {
  const response = await fetch(`${ctx.server.url}/api/vehicle/?site=${BENCH_SITE}&vehicle_type=TANK&_start=0&_end=1`, { headers: ctx.session.headers });
  const [tanker] = (await response.json()) as Array<{ id: number }>;
  return tanker.id;
}

async function scenarios(ctx: ApiContext): Promise<Array<{ scope: 'site-month' | 'company-year'; scenario: Scenario }>> {
  const month = benchMonth(ctx.dataset);
  const year = wholeYear(ctx);
  const tanker = String(await firstTanker(ctx));
  const site = String(BENCH_SITE);
  // Each run reads its query by the route's own schema, as the server does.
  const ledger = (query: ReportQuery): Scenario => ({
    name: 'tanker ledger',
    path: '/api/reports/tanker-ledger/',
    query,
    run: (db, q, check) => tankerLedgerReport(db, ledgerQuery.parse(q), check, ZONE),
  });
  const consumption = (query: ReportQuery): Scenario => ({
    name: 'consumption',
    path: '/api/reports/consumption/',
    query,
    run: (db, q, check) => consumptionReport(db, rankingQuery.parse(q), check, ZONE),
  });
  const anomalies = (query: ReportQuery): Scenario => ({
    name: 'anomalies',
    path: '/api/anomalies/',
    query,
    run: (db, q, check) => anomalyList(db, anomalyQuery.parse(q), check, ZONE),
  });
  const haul = (query: ReportQuery): Scenario => ({
    name: 'haul',
    path: '/api/reports/haul/',
    query,
    run: (db, q, check) => haulReport(db, haulQuery.parse(q), check, ZONE),
  });
  const report = (query: ReportQuery): Scenario => ({
    name: 'site report',
    path: '/api/reports/site/',
    query,
    run: (db, q, check) => siteReport(db, siteQuery.parse(q), check, ZONE),
  });
  return [
    { scope: 'site-month', scenario: ledger({ tanker, ...month }) },
    { scope: 'company-year', scenario: { ...ledger({ tanker, ...year }), name: 'tanker ledger (one tanker)' } },
    { scope: 'site-month', scenario: consumption({ site, ...month }) },
    { scope: 'company-year', scenario: { ...consumption(year), wholeTables: EVERY_READING } },
    { scope: 'site-month', scenario: anomalies({ site, ...month }) },
    { scope: 'company-year', scenario: { ...anomalies(year), wholeTables: EVERY_READING } },
    { scope: 'site-month', scenario: haul({ site, ...month }) },
    { scope: 'company-year', scenario: haul(year) },
    { scope: 'site-month', scenario: report({ site, ...month }) },
    { scope: 'company-year', scenario: { ...report({ site, ...year }), name: 'site report (one site)' } },
  ];
}

/** A connection of the server's dialect that remembers every query it runs. */
function loggingDb(ctx: ApiContext, queries: CompiledQuery[]): { db: Kysely<Database>; close(): Promise<void> } {
  const log = (event: { query: CompiledQuery }) => void queries.push(event.query);
  if (ctx.dialect === 'sqlite') {
    const connection = new SQLite(ctx.dataset.url.replace(/^sqlite:/, ''), { readonly: true, fileMustExist: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }), log });
    return { db, close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: ctx.dataset.url, max: 2, options: POSTGRES_SESSION_OPTIONS });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return { db, close: () => db.destroy() };
}

/** Plan steps that read a big table whole (SQLite: `SCAN t` without an index; PostgreSQL: `Seq Scan on t`). */
export function fullScans(steps: readonly string[], wholeTables: readonly string[] = []): string[] {
  return steps.filter((step) =>
    BIG_TABLES.filter((table) => !wholeTables.includes(table)).some(
      (table) => new RegExp(`^SCAN ${table}\\b(?! USING)`).test(step) || new RegExp(`Seq Scan on ${table}\\b`).test(step),
    ),
  );
}

async function timed(ctx: ApiContext, path: string, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(ctx.server.url + path, { headers: ctx.session.headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return percentile(samples, 0.5);
}

export async function reportFigures(ctx: ApiContext): Promise<void> {
  const runs = Math.max(3, Math.ceil(ctx.profile.floorRuns / 100));
  for (const { scope, scenario } of await scenarios(ctx)) {
    const path = `${scenario.path}?${new URLSearchParams(scenario.query as Record<string, string>)}`;
    const p50 = await timed(ctx, path, scope === 'site-month' ? runs : Math.ceil(runs / 4));
    const queries: CompiledQuery[] = [];
    const logging = loggingDb(ctx, queries);
    try {
      await scenario.run(logging.db, scenario.query, everySite);
    } finally {
      await logging.close();
    }
    const scans: string[] = [];
    for (const query of queries) scans.push(...fullScans(await ctx.direct.plan(query), scenario.wholeTables));
    ctx.emit(
      figure(`${ctx.dialect} ${scenario.name} (${scope}) p50`, p50, 'ms', {
        goal: atMost(scope === 'site-month' ? 300 : 3000),
        note: `${queries.length} queries; ${
          scans.length > 0
            ? `full scans: ${[...new Set(scans)].join(', ')}`
            : scenario.wholeTables
              ? `reads ${scenario.wholeTables.join(' and ')} whole (every vehicle's history), other big tables by index`
              : 'plans read big tables by index only'
        }`,
      }),
    );
    ctx.emit(
      figure(`${ctx.dialect} ${scenario.name} (${scope}) plan`, scans.length === 0 ? 'indexed' : 'full scan', '', {
        goal: 'indexed',
        met: scans.length === 0,
      }),
    );
  }
}
