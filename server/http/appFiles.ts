/**
 * The built app (Vite's dist/): its files, and index.html for the app's own routes (/rides,
 * /work-day/3, …). Vite names every script and style by its content (assets/<name>-<hash>.js), so
 * a browser keeps those for a year without asking again; index.html, which names them, is asked
 * for each time. A file goes as the build also wrote it, compressed beside it (brotli or gzip, as
 * the browser accepts: vite.config.ts), instead of being compressed anew for every page load.
 * The field app (issue 30) is the build's second page: /field and /field/… answer field.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const NAMED_BY_CONTENT = 'public, max-age=31536000, immutable';

export async function serveAppFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const hasApp = fs.existsSync(path.join(root, 'index.html'));
  const assets = path.join(root, 'assets') + path.sep;
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        if (file.startsWith(assets)) reply.header('cache-control', NAMED_BY_CONTENT);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !hasApp) {
      return reply.code(404).send({ detail: 'Nie znaleziono.' });
    }
    const { pathname } = new URL(request.url, 'http://app');
    const page = pathname === '/field' || pathname.startsWith('/field/') ? 'field.html' : 'index.html';
    return reply.type('text/html').sendFile(page);
  });
}
