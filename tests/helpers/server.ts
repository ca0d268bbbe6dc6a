/**
 * A real SAT HTTP server on a free loopback port over a throwaway database, plus clients:
 * `admin` (HTTP Basic) and `loginSession()` (cookie + XSRF, as the browser does).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AnyDb } from '../../server/db/anySchema';
import type { DialectName } from '../../server/db/dialect';
import { ensureAdmin, seedRoles } from '../../server/seed/bootstrap';
import { openTestDatabase, type OlderDatabase } from './databases';

process.env.SCRYPT_LOG_N ??= '10';

export const ADMIN = { username: 'admin', password: 'admin-test-password' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads an answer's JSON, whose shape its assertions check
export type Json = any;

export interface Response<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Client {
  request<T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response<T>>;
  get<T = Json>(path: string): Promise<Response<T>>;
  post<T = Json>(path: string, body?: unknown): Promise<Response<T>>;
  put<T = Json>(path: string, body?: unknown): Promise<Response<T>>;
  delete<T = Json>(path: string): Promise<Response<T>>;
}

export function makeClient(baseUrl: string, auth: () => Record<string, string> = () => ({})): Client {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...auth(), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON (CSV) */
    }
    return { status: response.status, headers: response.headers, body: parsed as Json, text };
  };
  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  };
}

export const basicAuth = (username: string, password: string) => () => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

/** Logs in like the dashboard and returns a client that sends the cookies and XSRF header. */
export async function loginSession(baseUrl: string, username = ADMIN.username, password = ADMIN.password) {
  const response = await fetch(`${baseUrl}/api/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1];
  return {
    cookies,
    xsrf,
    /** Sends what a browser on the app's own page sends: cookies, XSRF header, Origin. */
    client: makeClient(baseUrl, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: baseUrl })),
  };
}

/** Signs in to the field app (POST /api/field-login/) and sends what the field app sends. */
export async function fieldLogin(baseUrl: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/api/field-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`field login failed: ${response.status}`);
  const setCookies = response.headers.getSetCookie();
  const cookies = setCookies.map((cookie) => cookie.split(';')[0]);
  const xsrf = cookies.find((cookie) => cookie.startsWith('sat_field_xsrf='))!.split('=')[1];
  return {
    setCookies,
    cookies,
    client: makeClient(baseUrl, () => ({ cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: baseUrl, 'x-sat-client': 'field' })),
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  admin: Client;
  anonymous: Client;
  close(): Promise<void>;
}

/** How many rows a table of the server's database holds. */
export async function countRows(server: TestServer, table: string): Promise<number> {
  const { n } = await (server.database.db as AnyDb)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** `env` holds settings as the environment gives them (`{ COMPANY_TIME_ZONE: 'America/New_York' }`). */
/**
 * Node's ArrayBuffer, for a jsdom test running the server in its process (tests/adding-a-resource):
 * jsdom's window brings its own, and Fastify tells an answer's bytes from an object to serialize
 * by `payload.buffer instanceof ArrayBuffer`, so a list's UTF-8 bytes went out as
 * `{"type":"Buffer","data":[…]}`.
 */
const NODE_ARRAY_BUFFER = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;

export async function startTestServer(dialect: DialectName, env: NodeJS.ProcessEnv = {}, older?: OlderDatabase): Promise<TestServer> {
  if (globalThis.ArrayBuffer !== NODE_ARRAY_BUFFER) globalThis.ArrayBuffer = NODE_ARRAY_BUFFER;
  const database = await openTestDatabase(dialect, older);
  await seedRoles(database.db);
  await ensureAdmin(database.db, ADMIN.username, ADMIN.password);
  const config = { ...loadConfig(env), databaseUrl: database.url, staticDir: '/nonexistent' };
  process.env.LOG_LEVEL ??= 'silent';
  const app = await buildApp(database, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    database,
    admin: makeClient(url, basicAuth(ADMIN.username, ADMIN.password)),
    anonymous: makeClient(url),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
