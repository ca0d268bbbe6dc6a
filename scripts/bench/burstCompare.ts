/**
 * The Basic burst (burst.ts) against several checkouts' servers in turns, so that old and new code
 * are measured in the same minutes on a machine others load too:
 *
 *   tsx scripts/bench/burstCompare.ts --rounds 3 --code new=. --code main=/work/main
 *
 * `--code label=dir` (repeatable) names a checkout; `label=dir:cold` measures only the first 10 s
 * (code whose memory of a credential cannot be shortened). Each run gets a fresh SQLite database
 * with SITES sites (a /api/site/ answer of ~9 KB, gzipped), prepared by the checkout's own server,
 * which is then started anew for the burst. Every run is printed with the load average; the
 * medians per checkout come last.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ms } from './api';
import { BURST_GOAL, burstRun, type BurstResult } from './burst';
import type { LoadResult } from './load';
import { BENCH_ADMIN } from './dataset';
import { startServer } from './server';

const SITES = 40;

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, code: { type: 'string', multiple: true, default: ['new=.'] } } });
const codes = options.code.map((spec) => {
  const [label, rest] = spec.split('=');
  const [dir, mode] = rest.split(':');
  return { label, dir: path.resolve(dir), lapse: mode !== 'cold' };
});
const authorization = `Basic ${Buffer.from(`${BENCH_ADMIN.username}:${BENCH_ADMIN.password}`).toString('base64')}`;

/** A fresh database with SITES sites, made by the checkout's own server. */
async function prepare(dir: string, file: string): Promise<string> {
  const url = `sqlite:${file}`;
  const server = await startServer(url, '/nonexistent', { cwd: dir });
  try {
    for (let index = 1; index <= SITES; index++) {
      const response = await fetch(`${server.url}/api/site/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Budowa S${index} odcinek ${index}`, start_date: '2026-03-01', length: index }),
      });
      if (response.status !== 201) throw new Error(`${dir}: a site not created: ${response.status} ${await response.text()}`);
    }
  } finally {
    await server.stop();
  }
  return url;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (burst: number, warm: number) => `${(burst / warm).toFixed(2)}×`;
const results = new Map<string, BurstResult[]>(codes.map(({ label }) => [label, []]));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

console.log(`Basic burst, ${os.cpus().length} cores, Node ${process.version}, goal: p99 at most ${BURST_GOAL}× the warm p99`);
for (let round = 1; round <= Number(options.rounds); round++) {
  for (const { label, dir, lapse } of codes) {
    const file = path.join(os.tmpdir(), `sat-burst-${process.pid}-${label}-${round}.sqlite`);
    try {
      const before = load();
      const result = await burstRun(await prepare(dir, file), authorization, { cwd: dir, lapse, session: lapse ? BENCH_ADMIN : undefined });
      results.get(label)!.push(result);
      const { cold, warm, lapsed, session } = result;
      const failed = cold.failures + warm.failures + (lapsed?.failures ?? 0);
      console.log(
        `round ${round} ${label.padEnd(8)} first 10 s p99 ${ms(cold.p99)} (${ratio(cold.p99, warm.p99)}), warm p99 ${ms(warm.p99)}, ` +
          (lapsed ? `lapsed p99 ${ms(lapsed.p99)} (${ratio(lapsed.p99, warm.p99)}), ` : '') +
          (session ? `session first 10 s p99 ${ms(session.p99)} (${ratio(session.p99, warm.p99)}), ` : '') +
          (failed ? `${failed} requests failed (no answer in 10 s), ` : '') +
          `warm ${Math.round(warm.requestsPerSecond)} req/s; load average ${before} -> ${load()}`,
      );
    } finally {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    }
  }
}
console.log("\nMedians of the runs (p99 in ms; the ratio is the median of the runs' ratios to their own warm p99)");
for (const [label, runs] of results) {
  const of = (pick: (run: BurstResult) => LoadResult | undefined) => {
    const measured = runs.filter((run) => pick(run));
    if (measured.length === 0) return '';
    const p99 = median(measured.map((run) => pick(run)!.p99));
    const ratios = median(measured.map((run) => pick(run)!.p99 / run.warm.p99));
    return `${ms(p99)} (${ratios.toFixed(2)}×)`;
  };
  const parts = [`first 10 s ${of((run) => run.cold)}`, `warm ${of((run) => run.warm)}`];
  if (runs[0]?.lapsed) parts.push(`lapsed ${of((run) => run.lapsed)}`);
  if (runs[0]?.session) parts.push(`session first 10 s ${of((run) => run.session)}`);
  console.log(`${label.padEnd(8)} ${parts.join(', ')}`);
}
