/**
 * `npm run bench -- --tiny` end to end: a tiny company, one-second loads. It proves that the
 * script runs and prints every figure; it asserts no time (figures depend on the machine).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PG_ADMIN_URL, testDialects } from './helpers/databases';

function runBench(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench/main.ts'), '--tiny', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const apiFigures = (dialect: string) =>
  [
    'Basic burst: first 1 s after start, p99 over warm p99',
    'Basic burst: 1 s after the credential lapsed, p99 over warm p99',
    'HTTP overhead floor (/api/health)',
    // Positions from 2,000 devices (issue 34 §5): through OsmAnd and the field API, one point a
    // request and in batches.
    ...['OsmAnd ingest, one point a request', 'field API ingest, one point a request', 'field API ingest, 100 points a request'].flatMap((ingest) => [
      ingest,
      `${ingest}: p99`,
      `${ingest}: p99 at the goal's rate`,
      `${ingest}: server CPU a point`,
      `${ingest}: rides page p99 during, over alone`,
    ]),
    'rides page (site+month, 10 rows) throughput',
    'rides page p99',
    'rides page cost over floor',
    'whole array (site, default 7 days) p50',
    'whole array cost over floor',
    'search q (site+month) p99',
    'track of 500 points p50',
    'track payload encoding',
    'CSV export of a year',
    'CSV export first byte',
    'CSV export RSS growth at',
    'writes during the export',
    ...(dialect === 'sqlite' ? ['WAL file after the export'] : []),
    'data: rides',
    'data: location points',
    'data: fuelings (three kinds)',
    'tanker ledger (site-month) p50',
    'tanker ledger (site-month) plan',
    'tanker ledger (one tanker) (company-year) p50',
    'consumption (site-month) p50',
    'consumption (company-year) plan',
    'anomalies (company-year) p50',
    'haul (site-month) plan',
    'site report (site-month) p50',
    'site report (one site) (company-year) plan',
    // The fleet live (issue 31 §3).
    'fleet map snapshot of 500 vehicles p50',
    'live changes poll, nothing new p50',
    'live changes poll, 500 new positions p50',
  ].map((name) => `${dialect} ${name}`);

const webFigures = [
  'web initial JS of login',
  'web initial JS of /rides',
  'web Leaflet in login and /rides scripts',
  'web /rides render of 100 rows after data',
  'map: ride of 2,000 points first frame after data',
  'map: ride of 2,000 points zoom frame',
  'map: ride of 2,000 points polyline layers',
  'web fleet map, 500 vehicles moving: frame p50',
  'web fleet map, 500 vehicles moving: frame p95',
  'web fleet map, 500 vehicles moving: frames over 50 ms',
];

describe('npm run bench -- --tiny', () => {
  it('prints every figure with its goal, and a summary', { timeout: 600_000 }, async () => {
    const pg = testDialects.includes('postgres') ? ['--pg', `--pg-url=${PG_ADMIN_URL}`] : [];
    const { code, output } = await runBench(pg);
    expect(code, output).toBe(0);
    const lines = output.split('\n');
    for (const name of [...apiFigures('sqlite'), ...(pg.length ? apiFigures('postgres') : []), ...webFigures]) {
      expect(
        lines.some((line) => line.startsWith(name)),
        `${name}\n${output}`,
      ).toBe(true);
    }
    expect(output).toMatch(/\d+ of \d+ goals met\./);
  });
});
