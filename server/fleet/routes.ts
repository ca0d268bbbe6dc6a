/**
 * The fleet live (issue 31 §3, docs/api.md "Fleet"): every vehicle and tracked person of a site at
 * its last position with its state, the positions stored since a cursor (what the live maps poll;
 * the database is the channel, so a position posted to one server reaches the maps of every other),
 * and a unit's day: track, stops and ignition periods.
 */
import { z } from 'zod';
import { companyDayRange, companyWallClock, parseCalendarDay } from '../../src/domain/dates';
import {
  unitKey,
  type FleetChanges,
  type FleetDay,
  type FleetSnapshot,
  type FleetUnit,
  type FleetUnitChange,
  type FleetUnitKind,
} from '../../src/domain/fleet/api';
import { ignitionPeriods, stopsOf } from '../../src/domain/fleet/day';
import { advanceRun } from '../../src/domain/fleet/motion';
import { messages } from '../../src/domain/validation';
import { reportSiteCheck, rowSiteCheckAtHand } from '../auth/siteAccess';
import { notFound } from '../errors';
import type { App, Feature } from '../http/feature';
import { optional, optionalId, pathId } from '../http/schemas';
import {
  CHANGES_PER_REQUEST,
  dayPoints,
  fleetPoint,
  latestPointId,
  pointsSince,
  readIgnitionChanges,
  recentPoints,
  sitePeopleWithDevices,
  siteVehicles,
  unitSite,
} from './repository';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How far back a unit's current stretch is looked for. */
const RECENT_MS = 24 * 3_600_000;

const issue = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

const site = optionalId('Site id; every site when omitted');
const cursor = optional({ type: 'integer', minimum: 0, description: 'The cursor of the previous answer' }, (text, ctx) =>
  /^\d{1,15}$/.test(text) ? Number(text) : issue(ctx, 'Podaj kursor z poprzedniej odpowiedzi (liczbę całkowitą).'),
);
const day = optional(
  { type: 'string', description: 'Company day yyyy-MM-dd; today when omitted' },
  (text, ctx) => parseCalendarDay(text) ?? issue(ctx, messages.date),
);

const nameOf = (row: { first_name: string | null; last_name: string | null }) => (row.first_name === null ? null : `${row.first_name} ${row.last_name}`);

async function snapshot(db: Kysely<Database>, site: number | undefined): Promise<FleetSnapshot> {
  // Read first: a point stored while the units are read comes again in the changes, never not at all.
  const cursor = await latestPointId(db);
  const after = new Date(Date.now() - RECENT_MS).toISOString();
  const [vehicles, people] = await Promise.all([siteVehicles(db, site), sitePeopleWithDevices(db, site)]);
  const unit = async (kind: FleetUnitKind, id: number, name: string, detail: string | null, own: string | null): Promise<FleetUnit> => {
    const recent = await recentPoints(db, kind, id, after);
    return {
      key: unitKey(kind, id),
      kind,
      id,
      name,
      detail,
      person: own ?? (recent[0] ? nameOf(recent[0]) : null),
      run: advanceRun(null, recent.map(fleetPoint)),
    };
  };
  const units = await Promise.all([
    ...vehicles.map((v) => unit('vehicle', v.id, `${v.fleet_number} · ${v.registration_number}`, v.vehicle_model, null)),
    ...people.map((p) => unit('person', p.id, `${p.first_name} ${p.last_name}`, p.device, `${p.first_name} ${p.last_name}`)),
  ]);
  return { cursor, units };
}

async function changes(db: Kysely<Database>, since: number, site: number | undefined): Promise<FleetChanges> {
  const top = await latestPointId(db);
  if (top <= since) return { cursor: top, units: [] };
  const rows = await pointsSince(db, since, top, site);
  const byUnit = new Map<string, FleetUnitChange>();
  const add = (key: string, person: string | null, row: (typeof rows)[number]) => {
    const change = byUnit.get(key) ?? { key, person, points: [] };
    change.person = person ?? change.person;
    change.points.push(fleetPoint(row));
    byUnit.set(key, change);
  };
  for (const row of rows) {
    const person = nameOf(row);
    if (row.vehicle !== null) add(unitKey('vehicle', row.vehicle), person, row);
    if (row.person !== null) add(unitKey('person', row.person), person, row);
  }
  // A full page: the next request goes on from its last point.
  const next = rows.length === 0 || rows.length < CHANGES_PER_REQUEST ? top : Number(rows.at(-1)!.id);
  return { cursor: next, units: [...byUnit.values()] };
}

function registerDay(app: App, db: Kysely<Database>, kind: FleetUnitKind, path: string, what: string, zone: string) {
  const notFoundMessage = kind === 'vehicle' ? 'Nie znaleziono pojazdu' : 'Nie znaleziono pracownika';
  app.get(
    path,
    {
      schema: {
        tags: ['fleet'],
        summary: `One company day of a ${what}: its track, its stops (5 minutes or more) and its ignition periods`,
        // The path's `:vehicle` or `:person`, read as the unit's id.
        params: z.object({ [kind]: pathId(notFoundMessage) }).transform((params) => params[kind]),
        querystring: z.object({ date: day }),
      },
    },
    async (request): Promise<FleetDay> => {
      const found = await unitSite(db, kind, request.params);
      if (!found) throw notFound(notFoundMessage);
      rowSiteCheckAtHand(request)(found.site);
      const wall = companyWallClock(Date.now(), zone);
      const date = request.query.date ?? { year: wall.year, month: wall.month, day: wall.day };
      const { fromIso, toIso } = companyDayRange(date, date, zone);
      const track = await dayPoints(db, kind, found.id, fromIso, toIso);
      const changes = await readIgnitionChanges(db, { kind, id: found.id }, { from: fromIso, to: toIso }, track);
      // A period still on: to the day's end for a past day, open (null) today.
      const end = Date.parse(toIso) <= Date.now() ? (track.at(-1)?.datetime ?? null) : null;
      const shown = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
      return { date: shown, track, stops: stopsOf(track), ignition: ignitionPeriods(changes, end) };
    },
  );
}

export const fleetRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  app.get(
    '/api/fleet/',
    {
      schema: {
        tags: ['fleet'],
        summary: "The site's vehicles and tracked people at their last position, each with its current stretch (how it moves, since when)",
        querystring: z.object({ site }),
      },
    },
    async (request) => {
      reportSiteCheck(request)(request.query.site);
      return snapshot(db, request.query.site);
    },
  );
  app.get(
    '/api/fleet/changes/',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Positions stored after the cursor, by vehicle and person of the site: what the live maps poll',
        querystring: z.object({ site, since: cursor }),
      },
    },
    async (request) => {
      reportSiteCheck(request)(request.query.site);
      const { since } = request.query;
      // Without a cursor: only the cursor, to start from now.
      if (since === undefined) return { cursor: await latestPointId(db), units: [] } satisfies FleetChanges;
      return changes(db, since, request.query.site);
    },
  );
  registerDay(app, db, 'vehicle', '/api/fleet/vehicles/:vehicle/day/', 'vehicle', zone);
  registerDay(app, db, 'person', '/api/fleet/people/:person/day/', 'person carrying a GPS device', zone);
};
