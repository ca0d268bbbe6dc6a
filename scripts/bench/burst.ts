/**
 * Bursts of HTTP Basic clients (issue 34 §1): ten clients with one credential arriving at a freshly
 * started server, and again once its memory of the credential has lapsed, against the same load
 * once warm. The server is started anew with a short memory (BASIC_REMEMBER_SECONDS) so that
 * "lapsed" fits a benchmark; the password's hash has the production cost (scrypt N=2^17).
 * `burstCompare.ts` runs the same against other checkouts' servers, in turns, for old and new
 * code measured in the same minutes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiContext } from './api';
import { ms } from './api';
import { drive, type LoadResult } from './load';
import { atMost, figure } from './report';
import { startServer } from './server';

export const REMEMBER_SECONDS = 3;
const BURST_SECONDS = 10;
/** The tiny profile's bursts: the script runs through, the figures mean nothing. */
const TINY_BURST_SECONDS = 1;
/** The goal: p99 of a burst at most this many times the warm p99. */
export const BURST_GOAL = 3;

export interface BurstResult {
  /** The first `seconds` (BURST_SECONDS unless told) after start. */
  cold: LoadResult;
  /** The BURST_SECONDS after that. */
  warm: LoadResult;
  /** BURST_SECONDS once the credential lapsed (idle past BASIC_REMEMBER_SECONDS); absent when not asked for. */
  lapsed?: LoadResult;
  /** The first BURST_SECONDS after start with a session cookie instead: no hash at all, the start's own cost. */
  session?: LoadResult;
}

export interface BurstOptions {
  /** The checkout whose server runs (this one by default). */
  cwd?: string;
  /** Also measure after the memory lapsed (code before issue 34 remembered for a fixed 5 minutes). */
  lapse?: boolean;
  /** Also measure the first seconds of another fresh server with a session cookie (the floor). */
  session?: { username: string; password: string };
  /** Seconds of each burst. */
  seconds?: number;
}

const burstLoad = (headers: Record<string, string>, seconds: number) => ({ headers: { ...headers, 'accept-encoding': 'gzip' }, seconds, connections: 10 });

/** A session cookie of a dashboard login. */
async function sessionCookie(url: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function startBurstServer(databaseUrl: string, cwd: string | undefined) {
  return startServer(databaseUrl, '/nonexistent', { env: { BASIC_REMEMBER_SECONDS: String(REMEMBER_SECONDS) }, cwd });
}

/**
 * Ten clients with `authorization` on /api/site/ of a server started anew on `databaseUrl`.
 * Requests that failed (autocannon gives up on an answer after 10 s) are counted in `failures`, not
 * in the percentiles.
 */
export async function burstRun(
  databaseUrl: string,
  authorization: string,
  { cwd, lapse = true, session, seconds = BURST_SECONDS }: BurstOptions = {},
): Promise<BurstResult> {
  const result = await (async () => {
    const server = await startBurstServer(databaseUrl, cwd);
    try {
      const url = `${server.url}/api/site/`;
      const cold = await drive(url, burstLoad({ authorization }, seconds));
      const warm = await drive(url, burstLoad({ authorization }, seconds));
      if (!lapse) return { cold, warm };
      // Idle past the memory, then the same ten clients again.
      await sleep((REMEMBER_SECONDS + 1) * 1000);
      return { cold, warm, lapsed: await drive(url, burstLoad({ authorization }, seconds)) };
    } finally {
      await server.stop();
    }
  })();
  if (!session) return result;
  const server = await startBurstServer(databaseUrl, cwd);
  try {
    const cookie = await sessionCookie(server.url, session);
    return { ...result, session: await drive(`${server.url}/api/site/`, burstLoad({ cookie }, seconds)) };
  } finally {
    await server.stop();
  }
}

export async function burstFigures(ctx: ApiContext): Promise<void> {
  const name = (text: string) => `${ctx.dialect} ${text}`;
  const seconds = ctx.profile.name === 'tiny' ? TINY_BURST_SECONDS : BURST_SECONDS;
  const { cold, warm, lapsed } = await burstRun(ctx.dataset.url, ctx.session.basic.authorization, { seconds });
  for (const result of [cold, warm, lapsed]) if (result!.failures) throw new Error(`${result!.failures} failed requests in a Basic burst`);
  const note = (result: LoadResult) => `p99 ${ms(result.p99)}, p50 ${ms(result.p50)}, ${Math.round(result.requestsPerSecond)} req/s; warm p99 ${ms(warm.p99)}`;
  const goal = atMost(BURST_GOAL);
  ctx.emit(figure(name(`Basic burst: first ${seconds} s after start, p99 over warm p99`), cold.p99 / warm.p99, '×', { goal, note: note(cold) }));
  ctx.emit(
    figure(name(`Basic burst: ${seconds} s after the credential lapsed, p99 over warm p99`), lapsed!.p99 / warm.p99, '×', { goal, note: note(lapsed!) }),
  );
}
