/**
 * The fleet live's figures (issue 31 §3): a site of FLEET_VEHICLES vehicles, each moved once per
 * round (a new position for every vehicle every LIVE_POLL_MS, written straight into the database as
 * the trackers' posts would leave it). API: the fleet map's snapshot, an empty poll of the changes
 * and a poll bringing one round. Web: /fleet-map in Chromium while the vehicles move — the frame
 * times (every animation frame's distance from the last) over several rounds. Figures printed,
 * no goal asserted beyond the frame budget noted.
 */
import { openDatabase, type Db } from '../../server/db/database';
import { LIVE_POLL_MS } from '../../src/shared/usePositionChanges';
import type { ApiContext } from './api';
import { BENCH_ADMIN } from './dataset';
import { percentile } from './load';
import { atMost, figure, type Figure } from './report';
import { CHROMIUM, CHROMIUM_ARGS, guarded, newContext } from './web';
import { chromium } from '@playwright/test';

export const FLEET_VEHICLES = 500;
const ROUNDS_WATCHED = 6;
const EMPTY_POLLS = 200;
const ROUND_POLLS = 10;

export interface BenchFleet {
  site: number;
  /** Writes one new position for every vehicle, `round` steps along its path. */
  move(round: number): Promise<void>;
  close(): Promise<void>;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.95,
  );
const rounded = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A site with FLEET_VEHICLES vehicles (made through the API, as an office would), moved through the database. */
export async function prepareFleet(context: ApiContext): Promise<BenchFleet> {
  const { server, session } = context;
  const post = async (path: string, body: unknown) => {
    // A connection the busy machine drops is tried again (twice at most); an answer is never sent twice.
    const send = () => fetch(`${server.url}${path}`, { method: 'POST', headers: session.basic, body: JSON.stringify(body) });
    const answer = await send().catch(send).catch(send);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { id: number }).id;
  };
  const stamp = Date.now().toString(36);
  const site = await post('/api/site/', { name: `Flota ${FLEET_VEHICLES} ${stamp}`, start_date: '2026-01-01', length: 10 });
  const vehicles: number[] = [];
  for (let index = 0; index < FLEET_VEHICLES; index++) {
    vehicles.push(
      await post('/api/vehicle/', {
        site,
        fleet_number: 9000 + index,
        registration_number: `BF ${stamp.slice(-3)}${index}`,
        vehicle_model: 'Volvo FMX 460',
        vehicle_type: 'TRUCK',
        fuel_capacity: 400,
      }),
    );
  }
  const database: Db = openDatabase(context.dataset.url, { poolSize: 2 });
  const move = async (round: number) => {
    const datetime = new Date().toISOString();
    const rows = vehicles.map((vehicle, index) => ({
      vehicle,
      person: null,
      ride: null,
      datetime,
      // A 25 × 20 grid around Warsaw, each vehicle on a small circle of its own.
      latitude: 52.1 + (index % 25) * 0.01 + 0.002 * Math.sin(round / 3 + index),
      longitude: 20.9 + Math.floor(index / 25) * 0.01 + 0.002 * Math.cos(round / 3 + index),
      // Speeds change every round, as a moving truck's do: the list's words change with them.
      speed: 30 + ((index + round) % 20),
      ignition: 1,
    }));
    await database.db.insertInto('location_point').values(rows).execute();
  };
  return { site, move, close: () => database.close() };
}

/** The API's side: what the live maps cost the server. */
export async function fleetApiFigures(context: ApiContext, fleet: BenchFleet): Promise<void> {
  const { dialect, server, session, emit } = context;
  const get = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`${server.url}${path}`, { headers: session.headers });
    const body = await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength, json: () => JSON.parse(Buffer.from(body).toString('utf8')) };
  };
  await fleet.move(0);
  const snapshots = [];
  for (let run = 0; run < 10; run++) snapshots.push(await get(`/api/fleet/?site=${fleet.site}`));
  emit(
    figure(`${dialect} fleet map snapshot of ${FLEET_VEHICLES} vehicles p50`, rounded(median(snapshots.map((s) => s.ms))), 'ms', {
      note: `${Math.round(snapshots[0].bytes / 1024)} KB; loaded once, then every minute`,
    }),
  );
  let { cursor } = (await get(`/api/fleet/changes/?site=${fleet.site}`)).json() as { cursor: number };
  const empty = [];
  for (let run = 0; run < EMPTY_POLLS; run++) empty.push((await get(`/api/fleet/changes/?site=${fleet.site}&since=${cursor}`)).ms);
  emit(
    figure(`${dialect} live changes poll, nothing new p50`, rounded(median(empty), 2), 'ms', {
      note: `p95 ${rounded(p95(empty), 2)} ms over ${EMPTY_POLLS} polls, one after another`,
    }),
  );
  const full = [];
  let bytes = 0;
  for (let round = 1; round <= ROUND_POLLS; round++) {
    await fleet.move(round);
    const answer = await get(`/api/fleet/changes/?site=${fleet.site}&since=${cursor}`);
    cursor = (answer.json() as { cursor: number }).cursor;
    full.push(answer.ms);
    bytes = answer.bytes;
  }
  emit(
    figure(`${dialect} live changes poll, ${FLEET_VEHICLES} new positions p50`, rounded(median(full)), 'ms', {
      note: `${Math.round(bytes / 1024)} KB per poll (uncompressed)`,
    }),
  );
}

const WEB_NAMES = [
  `web fleet map, ${FLEET_VEHICLES} vehicles moving: frame p50`,
  'frame p95',
  'longest frame',
  'frames over 50 ms',
  'longest task',
  'round applied',
].map((name, index) => (index === 0 ? name : `web fleet map, ${FLEET_VEHICLES} vehicles moving: ${name}`));

/**
 * In the page from its first script: for each answer of the changes that brings units, the time
 * from its arrival to the first animation frame after the list's text changed (React has applied
 * the round; Leaflet redraws its canvas in that frame).
 */
function timeRounds() {
  const rounds: number[] = [];
  (window as unknown as { fleetRounds: number[] }).fleetRounds = rounds;
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchOriginal(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/fleet/changes/') || !url.includes('since=')) return response;
    const text = await response.clone().text();
    if (!text.includes('"points"')) return response;
    const arrived = performance.now();
    const list = document.querySelector('main ul[aria-label]');
    if (list) {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => rounds.push(performance.now() - arrived));
      });
      observer.observe(list, { subtree: true, characterData: true, childList: true });
    }
    return response;
  };
}

/** The browser's side: frame times of /fleet-map while every vehicle moves each round. */
export async function fleetWebFigures(url: string, fleet: BenchFleet, emit: (item: Figure) => void): Promise<void> {
  const figures = await guarded(WEB_NAMES, async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await newContext(browser, url);
      await context.route(/tile|\.png$/, (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
      const login = await context.request.post('/api/admin-login/', { data: BENCH_ADMIN, headers: { origin: url } });
      const { user } = (await login.json()) as { user: { username: string; access: unknown } };
      await context.addInitScript(
        ([username, access, site]) => {
          localStorage.setItem('user', JSON.stringify({ username, fullName: username, access }));
          localStorage.setItem('selectedSite', JSON.stringify(site));
        },
        [user.username, user.access, fleet.site] as const,
      );
      const page = await context.newPage();
      await page.addInitScript(timeRounds);
      await fleet.move(100);
      await page.goto('/fleet-map');
      await page.getByText(`${FLEET_VEHICLES} pozycji`).waitFor({ timeout: 30_000 });
      await page.locator('.leaflet-overlay-pane canvas').waitFor({ timeout: 30_000 });
      const watch = async (moving: boolean) => {
        await page.evaluate(() => {
          const state = { frames: [] as number[], tasks: [] as number[], last: performance.now(), running: true };
          (window as unknown as { fleetFrames: typeof state }).fleetFrames = state;
          const tick = (time: number) => {
            state.frames.push(time - state.last);
            state.last = time;
            if (state.running) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => state.running && state.tasks.push(entry.duration))).observe({
            type: 'longtask',
          });
        });
        for (let round = 1; round <= ROUNDS_WATCHED; round++) {
          if (moving) await fleet.move(100 + round);
          await page.waitForTimeout(LIVE_POLL_MS);
        }
        return page.evaluate(() => {
          const state = (window as unknown as { fleetFrames: { frames: number[]; tasks: number[]; running: boolean } }).fleetFrames;
          state.running = false;
          return { frames: state.frames, tasks: state.tasks };
        });
      };
      // The same time at rest first: what the machine's own pauses cost the frames without any round.
      const rest = await watch(false);
      const { frames, tasks } = await watch(true);
      const applied = await page.evaluate(() => (window as unknown as { fleetRounds: number[] }).fleetRounds);
      await context.close();
      const seconds = (ROUNDS_WATCHED * LIVE_POLL_MS) / 1000;
      const note = `${frames.length} frames over ${seconds} s, ${ROUNDS_WATCHED} rounds of ${FLEET_VEHICLES} new positions, circles on one canvas`;
      return [
        figure(WEB_NAMES[0], rounded(median(frames)), 'ms', { goal: atMost(17), note }),
        figure(WEB_NAMES[1], rounded(p95(frames)), 'ms', { goal: atMost(50) }),
        figure(WEB_NAMES[2], rounded(Math.max(...frames)), 'ms', { note: 'the frame in which a round is drawn, or a pause of the busy machine' }),
        figure(WEB_NAMES[3], frames.filter((frame) => frame > 50).length, '', {
          note: `of ${frames.length}; at rest over the same time ${rest.frames.filter((frame) => frame > 50).length} of ${rest.frames.length}`,
        }),
        figure(WEB_NAMES[5], rounded(median(applied)), 'ms', {
          note: `median of ${applied.length} rounds (longest ${rounded(Math.max(0, ...applied))} ms): from the changes' answer to the first frame after the list shows them`,
        }),
        figure(WEB_NAMES[4], rounded(Math.max(0, ...tasks)), 'ms', {
          note: `${tasks.length} tasks over 50 ms while moving (${rest.tasks.length} at rest): the round's work on the main thread`,
        }),
      ];
    } finally {
      await browser.close();
    }
  });
  figures.forEach(emit);
}
