/**
 * Why hashing runs in at most `passwordHashSlots` of libuv's threads (issue 34 §1): ten password
 * hashes at once (scrypt N=2^17, ~128 MB each, as ten new credentials arriving together cost),
 * while other work that runs on the same thread pool (gzip through zlib's async API, file reads)
 * is timed every 25 ms. Unbounded, as before issue 34 (crypto.scrypt directly: the pool's four
 * threads all hashing), and through the server's own hashing (passwords.ts, two slots):
 *
 *   tsx scripts/bench/hashSlots.ts [rounds]
 */
import { randomBytes, scrypt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { hashPassword, passwordHashSlots } from '../../server/auth/passwords';

const HASHES = 10;
const gzipAsync = promisify(gzip);
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: object) => Promise<Buffer>;
const body = Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, id) => ({ id, name: `Budowa S${id}`, length: id }))));

/** Runs `hashes` while timing pool work every 25 ms; the hashes' time and the pool work's p50 / max. */
async function measure(hashes: () => Promise<unknown>) {
  const waits: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await Promise.all([gzipAsync(body), readFile(new URL(import.meta.url))]);
      waits.push(performance.now() - started);
      await sleep(25);
    }
  })();
  const started = performance.now();
  await hashes();
  const hashing = performance.now() - started;
  running = false;
  await probe;
  waits.sort((a, b) => a - b);
  return { hashing, p50: waits[Math.floor(waits.length / 2)], max: waits.at(-1)! };
}

const unbounded = () =>
  Promise.all(Array.from({ length: HASHES }, () => scryptAsync('haslo', randomBytes(16), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 })));
const bounded = () => Promise.all(Array.from({ length: HASHES }, () => hashPassword('haslo', 17)));

console.log(`${HASHES} hashes at once, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, ${os.cpus().length} cores`);
for (let round = 1; round <= (Number(process.argv[2]) || 3); round++) {
  for (const [label, hashes] of [
    ['unbounded (before)', unbounded],
    [`${passwordHashSlots} slots (now)`, bounded],
  ] as const) {
    const load = os.loadavg()[0].toFixed(2);
    const { hashing, p50, max } = await measure(hashes);
    console.log(
      `round ${round} ${label.padEnd(18)} hashes done in ${Math.round(hashing)} ms; gzip + file read meanwhile p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms; load average ${load}`,
    );
  }
}
