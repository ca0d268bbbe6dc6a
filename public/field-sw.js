/*
 * The field app's service worker (scope /field): the app opens without signal after one visit.
 * Installing it stores the page (/field) and every script and style the built page names
 * (Vite names them by content under /assets/), the manifest and the icons. Pages are asked of the
 * network first (a new version is seen at once) and fall back to the stored one; assets come from
 * the store. API calls are never touched: the app's own queue (IndexedDB) keeps what is unsent.
 */
const CACHE = 'sat-field-v1';
const PAGE = '/field';
const ALWAYS = ['/field.webmanifest', '/field-icon-192.png', '/field-icon-512.png'];
/** How long a page waits for a slow network before the stored page is shown. */
const PAGE_TIMEOUT_MS = 4000;

const assetsNamedBy = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch(PAGE, { cache: 'no-store' });
      if (!page.ok) throw new Error(`${PAGE}: ${page.status}`);
      await cache.addAll([...new Set([...assetsNamedBy(await page.clone().text()), ...ALWAYS])]);
      await cache.put(PAGE, page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function freshPage(request) {
  const cache = await caches.open(CACHE);
  const timeout = new Promise((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS));
  const network = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(PAGE, response.clone());
      await cache.addAll(assetsNamedBy(await response.clone().text()));
    }
    return response;
  });
  const answer = await Promise.race([network.catch(() => undefined), timeout]);
  return answer ?? (await cache.match(PAGE)) ?? network;
}

async function storedAsset(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(request.mode === 'navigate' ? freshPage(request) : storedAsset(request));
});
