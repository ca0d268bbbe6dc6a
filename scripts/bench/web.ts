/**
 * Web figures: the app built as `npm start` builds it, served by the real server, opened in
 * headless Chromium. Initial JavaScript per route (gzip), Leaflet kept out of non-map routes,
 * /rides rendering 100 rows, and a long ride on the map page (first frame, zoom frames, polyline
 * layers counted on the Leaflet map itself, so that a canvas is counted as an SVG is).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { recordLeafletMaps } from '../../e2e/leafletMaps';
import type { Dataset } from './dataset';
import { BENCH_ADMIN, CACHE_DIR } from './dataset';
import { BENCH_SITE } from './api';
import type { Profile } from './profile';
import { atMost, figure, type Figure } from './report';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const KB = 1024;
const LEAFLET = /leaflet-(pane|container)/;
const ROWS_PER_PAGE = 100;
const RENDER_RUNS = 5;

/** Where a run builds the app (runs may overlap; main removes it at the end). */
export const webDir = (profile: Profile) => path.join(CACHE_DIR, `web-${profile.name}-${process.pid}`);

/** Builds the app into `dir`; returns the build's error output when it fails. */
export function buildWeb(dir: string): string | null {
  const result = spawnSync('node_modules/.bin/vite', ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  return result.status === 0 ? null : `${result.stderr}${result.stdout}`.trim().slice(-2000) || 'vite build failed';
}

/**
 * In the page from its first script: when each matching API answer has fully arrived, and the
 * first animation frame in which a condition holds.
 */
function instrument(apiPrefix: string) {
  const marks = { answers: [] as number[] };
  (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchOriginal(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(apiPrefix)) {
      await response.clone().arrayBuffer();
      marks.answers.push(performance.now());
    }
    return response;
  };
}

/** Polyline layers (Leaflet's Polyline and its kinds) on the page's Leaflet maps; null when no map was recorded. */
async function polylineLayers(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    type LeafletMap = { eachLayer(visit: (layer: unknown) => void): void };
    const { L: leaflet, recordedLeafletMaps: maps } = window as unknown as {
      L?: { Polyline?: abstract new (...args: never[]) => unknown };
      recordedLeafletMaps?: LeafletMap[];
    };
    const Polyline = leaflet?.Polyline;
    if (!Polyline || !maps?.length) return null;
    let count = 0;
    for (const map of maps) map.eachLayer((layer) => void (layer instanceof Polyline && count++));
    return count;
  });
}

/**
 * In the page from its first script, after `instrument`: every animation frame looks whether
 * `selector` matches `count` elements, and the first frame in which it does is kept. Unlike
 * frameAfterData, the time does not depend on when the test gets to look: a test that first waits
 * for an element (Playwright polls every 500 ms after a while) could otherwise only start looking
 * well after the frame it is to time.
 */
function watchFrames([selector, count]: readonly [string, number]) {
  const marks = (window as unknown as { benchMarks: { firstFrame?: number } }).benchMarks;
  const check = () => {
    if (document.querySelectorAll(selector).length >= count) marks.firstFrame = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Milliseconds from the last matching API answer to the frame that watchFrames kept. */
async function watchedFrameAfterData(page: Page, timeoutMs = 30_000): Promise<number> {
  const result = await page.waitForFunction(
    () => {
      const { answers, firstFrame } = (window as unknown as { benchMarks: { answers: number[]; firstFrame?: number } }).benchMarks;
      return firstFrame === undefined ? null : { ms: firstFrame - Math.max(...answers.filter((time) => time <= firstFrame)) };
    },
    undefined,
    { timeout: timeoutMs },
  );
  return (await result.jsonValue())!.ms;
}

/** Milliseconds from the last matching API answer to the first frame in which `selector` matches `count` elements. */
async function frameAfterData(page: Page, selector: string, count: number, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    ([selector, count, timeoutMs]) =>
      new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          if (document.querySelectorAll(selector).length >= count) {
            const { answers } = (window as unknown as { benchMarks: { answers: number[] } }).benchMarks;
            const now = performance.now();
            resolve(now - Math.max(...answers.filter((time) => time <= now)));
          } else if (performance.now() > deadline) reject(new Error(`no ${count} × ${selector} in time`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [selector, count, timeoutMs] as const,
  );
}

/** The longest frame (ms between animation frames) while `action` runs and for `settleMs` after. */
async function longestFrame(page: Page, action: () => Promise<void>, settleMs = 800): Promise<number> {
  await page.evaluate(() => {
    const state = { longest: 0, last: performance.now(), running: true };
    (window as unknown as { benchFrames: typeof state }).benchFrames = state;
    const tick = (time: number) => {
      state.longest = Math.max(state.longest, time - state.last);
      state.last = time;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const state = (window as unknown as { benchFrames: { longest: number; running: boolean } }).benchFrames;
    state.running = false;
    return state.longest;
  });
}

/** Scripts the page fetched while `load` ran: gzip size in KB and whether Leaflet is among them. */
async function scriptsOf(page: Page, dir: string, load: () => Promise<void>) {
  const files = new Set<string>();
  const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') files.add(new URL(response.url()).pathname);
  };
  page.on('response', listener);
  await load();
  page.off('response', listener);
  let gzipBytes = 0;
  let leaflet = false;
  for (const file of files) {
    const content = fs.readFileSync(path.join(dir, file));
    gzipBytes += gzipSync(content, { level: 9 }).length;
    leaflet ||= LEAFLET.test(content.toString('latin1'));
  }
  return { kb: gzipBytes / KB, leaflet, files: files.size };
}

/** A browser context on the server; functions sent to its pages may use tsx's `__name` helper. */
export async function newContext(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1600, height: 1000 } });
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}

async function loggedInContext(browser: Browser, url: string, dataset: Dataset): Promise<BrowserContext> {
  const context = await newContext(browser, url);
  // Map tiles would go to the internet: answer them empty.
  await context.route(/tile|\.png$/, (route) => (route.request().url().startsWith(url) ? route.continue() : route.abort()));
  const response = await context.request.post('/api/admin-login/', { data: BENCH_ADMIN, headers: { origin: url } });
  if (!response.ok()) throw new Error(`login: ${response.status()}`);
  const body = (await response.json()) as { user: { username: string; access: unknown } };
  // What the app keeps after a login (spec: `user` with its access, the selected site).
  await context.addInitScript(
    ([user, access, site]) => {
      localStorage.setItem('user', JSON.stringify({ username: user, fullName: user, access }));
      localStorage.setItem('selectedSite', JSON.stringify(site));
    },
    [body.user.username, body.user.access, BENCH_SITE] as const,
  );
  // The dashboard's default range is the last 7 days up to today: today is the history's last day.
  // (Playwright's clock would also fake animation frames, which the figures time.)
  await context.addInitScript((now) => {
    const RealDate = Date;
    const offset = now - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        // Any of Date's argument lists; none means now.
        super(...((args.length ? args : [RealDate.now() + offset]) as [number]));
      }
      static now = () => RealDate.now() + offset;
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, Date.parse(dataset.manifest.now));
  return context;
}

/**
 * Opens /rides with its list requests widened to ROWS_PER_PAGE rows (the app offers at most 50 a
 * page) and times the first frame showing them after they arrived.
 */
async function renderRides(context: BrowserContext): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) {
    const page = await context.newPage();
    await page.route(/\/api\/vehicle-ride\/\?/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('_end', String(Number(url.searchParams.get('_start') ?? 0) + ROWS_PER_PAGE));
      return route.continue({ url: url.href });
    });
    await page.addInitScript(instrument, '/api/vehicle-ride');
    await page.goto('/rides');
    times.push(await frameAfterData(page, 'tbody tr', ROWS_PER_PAGE));
    await page.close();
  }
  return times.sort((a, b) => a - b);
}

const MAP_FIGURES = ['first frame after data', 'zoom frame', 'polyline layers'];
/** The map page's track is drawn: an SVG path or a canvas in Leaflet's overlay pane. */
const TRACK_DRAWN = '.leaflet-overlay-pane path, .leaflet-overlay-pane canvas';
const mapLabel = (dataset: Dataset) => `map: ride of ${dataset.manifest.mapRide.points.toLocaleString('en')} points`;

async function mapFigures(context: BrowserContext, dataset: Dataset): Promise<Figure[]> {
  const ride = dataset.manifest.mapRide;
  const [first, zoom, layers] = MAP_FIGURES.map((name) => `${mapLabel(dataset)} ${name}`);
  const page = await context.newPage();
  await page.addInitScript(instrument, '/api/location-history-for-ride/');
  await page.addInitScript(watchFrames, [TRACK_DRAWN, 1] as const);
  await page.addInitScript(recordLeafletMaps);
  await page.goto(`/map/vehicleHistory/${ride.id}`);
  const container = await page.waitForSelector('.leaflet-container', { timeout: 20_000 }).catch(() => null);
  if (!container) {
    await page.close();
    return [first, zoom, layers].map((name) => figure(name, 'not measurable yet', '', { note: 'no Leaflet map at /map/vehicleHistory/{id} in this build' }));
  }
  const firstFrame = await watchedFrameAfterData(page);
  const zoomIn = page.locator('.leaflet-control-zoom-in');
  const zoomOut = page.locator('.leaflet-control-zoom-out');
  let zoomFrame = 0;
  for (const control of [zoomIn, zoomIn, zoomOut, zoomOut]) {
    zoomFrame = Math.max(zoomFrame, await longestFrame(page, () => control.click()));
  }
  const paths = await page.locator('.leaflet-overlay-pane path').count();
  const canvases = await page.locator('.leaflet-overlay-pane canvas').count();
  const polylines = await polylineLayers(page);
  await page.close();
  const drawn = `${paths} SVG paths, ${canvases} canvases in the overlay pane`;
  return [
    figure(first, firstFrame, 'ms', { goal: atMost(150) }),
    figure(zoom, zoomFrame, 'ms', { goal: atMost(50), note: 'longest frame over two zooms in and two out' }),
    polylines !== null
      ? figure(layers, polylines, '', { goal: '1', met: polylines === 1, note: `Leaflet polyline layers on the map (${drawn})` })
      : canvases && !paths
        ? figure(layers, 'canvas', '', { goal: '1', note: 'drawn on a canvas and no Leaflet map seen: layers not countable' })
        : figure(layers, paths, '', { goal: atMost(1), note: 'SVG paths in the overlay pane (no Leaflet map seen)' }),
  ];
}

/**
 * Runs one group of web figures; when it fails (an app screen under construction, a browser
 * error), its figures are printed as failed with the reason, and the other groups still run.
 */
export async function guarded(names: string[], measure: () => Promise<Figure[]>): Promise<Figure[]> {
  try {
    return await measure();
  } catch (error) {
    const reason = String((error as Error).message ?? error)
      .split('\n')[0]
      .slice(0, 120);
    return names.map((name) => figure(name, 'failed', '', { met: false, note: reason }));
  }
}

async function scriptFigures(browser: Browser, url: string, dir: string, context: BrowserContext): Promise<Figure[]> {
  const anonymous = await newContext(browser, url);
  const loginPage = await anonymous.newPage();
  const loginScripts = await scriptsOf(loginPage, dir, async () => {
    await loginPage.goto('/login', { waitUntil: 'networkidle' });
  });
  await anonymous.close();
  const ridesPage = await context.newPage();
  const ridesScripts = await scriptsOf(ridesPage, dir, async () => {
    await ridesPage.goto('/rides', { waitUntil: 'networkidle' });
    await ridesPage.waitForSelector('tbody tr', { timeout: 30_000 });
  });
  await ridesPage.close();
  const initial = (route: string, { kb, files }: typeof loginScripts) =>
    figure(`web initial JS of ${route}`, kb, 'KB gzip', { goal: atMost(400), note: `${files} scripts` });
  return [
    initial('login', loginScripts),
    initial('/rides', ridesScripts),
    figure('web Leaflet in login and /rides scripts', loginScripts.leaflet || ridesScripts.leaflet ? 'yes' : 'no', '', {
      goal: 'no',
      met: !loginScripts.leaflet && !ridesScripts.leaflet,
    }),
  ];
}

async function renderFigures(context: BrowserContext): Promise<Figure[]> {
  const renders = await renderRides(context);
  return [
    figure(`web /rides render of ${ROWS_PER_PAGE} rows after data`, renders[Math.floor(renders.length / 2)], 'ms', {
      goal: atMost(150),
      note: `median of ${renders.length} loads (${renders.map((time) => time.toFixed(0)).join(', ')})`,
    }),
  ];
}

/** Measures the app built into `dir` and served by the server at `url`. */
export async function webFigures(url: string, dir: string, dataset: Dataset, emit: (item: Figure) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  const add = (items: Figure[]) => items.forEach((item) => (figures.push(item), emit(item)));
  const scriptNames = ['web initial JS of login', 'web initial JS of /rides', 'web Leaflet in login and /rides scripts'];
  const renderNames = [`web /rides render of ${ROWS_PER_PAGE} rows after data`];
  const mapNames = MAP_FIGURES.map((name) => `${mapLabel(dataset)} ${name}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).catch((error: Error) => error);
  if (browser instanceof Error) {
    add(await guarded([...scriptNames, ...renderNames, ...mapNames], () => Promise.reject(browser)));
    return figures;
  }
  try {
    const context = await loggedInContext(browser, url, dataset);
    add(await guarded(scriptNames, () => scriptFigures(browser, url, dir, context)));
    add(await guarded(renderNames, () => renderFigures(context)));
    add(await guarded(mapNames, () => mapFigures(context, dataset)));
    await context.close();
  } finally {
    await browser.close();
  }
  return figures;
}
