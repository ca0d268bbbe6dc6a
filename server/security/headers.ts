/**
 * Response headers on every page and API response: no sniffing, no framing, same-origin referrers
 * and opener, and a CSP that allows no inline script. Styles may be inline (MUI/emotion inject
 * them); images may come from the configured map tile host. HSTS only over HTTPS.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origin of a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
export function tileOrigin(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, tileUrl: string): Promise<void> {
  const tiles = tileOrigin(tileUrl);
  // Tile templates with a {s} subdomain: allow every subdomain of the host.
  const tileSources = tiles ? [tiles, tiles.replace('//0.', '//*.')] : [];
  await app.register(helmet, {
    global: true,
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
