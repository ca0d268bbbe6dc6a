/**
 * The API figures of one database: rides page, whole-array list, search, a long track, each
 * under autocannon load and against its floor (the same queries on the driver, plus the HTTP
 * overhead of a trivial route of the same server).
 */
import { CompiledQuery } from 'kysely';
import { resources } from '../../src/domain/resources';
import { trackQuery } from '../../server/activity/repository';
import type { DialectName } from '../../server/db/dialect';
import { parseListParams } from '../../server/crud/listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { listQuery, postgresListSetting } from '../../server/crud/repository';
import { tableShape } from '../../server/crud/tableShape';
import type { Dataset } from './dataset';
import { queryCompiler, type DirectDriver } from './direct';
import { drive, type LoadResult } from './load';
import type { Profile } from './profile';
import { atLeast, atMost, figure, type Figure } from './report';
import type { BenchServer, Session } from './server';

export interface ApiContext {
  dialect: DialectName;
  server: BenchServer;
  session: Session;
  dataset: Dataset;
  profile: Profile;
  direct: DirectDriver;
  /** Called with every figure as soon as it is measured. */
  emit(item: Figure): void;
}

/** The site every scoped figure looks at. */
export const BENCH_SITE = 1;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last full calendar month of the history, or the whole history when it is shorter. */
export function benchMonth(dataset: Dataset): { date_from: string; date_to: string } {
  const { firstDay, lastDay } = dataset.manifest;
  const last = new Date(`${lastDay}T00:00:00Z`);
  const monthStart = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - 1, 1);
  const monthEnd = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 0);
  return monthStart >= Date.parse(firstDay) ? { date_from: day(monthStart), date_to: day(monthEnd) } : { date_from: firstDay, date_to: lastDay };
}

/** The dashboard's default range: the last 7 days up to today (the history's last day). */
export function defaultWeek(dataset: Dataset): { date_from: string; date_to: string } {
  const last = Date.parse(`${dataset.manifest.lastDay}T00:00:00Z`);
  return { date_from: day(last - 7 * DAY_MS), date_to: dataset.manifest.lastDay };
}

/** A rides list request and the queries the server runs for it. */
export function ridesScenario(dialect: DialectName, query: Record<string, string>): { path: string; queries: CompiledQuery[] } {
  const spec = resources.rides;
  const shape = tableShape(spec);
  const params = parseListParams(spec, query, new Set(Object.keys(shape.columns)), DEFAULT_COMPANY_TIME_ZONE);
  const { rows, count } = listQuery(queryCompiler(dialect), dialect, shape, params);
  const reads = params.paged ? [rows.compile(), count.compile()] : [rows.compile()];
  // A search on PostgreSQL reads in a transaction with a setting of its own (repository.ts).
  const setting = dialect === 'postgres' ? postgresListSetting(shape, params) : undefined;
  return {
    path: `${spec.apiPath}/?${new URLSearchParams(query)}`,
    queries: setting ? [CompiledQuery.raw('begin'), CompiledQuery.raw(setting), ...reads, CompiledQuery.raw('commit')] : reads,
  };
}

/** A last name that occurs in the site's rides: what a user searching for a driver types. */
async function searchTerm(ctx: ApiContext): Promise<string> {
  const query = queryCompiler(ctx.dialect)
    .selectFrom('ride')
    .innerJoin('person', 'person.id', 'ride.person')
    .select('person.last_name')
    .where('ride.site', '=', BENCH_SITE)
    .orderBy('ride.id')
    .limit(1)
    .compile();
  return String(await ctx.direct.value(query));
}

/** Load on `path` of the benchmark's server, or of another one at `baseUrl`, after `warmupSeconds` unmeasured; failures are errors. */
export async function load(ctx: ApiContext, path: string, baseUrl = ctx.server.url, warmupSeconds = ctx.profile.warmupSeconds): Promise<LoadResult> {
  const result = await drive(baseUrl + path, {
    headers: ctx.session.headers,
    seconds: ctx.profile.loadSeconds,
    warmupSeconds,
  });
  if (result.failures) throw new Error(`${path}: ${result.failures} failed requests under load`);
  return result;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The rides page every throughput figure loads: site 1's last full month, newest first, 10 rows. */
export const ridesPage = (ctx: ApiContext) =>
  ridesScenario(ctx.dialect, {
    site: String(BENCH_SITE),
    ...benchMonth(ctx.dataset),
    _start: '0',
    _end: '10',
    _sort: 'start_datetime',
    _order: 'DESC',
  });

export async function apiFigures(ctx: ApiContext): Promise<Figure[]> {
  const { dialect, profile, direct } = ctx;
  const figures: Figure[] = [];
  const emit = (item: Figure) => {
    figures.push(item);
    ctx.emit(item);
  };
  const name = (text: string) => `${dialect} ${text}`;

  const health = await load(ctx, '/api/health');
  emit(
    figure(name('HTTP overhead floor (/api/health)'), health.requestsPerSecond, 'req/s', {
      note: `p50 ${ms(health.p50)}, p99 ${ms(health.p99)}`,
    }),
  );

  const month = benchMonth(ctx.dataset);
  const page = ridesPage(ctx);
  const pageFloor = await direct.time(page.queries, profile.floorRuns);
  const pageLoad = await load(ctx, page.path);
  // The health route's throughput is already that of all the server's processes; the queries
  // run in each of them side by side.
  const floorRps = 1000 / (1000 / health.requestsPerSecond + pageFloor.mean / ctx.server.processes);
  const pageGoal = dialect === 'sqlite' ? 2000 : 800;
  emit(
    figure(name('rides page (site+month, 10 rows) throughput'), pageLoad.requestsPerSecond, 'req/s', {
      goal: atLeast(pageGoal),
      floor: floorRps,
      note: `query alone ${ms(pageFloor.mean)} (rows + total); ${ctx.server.processes} server processes`,
    }),
  );
  emit(figure(name('rides page p99'), pageLoad.p99, 'ms', { goal: atMost(25), floor: health.p99 + pageFloor.p99 }));
  emit(figure(name('rides page cost over floor'), floorRps / pageLoad.requestsPerSecond, '×', { goal: atMost(2) }));

  const week = ridesScenario(dialect, { site: String(BENCH_SITE), ...defaultWeek(ctx.dataset) });
  const weekRows = ((await (await fetch(ctx.server.url + week.path, { headers: ctx.session.headers })).json()) as unknown[]).length;
  const weekFloor = await direct.time(week.queries, Math.ceil(profile.floorRuns / 10));
  // The server's CPU a request too: under other load on the machine the least disturbed figure (issue 34 §2).
  if (profile.warmupSeconds) await drive(ctx.server.url + week.path, { headers: ctx.session.headers, seconds: profile.warmupSeconds });
  const cpuBefore = ctx.server.cpuMs();
  const weekLoad = await load(ctx, week.path, ctx.server.url, 0);
  const weekCpu = (ctx.server.cpuMs() - cpuBefore) / Math.max(1, weekLoad.requestsPerSecond * profile.loadSeconds);
  emit(
    figure(name('whole array (site, default 7 days) p50'), weekLoad.p50, 'ms', {
      goal: atMost(50),
      floor: health.p50 + weekFloor.p50,
      note: `${weekRows} rows; server CPU ${ms(weekCpu)} a request`,
    }),
  );
  // The p50's floor counts the query once, while under the load's 10 clients a request waits behind
  // the others' (about five each process): the same answers a second over the floor's, as the rides
  // page's cost is figured, tells what a whole array costs beyond its query (issue 34 §2).
  const weekFloorRps = 1000 / (1000 / health.requestsPerSecond + weekFloor.mean / ctx.server.processes);
  emit(
    figure(name('whole array cost over floor'), weekFloorRps / weekLoad.requestsPerSecond, '×', {
      goal: atMost(3),
      note: `${weekLoad.requestsPerSecond.toFixed(0)} req/s against the floor's ${weekFloorRps.toFixed(0)} (query alone ${ms(weekFloor.mean)})`,
    }),
  );

  const search = ridesScenario(dialect, {
    site: String(BENCH_SITE),
    ...month,
    q: await searchTerm(ctx),
    _start: '0',
    _end: '25',
    _sort: 'start_datetime',
    _order: 'DESC',
  });
  const searchFloor = await direct.time(search.queries, Math.ceil(profile.floorRuns / 10));
  const searchLoad = await load(ctx, search.path);
  emit(figure(name('search q (site+month) p99'), searchLoad.p99, 'ms', { goal: atMost(50), floor: health.p99 + searchFloor.p99 }));

  const ride = ctx.dataset.manifest.trackRide;
  const trackPath = `/api/location-history-for-ride/${ride.id}/`;
  const trackFloor = await direct.time([trackQuery(queryCompiler(dialect), ride.id).compile()], Math.ceil(profile.floorRuns / 10));
  const points = `track of ${ride.points.toLocaleString('en')} points`;
  const started = performance.now();
  await (await fetch(ctx.server.url + trackPath, { headers: ctx.session.headers })).arrayBuffer();
  emit(
    figure(name(`${points}, first view`), performance.now() - started, 'ms', {
      floor: health.p50 + trackFloor.p50,
      note: 'one request: query, JSON, gzip',
    }),
  );
  const trackLoad = await load(ctx, trackPath);
  emit(
    figure(name(`${points} p50`), trackLoad.p50, 'ms', {
      goal: atMost(15),
      floor: health.p50 + trackFloor.p50,
      note: 'repeated views: version check, then the kept gzip',
    }),
  );
  const response = await fetch(ctx.server.url + trackPath, { headers: ctx.session.headers });
  const raw = (await response.text()).length;
  emit(
    figure(name('track payload encoding'), response.headers.get('content-encoding') ?? 'none', '', {
      goal: 'gzip',
      met: response.headers.get('content-encoding') === 'gzip',
      note: `${Math.round(raw / 1024)} KB JSON → ${Math.round(trackLoad.bytesPerRequest / 1024)} KB on the wire`,
    }),
  );
  return figures;
}
