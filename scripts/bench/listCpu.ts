/**
 * The server's CPU for one request of each of the spec's simple lists, quickly (issue 34 §3;
 * docs/performance.md "Simple lists"): the demo company on a new database, a server in this
 * process, and each URL asked `--requests` times through `app.inject` with HTTP Basic, five rounds,
 * printing the median and the lowest CPU microseconds a request (process.cpuUsage; no socket, so
 * what the server's own code costs, and the database's on SQLite). CPU time, not wall time: a
 * machine shared with other work inflates the latter far more. Run it from two checkouts in turn
 * to compare code.
 *
 *   node_modules/.bin/tsx scripts/bench/listCpu.ts [--pg] [--requests 400]
 *   node --cpu-prof --import tsx scripts/bench/listCpu.ts   # …and where the time goes
 */
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/startup/prepareDatabase';
import { withScratchDatabase } from './scratchDatabase';

const { values: options } = parseArgs({ options: { pg: { type: 'boolean', default: false }, requests: { type: 'string', default: '400' } } });
const REQUESTS = Number(options.requests);
const ROUNDS = 5;
const ADMIN = { username: 'bench', password: 'bench-list-password' };
const URLS = [
  '/api/site/',
  '/api/person-roles/',
  '/api/persons/?site=1',
  '/api/vehicle/?site=1',
  '/api/material/?site=1',
  '/api/place/?site=1',
  '/api/fueling/?site=1',
];
process.env.LOG_LEVEL ??= 'silent';

/** Each URL warmed, then its CPU a request over ROUNDS rounds printed. */
async function measure(app: FastifyInstance) {
  const authorization = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
  const ask = async (listUrl: string, times: number) => {
    for (let index = 0; index < times; index++) {
      const answer = await app.inject({ url: listUrl, headers: { authorization, 'accept-encoding': 'gzip' } });
      if (answer.statusCode !== 200) throw new Error(`${listUrl}: ${answer.statusCode}`);
    }
  };
  // Every URL once warm before any is measured: the first ones would pay for the server's warming.
  for (const listUrl of URLS) await ask(listUrl, REQUESTS);
  for (const listUrl of URLS) {
    const perRequest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.cpuUsage();
      await ask(listUrl, REQUESTS);
      const used = process.cpuUsage(before);
      perRequest.push((used.user + used.system) / REQUESTS);
    }
    perRequest.sort((a, b) => a - b);
    console.log(
      `${options.pg ? 'PostgreSQL' : 'SQLite'} ${listUrl}: CPU ${perRequest[Math.floor(ROUNDS / 2)].toFixed(0)} µs a request (median of ${ROUNDS} rounds of ${REQUESTS}; lowest ${perRequest[0].toFixed(0)})`,
    );
  }
  await app.close();
}

async function main() {
  await withScratchDatabase(options.pg, async (url) => {
    const config = {
      ...loadConfig({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', DEMO_STEP_SECONDS: '0' }),
      databaseUrl: url,
      staticDir: '/nonexistent',
    };
    await prepareDatabase(config);
    const database = openDatabase(url);
    try {
      await measure(await buildApp(database, config));
    } finally {
      await database.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
