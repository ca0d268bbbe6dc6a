/**
 * Response headers on every page and API response: no sniffing, no framing, same-origin referrers
 * and opener, and a CSP that allows no inline script. Styles may be inline (MUI/emotion inject
 * them); images may come from the configured map tile host. HSTS only over HTTPS.
 *
 * Helmet writes the headers once, at start: they are the same for every response. (Its Fastify
 * plugin built the middleware again on every request, parsing the whole policy each time: 8 % of
 * the CPU of a small list's request, issue 34 §3.)
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Called by GPS trackers only (OsmAnd, Traccar's forwarding): no page headers on the answer. */
    forTrackers?: boolean;
  }
}

/** The origin of a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
export function tileOrigin(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}

/** The headers Helmet sets with these options, by name. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, tileUrl: string): Promise<void> {
  const tiles = tileOrigin(tileUrl);
  // Tile templates with a {s} subdomain: allow every subdomain of the host.
  const tileSources = tiles ? [tiles, tiles.replace('//0.', '//*.')] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...new Set(tileSources)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Set per request below: only over HTTPS.
    strictTransportSecurity: false,
  });
  // One synchronous hook, HSTS included: an async onSend hook of its own was a promise and a
  // turn of the microtask queue on every answer (issue 34 §3).
  const hsts = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };
  const overHttps = { ...headers, ...hsts };
  // A tracker's answer is read by no browser: the page headers (a policy of 300 bytes among eleven)
  // cost 15-35 µs of the server's CPU a request over a socket, 5-20 % of a small answer (issue 34
  // §5, docs/performance.md). No sniffing stays.
  const forTrackers = { 'X-Content-Type-Options': 'nosniff' };
  const forTrackersOverHttps = { ...forTrackers, ...hsts };
  app.addHook('onRequest', (request, reply, done) => {
    const https = request.protocol === 'https';
    if (request.routeOptions.config?.forTrackers) reply.headers(https ? forTrackersOverHttps : forTrackers);
    else reply.headers(https ? overHttps : headers);
    done();
  });
}
