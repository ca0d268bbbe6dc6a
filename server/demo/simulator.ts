/**
 * Keeps the demo company working while the server runs (issue 28 §8): every DEMO_STEP_SECONDS the
 * demo people's phones start and end work days, load and unload rides and send positions, through
 * the same field API a phone uses (HTTP Basic with the demo employees' password), so the online
 * map, the rides and the change history stay alive. Only on a database the first start filled with
 * the demo company (its demo_company row), never with DEMO_STEP_SECONDS=0; of several server
 * processes one takes each step (claimStep); it stops with the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { simulationStep, type PersonActions } from '../../src/domain/demo/simulation';
import type { Database } from '../db/schema';
import type { Feature } from '../http/feature';
import { DEMO_EMPLOYEE_PASSWORD } from '../seed';
import { claimStep, readDemoPhones, readDemoSites } from './repository';

export interface DemoSimulatorOptions {
  stepMs: number;
  /** The demo employees' password (default: the one the seed gave them). */
  password?: string;
}

export interface DemoSimulator {
  /** Takes the step of `now`; answers how many requests it sent (null: another process took it, or no demo company). */
  step(now?: number): Promise<number | null>;
}

type Request = { url: string; body: unknown };

/** A person's actions as the requests their phone sends, in order. */
function requestsOf(actions: PersonActions): Request[] {
  const requests: Request[] = [];
  if (actions.endRide) requests.push({ url: `/api/vehicle-ride/${actions.endRide.ride}/end/`, body: { end_place: actions.endRide.end_place } });
  if (actions.endWorkDay) requests.push({ url: '/api/person-work-day/end/', body: {} });
  if (actions.startWorkDay) requests.push({ url: '/api/person-work-day/start/', body: {} });
  if (actions.points.length) {
    const points = actions.points.map(({ vehicle, ride, ...point }) => ({ ...point, ...(vehicle !== null && { vehicle }), ...(ride !== null && { ride }) }));
    requests.push({ url: '/api/location-history/', body: points });
  }
  if (actions.startRide) {
    const { material, ...ride } = actions.startRide;
    requests.push({ url: '/api/vehicle-ride/start/', body: { ...ride, ...(material !== null && { material }) } });
  }
  return requests;
}

export function createDemoSimulator(app: FastifyInstance, db: Kysely<Database>, options: DemoSimulatorOptions): DemoSimulator {
  // Logins whose password is no longer the demo one (changed by the office) are left alone.
  const notOurs = new Set<string>();
  const send = async (username: string, { url, body }: Request): Promise<boolean> => {
    const authorization = `Basic ${Buffer.from(`${username}:${options.password ?? DEMO_EMPLOYEE_PASSWORD}`).toString('base64')}`;
    const response = await app.inject({ method: 'POST', url, headers: { authorization }, payload: body as object });
    if (response.statusCode === 401) notOurs.add(username);
    if (response.statusCode >= 300) app.log.info({ url, status: response.statusCode, body: response.body }, 'demo step refused');
    return response.statusCode < 300;
  };
  return {
    async step(now = Date.now()) {
      const tick = Math.floor(now / options.stepMs);
      const seed = await claimStep(db, tick);
      if (seed === undefined) return null;
      const phones = (await readDemoPhones(db)).filter((phone) => !notOurs.has(phone.username));
      const usernames = new Map(phones.map((phone) => [phone.id, phone.username]));
      let sent = 0;
      for (const actions of simulationStep({ seed, tick, now, stepMs: options.stepMs, people: phones, sites: await readDemoSites(db) })) {
        for (const request of requestsOf(actions)) {
          sent++;
          if (!(await send(usernames.get(actions.person)!, request))) break;
        }
      }
      return sent;
    },
  };
}

/**
 * Takes a step every DEMO_STEP_SECONDS from the moment the server is ready until it closes; a step
 * on a database without the demo company's mark does nothing (one UPDATE that finds no row).
 */
export const demoSimulation: Feature = async (app, { database: { db }, config }) => {
  if (config.demoStepSeconds === 0) return;
  const simulator = createDemoSimulator(app, db, { stepMs: config.demoStepSeconds * 1000 });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closing = false;
  const step = () => {
    if (closing || running) return;
    running = simulator
      .step()
      .catch((error) => app.log.warn({ err: error }, 'demo step failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(step, config.demoStepSeconds * 1000).unref();
    step();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
};
