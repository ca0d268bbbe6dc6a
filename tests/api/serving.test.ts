import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("SAT")');
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
