/**
 * Keeps the demo company working while the server runs (issue 28 §8): every DEMO_STEP_SECONDS the
 * demo people's phones start and end work days and load and unload rides through the same field
 * API a phone uses (HTTP Basic with the demo employees' password), and their positions go as
 * Traccar Client's do (issue 31 §6): from a GPS device on each person and on each machine they
 * drive, through `/api/osmand` over real HTTP (osmandSender.ts). So the online map, the rides, the
 * telematics figures and the change history stay alive, and the endpoint runs with every start. Only on a database the first start filled with
 * the demo company (its demo_company row), never with DEMO_STEP_SECONDS=0; of several server
 * processes one takes each step (claimStep); it stops with the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { simulationStep, type PersonActions } from '../../src/domain/demo/simulation';
import type { Database } from '../db/schema';
import type { Feature } from '../http/feature';
import { DEMO_EMPLOYEE_PASSWORD } from '../seed';
import { ensureDemoDevices, type DemoDevices } from './devices';
import { sendOsmAnd } from './osmandSender';
import { claimStep, readDemoPhones, readDemoSites } from './repository';

export interface DemoSimulatorOptions {
  stepMs: number;
  /** The demo employees' password (default: the one the seed gave them). */
  password?: string;
}

export interface DemoSimulator {
  /** Takes the step of `now`; answers how many requests it sent, positions included (null: another process took it, or no demo company). */
  step(now?: number): Promise<number | null>;
}

type Request = { url: string; body: unknown };

/**
 * A person's actions as their phone's field API requests, in order: those before the step's
 * positions (the work day started when its first position was taken) and those after them.
 */
function requestsOf(actions: PersonActions, now: number): { before: Request[]; after: Request[] } {
  const before: Request[] = [];
  const after: Request[] = [];
  if (actions.endRide) before.push({ url: `/api/vehicle-ride/${actions.endRide.ride}/end/`, body: { end_place: actions.endRide.end_place } });
  if (actions.endWorkDay) before.push({ url: '/api/person-work-day/end/', body: {} });
  if (actions.startWorkDay) before.push({ url: '/api/person-work-day/start/', body: { datetime_start: new Date(now).toISOString() } });
  if (actions.startRide) {
    const { material, ...ride } = actions.startRide;
    after.push({ url: '/api/vehicle-ride/start/', body: { ...ride, ...(material !== null && { material }) } });
  }
  return { before, after };
}

/** A phone's or tracker's battery, draining through the day (a figure the devices list shows). */
const batteryAt = (id: number, now: number) => 100 - ((Math.floor(now / 600_000) + id * 7) % 70);

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
  const devices: DemoDevices = { person: new Map(), vehicle: new Map() };
  /** The step's positions from the person's phone, and from the machine's tracker while they drive it. */
  const post = async (person: number, points: PersonActions['points'], now: number): Promise<number> => {
    let sent = 0;
    for (const point of points) {
      const identifiers = [devices.person.get(person), point.vehicle === null ? null : devices.vehicle.get(point.vehicle)];
      for (const [index, identifier] of identifiers.entries()) {
        if (!identifier) continue;
        sent++;
        const status = await sendOsmAnd(app, identifier, point, batteryAt(index === 0 ? person : point.vehicle!, now));
        if (status === 200) continue;
        app.log.info({ identifier, status }, 'demo position refused');
        // A device the office removed or switched off: the next step looks again.
        if (index === 0) devices.person.delete(person);
        else devices.vehicle.delete(point.vehicle!);
      }
    }
    return sent;
  };
  return {
    async step(now = Date.now()) {
      const tick = Math.floor(now / options.stepMs);
      const seed = await claimStep(db, tick);
      if (seed === undefined) return null;
      const phones = (await readDemoPhones(db)).filter((phone) => !notOurs.has(phone.username));
      const usernames = new Map(phones.map((phone) => [phone.id, phone.username]));
      const steps = simulationStep({ seed, tick, now, stepMs: options.stepMs, people: phones, sites: await readDemoSites(db) });
      const moving = steps.filter((actions) => actions.points.length);
      await ensureDemoDevices(
        db,
        devices,
        moving.map((actions) => ({ id: actions.person, username: usernames.get(actions.person)! })),
        moving.flatMap((actions) => actions.points.flatMap((point) => (point.vehicle === null ? [] : [point.vehicle]))),
      );
      let sent = 0;
      for (const actions of steps) {
        const username = usernames.get(actions.person)!;
        const { before, after } = requestsOf(actions, now);
        let refused = false;
        for (const request of before) {
          sent++;
          if (!(await send(username, request))) {
            refused = true;
            break;
          }
        }
        if (refused) continue;
        sent += await post(actions.person, actions.points, now);
        for (const request of after) {
          sent++;
          if (!(await send(username, request))) break;
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
