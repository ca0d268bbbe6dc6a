import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { freePort } from '../helpers/processes';
import { startTestServer, type TestServer } from '../helpers/server';

describe('serving the app and health', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-dist-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'field.html'), '<!doctype html><title>SAT Teren</title><div id="root"></div>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("SAT")');
    // As the build writes them (vite.config.ts): each script also compressed beside itself.
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.br'), zlib.brotliCompressSync('console.log("SAT")'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.gz'), zlib.gzipSync('console.log("SAT")'));
    server = await startTestServer('sqlite');
    await server.app.close();
    const app = await buildApp(server.database, { ...loadConfig({}), staticDir });
    await app.listen({ port: Number(new URL(server.url).port), host: '127.0.0.1' });
    server.app = app;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers every app route with index.html and unknown API paths with a JSON 404', async () => {
    for (const route of ['/', '/rides', '/work-day/3', '/map/vehicleHistory/12', '/login?redirect=%2Frides']) {
      const response = await server.anonymous.get(route);
      expect(response.status, route).toBe(200);
      expect(response.text).toContain('<div id="root">');
    }
    expect((await server.anonymous.get('/assets/app.js')).text).toBe('console.log("SAT")');
    const unknown = await server.admin.get('/api/no-such-thing/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Nie znaleziono.' });
  });

  it('answers the field app (/field and below) with field.html, the dashboard routes still with index.html', async () => {
    for (const route of ['/field', '/field/', '/field/kolejka', '/field?from=home']) {
      const response = await server.anonymous.get(route);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('<title>SAT Teren</title>');
    }
    expect((await server.anonymous.get('/fieldwork')).text).not.toContain('SAT Teren');
  });

  /** A GET of `route` accepting `encodings`, its body as sent (not decompressed). */
  const rawGet = (route: string, encodings: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${route}`, { headers: { 'accept-encoding': encodings } }, async (response) => {
          const chunks: Buffer[] = [];
          for await (const chunk of response) chunks.push(chunk as Buffer);
          resolve({ headers: response.headers, body: Buffer.concat(chunks) });
        })
        .once('error', reject);
    });

  it('sends a script as the build compressed it, as the browser accepts, kept a year by content name; index.html asked again', async () => {
    const file = (name: string) => fs.readFileSync(path.join(staticDir, 'assets', name));
    const brotli = await rawGet('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/javascript; charset=utf-8', vary: 'accept-encoding' });
    expect(brotli.body).toEqual(file('app.js.br'));
    const gzip = await rawGet('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(file('app.js.gz'));
    const plain = await rawGet('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("SAT")');
    for (const sent of [brotli, gzip, plain]) expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/index.html', '/rides']) {
      expect((await rawGet(route, 'identity')).headers['cache-control'], route).toBe('public, max-age=0');
    }
  });

  /** The app on a PostgreSQL "database" at `port` that cannot serve it, for `use`; closed afterwards. */
  async function withDatabaseAt(port: number, use: (app: FastifyInstance) => Promise<void>) {
    const database = openDatabase(`postgres://postgres@127.0.0.1:${port}/nothing`);
    const app = await buildApp(database, { ...loadConfig({}), staticDir: '/nonexistent' });
    try {
      await use(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  /** A list asked for with credentials answers that the database is unavailable. */
  async function expectListUnavailable(app: FastifyInstance) {
    const list = await app.inject({ method: 'GET', url: '/api/site/', headers: { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` } });
    expect(list.statusCode).toBe(503);
    expect(list.json().detail).toMatch(/Baza danych jest niedostępna/);
  }

  it('answers 503 on health and on API calls while the database is unreachable', async () => {
    await withDatabaseAt(await freePort(), async (app) => {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      await expectListUnavailable(app);
    });
  });

  it('answers 503 when the database connection dies under a query', async () => {
    // A "database" that hangs up as soon as it is spoken to: node-postgres reports
    // "Connection terminated unexpectedly", without an error code.
    const hangUp = net.createServer((socket) => socket.once('data', () => socket.end()));
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    try {
      await withDatabaseAt((hangUp.address() as net.AddressInfo).port, expectListUnavailable);
    } finally {
      hangUp.close();
    }
  });
});
