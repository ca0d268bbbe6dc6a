/**
 * The server's CPU for one request of each of the spec's simple lists, quickly (issue 34 §3;
 * docs/performance.md "Simple lists"): the demo company on a new database, a server in this
 * process, and each URL asked `--requests` times through `app.inject` with HTTP Basic, in rounds,
 * printing the median and the lowest CPU microseconds a request (process.cpuUsage; no socket, so
 * what the server's own code costs, and the database's on SQLite). CPU time, not wall time: a
 * machine shared with other work inflates the latter far more.
 *
 * `--against DIR` builds a second server from another checkout (its own server code and
 * node_modules) on the same database, in the same process, and measures the two in turn, round by
 * round: old and new code in the same seconds, so that the machine's other work weighs on both
 * alike. Its line is printed first and the ratio after.
 *
 *   node_modules/.bin/tsx scripts/bench/listCpu.ts [--pg] [--requests 400] [--rounds 5] [--against ../old-checkout] [--urls /api/health,/api/site/]
 *   node --cpu-prof --import tsx scripts/bench/listCpu.ts   # …and where the time goes
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { withDemoCompany } from './scratchDatabase';

const { values: options } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    requests: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '5' },
    against: { type: 'string' },
    urls: { type: 'string' },
  },
});
const REQUESTS = Number(options.requests);
const ROUNDS = Number(options.rounds);
const ADMIN = { username: 'bench', password: 'bench-list-password' };
const URLS = options.urls?.split(',') ?? [
  '/api/site/',
  '/api/person-roles/',
  '/api/persons/?site=1',
  '/api/vehicle/?site=1',
  '/api/material/?site=1',
  '/api/place/?site=1',
  '/api/fueling/?site=1',
];
process.env.LOG_LEVEL ??= 'silent';

interface Server {
  name: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

const authorization = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

async function ask(app: FastifyInstance, listUrl: string, times: number) {
  for (let index = 0; index < times; index++) {
    const answer = await app.inject({ url: listUrl, headers: { authorization, 'accept-encoding': 'gzip' } });
    if (answer.statusCode !== 200) throw new Error(`${listUrl}: ${answer.statusCode}`);
  }
}

/** CPU microseconds a request of one round. */
async function round(app: FastifyInstance, listUrl: string): Promise<number> {
  const before = process.cpuUsage();
  await ask(app, listUrl, REQUESTS);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each URL warmed on every server, then measured a round on each in turn. */
async function measure(servers: Server[]) {
  // Every URL once warm before any is measured: the first ones would pay for the server's warming.
  for (const listUrl of URLS) for (const { app } of servers) await ask(app, listUrl, REQUESTS);
  const database = options.pg ? 'PostgreSQL' : 'SQLite';
  for (const listUrl of URLS) {
    const perRequest = servers.map((): number[] => []);
    for (let index = 0; index < ROUNDS; index++) {
      // Each first in every other round: the one measured second pays for garbage the first made.
      const order = index % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const at of order) perRequest[at].push(await round(servers[at].app, listUrl));
    }
    for (const [at, { name }] of servers.entries()) {
      const lowest = Math.min(...perRequest[at]);
      console.log(
        `${database} ${listUrl}${name}: CPU ${median(perRequest[at]).toFixed(0)} µs a request (median of ${ROUNDS} rounds of ${REQUESTS}; lowest ${lowest.toFixed(0)})`,
      );
    }
    if (servers.length === 2) console.log(`  this checkout ÷ the other: ${(median(perRequest[1]) / median(perRequest[0])).toFixed(3)}`);
  }
}

type Builders = { buildApp: typeof buildApp; openDatabase: typeof openDatabase };

async function serverFrom(name: string, { buildApp: build, openDatabase: open }: Builders, config: Config): Promise<Server> {
  const database = open(config.databaseUrl);
  const app = await build(database, config);
  return {
    name,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function main() {
  await withDemoCompany(options.pg, ADMIN, async (config) => {
    const servers: Server[] = [];
    try {
      if (options.against) {
        const other = path.resolve(options.against);
        const builders: Builders = {
          buildApp: ((await import(path.join(other, 'server/app.ts'))) as Builders).buildApp,
          openDatabase: ((await import(path.join(other, 'server/db/database.ts'))) as Builders).openDatabase,
        };
        servers.push(await serverFrom(` (${options.against})`, builders, config));
      }
      servers.push(await serverFrom(options.against ? ' (this checkout)' : '', { buildApp, openDatabase }, config));
      await measure(servers);
    } finally {
      for (const server of servers) await server.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
