/**
 * Bursts of HTTP Basic clients (issue 34 §1): ten clients with one credential arriving at a freshly
 * started server, and again once its memory of the credential has lapsed, against the same load
 * once warm. The server is started anew with a short memory (BASIC_REMEMBER_SECONDS) so that
 * "lapsed" fits a benchmark; the password's hash has the production cost (scrypt N=2^17).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiContext } from './api';
import { ms } from './api';
import { drive } from './load';
import { atMost, figure } from './report';
import { startServer } from './server';

const REMEMBER_SECONDS = 3;
const BURST_SECONDS = 10;

export async function burstFigures(ctx: ApiContext): Promise<void> {
  const name = (text: string) => `${ctx.dialect} ${text}`;
  const server = await startServer(ctx.dataset.url, '/nonexistent', { env: { BASIC_REMEMBER_SECONDS: String(REMEMBER_SECONDS) } });
  try {
    const url = `${server.url}/api/site/`;
    const options = { headers: { authorization: ctx.session.basic.authorization, 'accept-encoding': 'gzip' }, seconds: BURST_SECONDS, connections: 10 };
    const cold = await drive(url, options);
    const warm = await drive(url, options);
    // Idle past the memory, then the same ten clients again.
    await sleep((REMEMBER_SECONDS + 1) * 1000);
    const lapsed = await drive(url, options);
    for (const result of [cold, warm, lapsed]) if (result.failures) throw new Error(`${url}: ${result.failures} failed requests in a Basic burst`);
    const note = (result: typeof cold) => `p50 ${ms(result.p50)}, ${Math.round(result.requestsPerSecond)} req/s; warm p99 ${ms(warm.p99)}`;
    ctx.emit(
      figure(name('Basic burst: first 10 s after start, p99 over warm p99'), cold.p99 / warm.p99, '×', {
        goal: atMost(3),
        note: `p99 ${ms(cold.p99)}, ${note(cold)}`,
      }),
    );
    ctx.emit(
      figure(name('Basic burst: 10 s after the credential lapsed, p99 over warm p99'), lapsed.p99 / warm.p99, '×', {
        goal: atMost(3),
        note: `p99 ${ms(lapsed.p99)}, ${note(lapsed)}`,
      }),
    );
  } finally {
    await server.stop();
  }
}
