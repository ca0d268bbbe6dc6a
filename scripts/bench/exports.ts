/**
 * CSV export figures: throughput and first byte of a year of rides downloaded as a browser does,
 * the server's resident memory growth at that size and at other row counts, field writes going on
 * meanwhile, and the SQLite WAL afterwards.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { resources } from '../../src/domain/resources';
import { parseListParams } from '../../server/crud/listParams';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { listQuery, withLookups } from '../../server/crud/repository';
import { tableShape } from '../../server/crud/tableShape';
import type { ApiContext } from './api';
import { queryCompiler } from './direct';
import { percentile } from './load';
import { atLeast, atMost, figure, type Figure } from './report';

const EXPORT_PATH = '/api/vehicle-ride-export-file/';
const MB = 1024 * 1024;
/** Downloads of the year whose median is the figure. */
const YEAR_RUNS = 3;
/** What Chromium asks for when it downloads a file (zstd aside). */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface ExportRun {
  bytes: number;
  rows: number;
  seconds: number;
  firstByteMs: number;
  rssGrowth: number;
  encoding: string;
}

interface WriteLoop {
  stop(): Promise<{ ok: number; failed: number; p99: number; firstFailure?: string }>;
}

/** Field writes (one location point per request, HTTP Basic as phones send them) until stopped. */
function startWrites(ctx: ApiContext, person: number): WriteLoop {
  let running = true;
  let ok = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const fail = (reason: string) => {
    failed++;
    firstFailure ??= reason;
  };
  const latencies: number[] = [];
  const loop = (async () => {
    for (let i = 0; running && i < 100_000; i++) {
      const started = performance.now();
      try {
        const response = await fetch(`${ctx.server.url}/api/location-history/`, {
          method: 'POST',
          headers: ctx.session.basic,
          body: JSON.stringify({ person, latitude: Math.round((52.1 + (i % 1000) / 1e5) * 1e5) / 1e5, longitude: 20.8, datetime: new Date().toISOString() }),
        });
        const body = await response.text();
        if (response.status === 201) ok++;
        else fail(`${response.status} ${body.slice(0, 80)}`);
      } catch (error) {
        fail(String((error as Error).cause ?? error).slice(0, 80));
      }
      latencies.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      latencies.sort((a, b) => a - b);
      return { ok, failed, p99: percentile(latencies, 0.99), firstFailure };
    },
  };
}

/**
 * The body as the browser reads it, decompressed by zlib streams. Node's `fetch` took 5–10 % longer
 * for the same file (web streams over the same zlib), and the client shares the two cores with the
 * server and the database.
 */
function decoded(response: http.IncomingMessage, encoding: string): AsyncIterable<Buffer> {
  if (encoding === 'gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  if (encoding === 'identity') return response;
  throw new Error(`export: unknown encoding ${encoding}`);
}

/** Downloads the export of `range`, as a browser asks for it, with its first byte and the server's memory meanwhile. */
async function download(ctx: ApiContext, range: Record<string, string>): Promise<ExportRun> {
  const baseline = ctx.server.rssBytes();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, ctx.server.rssBytes())), 20);
  try {
    const started = performance.now();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${ctx.server.url}${EXPORT_PATH}?${new URLSearchParams(range)}`,
          {
            headers: { cookie: ctx.session.headers.cookie, 'accept-encoding': BROWSER_ENCODINGS },
          },
          resolve,
        )
        .once('error', reject),
    );
    if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode}`);
    const encoding = response.headers['content-encoding'] ?? 'identity';
    let firstByteMs = 0;
    let bytes = 0;
    let rows = -1; // the header line
    for await (const chunk of decoded(response, encoding)) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    }
    return {
      bytes,
      rows,
      seconds: (performance.now() - started) / 1000,
      firstByteMs,
      rssGrowth: peak - baseline,
      encoding,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** date_from (UTC day) of the n-th newest ride: a range ending today with about n rides. */
async function rangeOfNewest(ctx: ApiContext, rows: number): Promise<Record<string, string>> {
  const query = queryCompiler(ctx.dialect)
    .selectFrom('ride')
    .select('start_datetime')
    .orderBy('start_datetime', 'desc')
    .limit(1)
    .offset(rows - 1)
    .compile();
  const start = (await ctx.direct.value(query)) as string | undefined;
  return { date_from: (start ?? '1970-01-01').slice(0, 10), date_to: ctx.dataset.manifest.lastDay };
}

/**
 * Seconds to read the export's rows straight from the driver, as the export reads them: the
 * table's own columns (the joined names, read once per person, vehicle or place, are left out).
 */
async function directSeconds(ctx: ApiContext, range: Record<string, string>): Promise<number> {
  const spec = resources.rides;
  const params = parseListParams(spec, range, new Set(), DEFAULT_COMPANY_TIME_ZONE);
  const { shape } = withLookups(tableShape(spec), params);
  const { rows } = listQuery(queryCompiler(ctx.dialect), ctx.dialect, shape, params);
  return (await ctx.direct.stream(rows.compile())).seconds;
}

function walBytes(ctx: ApiContext): number {
  const file = `${ctx.dataset.url.replace(/^sqlite:/, '')}-wal`;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

export async function exportFigures(ctx: ApiContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  const emit = (item: Figure) => {
    figures.push(item);
    ctx.emit(item);
  };
  const name = (text: string) => `${ctx.dialect} ${text}`;
  const { firstDay, lastDay } = ctx.dataset.manifest;
  const year = { date_from: firstDay, date_to: lastDay };

  // First small exports warm the route up in every server process (concurrent downloads take
  // connections of their own, which the primary hands to its processes in turn): a process's first
  // export was measured at up to 1 s before its first byte, and that is not growth per export either.
  const day = { date_from: lastDay, date_to: lastDay };
  await Promise.all(Array.from({ length: 2 * ctx.server.processes }, () => download(ctx, day)));
  // The year three times in a row, figures of the middle one by throughput: the first reads the
  // year's rows into the database's cache and has the export's code compiled for its volume
  // (measured 22.7 MB/s where the next ones ran at 29–33), a run alone swings by a quarter on two
  // shared cores. Every run's throughput is in the note; memory is the most any run grew.
  const runs: ExportRun[] = [];
  for (let index = 0; index < YEAR_RUNS; index++) runs.push(await download(ctx, year));
  const rate = (run: ExportRun) => run.bytes / MB / run.seconds;
  const run = [...runs].sort((a, b) => rate(a) - rate(b))[Math.floor(YEAR_RUNS / 2)];
  const floorSeconds = await directSeconds(ctx, year);
  const megabytes = run.bytes / MB;
  emit(
    figure(name(`CSV export of a year (${run.rows.toLocaleString('en')} rows) throughput`), rate(run), 'MB/s', {
      goal: atLeast(20),
      floor: megabytes / floorSeconds,
      note: `${megabytes.toFixed(1)} MB in ${run.seconds.toFixed(1)} s, ${run.encoding} on the wire, median of ${YEAR_RUNS} runs (${runs.map((each) => rate(each).toFixed(1)).join(', ')} MB/s in turn); floor: the rows' own columns read on the driver`,
    }),
  );
  emit(figure(name('CSV export first byte'), run.firstByteMs, 'ms', { goal: atMost(200) }));
  emit(
    figure(name(`CSV export RSS growth at ${run.rows.toLocaleString('en')} rows`), Math.max(...runs.map((each) => each.rssGrowth)) / MB, 'MB', {
      goal: atMost(100),
      note: `the most of the ${YEAR_RUNS} runs`,
    }),
  );

  // The same export again, with a driver's phone posting its position meanwhile.
  const writer = (await (await fetch(`${ctx.server.url}/api/persons/?_start=0&_end=1`, { headers: ctx.session.headers })).json()) as Array<{ id: number }>;
  // A phone posting every few seconds has its connection open and its credentials verified: one
  // second of writes before the export, so the figure is the export's cost, not the sign-in's.
  const warm = startWrites(ctx, writer[0].id);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const alone = await warm.stop();
  const writes = startWrites(ctx, writer[0].id);
  await download(ctx, year);
  const written = await writes.stop();
  const failures = written.failed ? `; ${written.failed} failed, first: ${written.firstFailure}` : '';
  emit(
    figure(name('writes during the export p99'), written.p99, 'ms', {
      // Asked of SQLite, whose writes share the export's event loop; on PostgreSQL that all succeed.
      goal: ctx.dialect === 'sqlite' ? atMost(50) : 'all ok',
      met: written.failed === 0 && written.ok > 0 && (ctx.dialect !== 'sqlite' || written.p99 <= 50),
      note: `one location point per request, ${written.ok} ok${failures}; p99 of the second just before ${alone.p99.toFixed(1)} ms (its first request signs in)`,
    }),
  );
  if (ctx.dialect === 'sqlite') {
    emit(figure(name('WAL file after the export'), walBytes(ctx) / MB, 'MB', { goal: atMost(64) }));
  }

  for (const rows of ctx.profile.exportRows) {
    const sized = await download(ctx, await rangeOfNewest(ctx, rows));
    emit(
      figure(name(`CSV export RSS growth at ${sized.rows.toLocaleString('en')} rows`), sized.rssGrowth / MB, 'MB', {
        goal: atMost(100),
        note: `${(sized.bytes / MB / sized.seconds).toFixed(1)} MB/s, first byte ${sized.firstByteMs.toFixed(0)} ms`,
      }),
    );
  }
  return figures;
}
