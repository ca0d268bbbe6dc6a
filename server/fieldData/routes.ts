/**
 * Field data, written by the drivers' phones (and by staff): location points, work day start/end,
 * ride start/end, repair requests. Site and person are set by the server.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resources, type ResourceSpec } from '../../src/domain/resources';
import { validateWrite, writeJsonSchema } from '../../src/domain/validation';
import { badRequest, conflict, notFound } from '../errors';
import { assertReferencesExist } from '../crud/references';
import { readRow, insertRow, updateRow } from '../crud/repository';
import { bodyObject, validBody, validField } from '../http/requests';
import { tableShape, type TableShape } from '../crud/tableShape';
import type { Database } from '../db/schema';
import { rowJsonSchema, sendAsBuilt } from '../crud/openapi';
import { z } from 'zod';
import { handlerReadBody, handlerReadObject, idParams } from '../http/schemas';
import { assertFieldSite, assertOwnRecord, personForWrite, type FieldPerson } from './writeAccess';
import { assertFieldTime } from './fieldTimes';
import {
  insertLocationPoints,
  readFieldCatalog,
  readFieldPerson,
  readOpenRide,
  readOpenWorkDay,
  readPersonSite,
  readRide,
  readRideOwner,
  readVehicleSite,
  readVehicleSiteIfAny,
} from './repository';
import { publicUser } from '../auth/users';
import { authOf } from '../auth/authHook';
import { INITIAL_REPAIR_STATUS } from '../../src/domain/repairs/workflow';
import { recordNewRepair } from '../repairs';
import { actorOf, recordChange, recordEvent, type RecordedEvent } from '../audit/changeLog';
import { assertNoNewArchivedReferences } from '../crud/archivedReferences';
import type { Feature } from '../http/feature';
import type { ResourceWriteHooks } from '../crud/writeHooks';
import { storeRideDistances } from '../gps';
import { inSharedTransaction } from '../db/sharedTransaction';

const MAX_POINTS_PER_REQUEST = 5000;
/**
 * `body` documents what the phones send. The handlers read it once they know the person and site
 * the server sets, so that another site's record is refused (403) before its values are (400): a
 * record's body comes to its handler as an object (handlerReadObject, server/http/schemas.ts), a
 * batch of points as sent (handlerReadBody: a refused point is answered after the Idempotency-Key's
 * preHandler, so that a phone's retry of it is replayed, not read again; schemas run before it).
 * `response` documents the answers (sent as built, server/crud/openapi.ts sendAsBuilt).
 */
const fieldRoute = <Body extends z.ZodType>(summary: string, tags: string[], body: Body, response: Record<number, object>) => ({
  config: { fieldData: true },
  schema: { tags, summary, body, response },
  serializerCompiler: sendAsBuilt,
});

/** A phone's time the server takes as now when not given, and staff's choice of whose record. */
const personAndTime = (time: string) =>
  handlerReadObject({
    type: 'object',
    properties: {
      person: { type: 'integer', description: "Staff only: whose record (default: the account's own employee record)" },
      [time]: { type: 'string', format: 'date-time', description: "The phone's time (default: now)" },
    },
  });

/**
 * A phone sends a point every few seconds: the history gets one row per request (a batch), not one
 * per point, on the batch's first point: how many points, the first and the last one's time.
 */
function pointsBatchEvent(first: number, rows: Record<string, unknown>[]): RecordedEvent {
  // The times as validateWrite gives them (toISOString's text, years 1970–2200) order as text does.
  let firstAt = String(rows[0].datetime);
  let lastAt = firstAt;
  for (const row of rows) {
    const at = String(row.datetime);
    if (at < firstAt) firstAt = at;
    if (at > lastAt) lastAt = at;
  }
  return {
    entity: resources['location-history'].name,
    id: first,
    action: 'create',
    changes: { points: [null, rows.length], first_at: [null, firstAt], last_at: [null, lastAt] },
  };
}

/** The registry's resources the phone creates records of. */
const FIELD_RECORDS = ['rides', 'repairs', 'fueling', 'vehicle-fueling', 'tanker-fueling', 'tanker-stock-counts'] as const;
type FieldRecordName = (typeof FIELD_RECORDS)[number];

interface FieldRecordRoute {
  name: FieldRecordName;
  path: string;
  summary: string;
  /** The reference whose vehicle's site is the record's. */
  siteFrom: 'vehicle' | 'tanker';
  /** The record's time: the phone's moment, now when not given. */
  timeField: string;
  /** Values no client sets. */
  serverSet?: () => Record<string, unknown>;
  /** Runs in the write's transaction once the row is stored. */
  created?: (trx: Kysely<Database>, id: number, request: FastifyRequest) => Promise<void>;
}

const rowSchemas = {
  ...(Object.fromEntries(FIELD_RECORDS.map((name) => [name, rowJsonSchema(resources[name])])) as Record<FieldRecordName, object>),
  workDays: rowJsonSchema(resources['work-days']),
};

const shapes = {
  ...(Object.fromEntries(FIELD_RECORDS.map((name) => [name, tableShape(resources[name])])) as Record<FieldRecordName, TableShape>),
  workDays: tableShape(resources['work-days']),
};

/**
 * A time the phone gives (its moment, also for a field the dashboard never writes, such as a
 * repair request's date), checked like the field's other values.
 */
function phoneTime(spec: ResourceSpec, name: string, value: unknown): unknown {
  const result = validateWrite({ [name]: { ...spec.fields[name], serverSet: false, required: true } }, { [name]: value }, 'create');
  if (!result.ok) throw badRequest(result.errors, result.errors[name][0]);
  return result.value[name];
}

/** `hooks`: what features add to a registry row's write (meter readings of a fueling), as for the CRUD engine's. */
export const fieldDataRoutes =
  (hooks: ResourceWriteHooks = {}): Feature =>
  async (app, { database: { db } }) => {
    const nowIso = () => new Date().toISOString();

    // What the field app shows after sign-in and at every start: who, where, what is open.
    app.get(
      '/api/field/me/',
      { config: { fieldData: true }, schema: { tags: ['field'], summary: 'The signed-in person, site, open work day and open ride (field app)' } },
      async (request) => {
        const { user } = authOf(request);
        const person = user.personId === null ? undefined : await readFieldPerson(db, user.personId);
        if (!person) return { user: publicUser(user), person: null, site: null, work_day: null, ride: null };
        const [workDay, ride] = await Promise.all([readOpenWorkDay(db, person.id), readOpenRide(db, person.id)]);
        return {
          user: publicUser(user),
          person: { id: person.id, first_name: person.first_name, last_name: person.last_name },
          site: person.site_id === null ? null : { id: person.site_id, name: person.site_name },
          work_day: workDay ?? null,
          ride: ride ?? null,
        };
      },
    );

    app.post(
      '/api/location-history/',
      {
        ...fieldRoute(
          'Add one location point or an array of them',
          ['location-history'],
          handlerReadBody({
            oneOf: [
              writeJsonSchema(resources['location-history'].fields, 'create'),
              { type: 'array', items: writeJsonSchema(resources['location-history'].fields, 'create') },
            ],
          }),
          { 201: { type: 'object', properties: { created: { type: 'integer', description: 'Points stored' } } } },
        ),
        // The answer is a few bytes ({"created": n}), never compressed: no compression hooks (issue 34 §5).
        compress: false,
      },
      async (request, reply) => {
        const items = Array.isArray(request.body) ? request.body : [request.body];
        if (items.length === 0 || items.length > MAX_POINTS_PER_REQUEST) {
          throw badRequest({ body: [`Wyślij od 1 do ${MAX_POINTS_PER_REQUEST} punktów.`] });
        }
        const spec = resources['location-history'];
        const rows: Record<string, unknown>[] = [];
        // A batch is mostly one person's points: whose, and the references' checks, once for each
        // different value (the points differ in time and place, which no rule of the registry
        // relates to the person, vehicle or ride).
        const persons = new Map<unknown, FieldPerson>();
        const now = Date.now();
        for (const [index, item] of items.entries()) {
          const result = validateWrite(spec.fields, item, 'create');
          if (!result.ok)
            throw badRequest(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [`${index}.${k}`, v])), Object.values(result.errors)[0][0]);
          // The phone's time is kept (a point recorded offline arrives late), but not one ahead of the clock.
          assertFieldTime(`${index}.datetime`, result.value.datetime, now);
          const requested = bodyObject(item).person;
          const key = typeof requested === 'object' && requested !== null ? `object:${JSON.stringify(requested)}` : (requested ?? null);
          let person = persons.get(key);
          if (!person) persons.set(key, (person = await personForWrite(db, request, requested)));
          result.value.person = person.id;
          rows.push(result.value);
        }
        // A phone's point a request: with the other requests' points of the moment (one commit on SQLite).
        await inSharedTransaction(db, async (trx) => {
          const checked = new Set<string>();
          for (const row of rows) {
            const references = `${String(row.person)}|${String(row.vehicle)}|${String(row.ride)}`;
            if (checked.has(references)) continue;
            checked.add(references);
            await assertReferencesExist(trx, spec, row);
            if (typeof row.ride === 'number') {
              const ride = await readRideOwner(trx, row.ride);
              assertOwnRecord(request, ride.person);
              assertFieldSite(request, ride.site);
            }
          }
          const first = await insertLocationPoints(trx, rows);
          // Points sent late to a ride that has ended change its stored distance (issue 31 §5).
          await storeRideDistances(
            trx,
            rows.map((row) => row.ride as number | null | undefined),
          );
          await recordEvent(trx, actorOf(request), pointsBatchEvent(first, rows));
        });
        return reply.code(201).send({ created: rows.length });
      },
    );

    app.post(
      '/api/person-work-day/start/',
      fieldRoute('Start the work day', ['work-days'], personAndTime('datetime_start'), { 201: rowSchemas.workDays }),
      async (request, reply) => {
        const { body } = request;
        const person = await personForWrite(db, request, body.person);
        const start = body.datetime_start === undefined ? nowIso() : validField(resources['work-days'], 'datetime_start', body.datetime_start);
        assertFieldTime('datetime_start', start);
        const id = await db.transaction().execute(async (trx) => {
          if (await readOpenWorkDay(trx, person.id)) throw conflict('Dzień pracy jest już rozpoczęty.');
          const id = await insertRow(trx, shapes.workDays, { person: person.id, datetime_start: start, datetime_end: null, site: person.site });
          await recordChange(trx, actorOf(request), {
            spec: resources['work-days'],
            id,
            after: await readRow(trx, shapes.workDays, id, request.companyTimeZone),
          });
          return id;
        });
        return reply.code(201).send(await readRow(db, shapes.workDays, id, request.companyTimeZone));
      },
    );

    app.post(
      '/api/person-work-day/end/',
      fieldRoute('End the open work day', ['work-days'], personAndTime('datetime_end'), { 200: rowSchemas.workDays }),
      async (request) => {
        const { body } = request;
        const person = await personForWrite(db, request, body.person);
        const end = body.datetime_end === undefined ? nowIso() : validField(resources['work-days'], 'datetime_end', body.datetime_end);
        assertFieldTime('datetime_end', end);
        const id = await db.transaction().execute(async (trx) => {
          const open = await readOpenWorkDay(trx, person.id);
          if (!open) throw conflict('Brak rozpoczętego dnia pracy.');
          if (String(end) < open.datetime_start) throw badRequest({ datetime_end: ['Koniec pracy nie może być przed jej początkiem.'] });
          const before = await readRow(trx, shapes.workDays, open.id, request.companyTimeZone);
          await updateRow(trx, shapes.workDays, open.id, { datetime_end: end });
          await recordChange(trx, actorOf(request), {
            spec: resources['work-days'],
            id: open.id,
            before,
            after: await readRow(trx, shapes.workDays, open.id, request.companyTimeZone),
          });
          return open.id;
        });
        return readRow(db, shapes.workDays, id, request.companyTimeZone);
      },
    );

    /**
     * Field records of the registry: the phone's body checked by the resource's own rules; the
     * person (where the record has one) and the site set by the server from the vehicle (or tanker)
     * it names; the record's time is the phone's (`timeField`), now when not given.
     */
    const createFieldRecord = ({ name, path, summary, siteFrom, timeField, serverSet, created }: FieldRecordRoute) =>
      app.post(
        path,
        fieldRoute(summary, [name], handlerReadObject(writeJsonSchema(resources[name].fields, 'create')), { 201: rowSchemas[name] }),
        async (request, reply) => {
          const spec: ResourceSpec = resources[name];
          const { body } = request;
          const person = Object.hasOwn(spec.fields, 'person') ? await personForWrite(db, request, body.person) : undefined;
          // Another site's vehicle is refused before the body's other values are looked at.
          const named = await readVehicleSiteIfAny(db, body[siteFrom]);
          if (named !== undefined) assertFieldSite(request, named);
          const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
          const time = body[timeField] === undefined ? nowIso() : phoneTime(spec, timeField, body[timeField]);
          const values = validBody(spec, { ...given, [timeField]: time, ...(person && { person: person.id }) }, 'create');
          assertFieldTime(timeField, values[timeField]);
          const id = await db.transaction().execute(async (trx) => {
            await assertReferencesExist(trx, spec, values);
            await assertNoNewArchivedReferences(trx, spec, values);
            const site = await readVehicleSite(trx, values[siteFrom] as number);
            assertFieldSite(request, site);
            const id = await insertRow(trx, shapes[name], {
              ...values,
              [timeField]: time,
              ...serverSet?.(),
              ...(Object.hasOwn(spec.fields, 'site') && { site }),
            });
            await created?.(trx, id, request);
            const row = (await readRow(trx, shapes[name], id, request.companyTimeZone))!;
            await hooks[name]?.stored?.(trx, request, id, row);
            await recordChange(trx, actorOf(request), { spec, id, after: row });
            return id;
          });
          return reply.code(201).send(await readRow(db, shapes[name], id, request.companyTimeZone));
        },
      );

    createFieldRecord({ name: 'rides', path: '/api/vehicle-ride/start/', summary: 'Start a ride (loading)', siteFrom: 'vehicle', timeField: 'start_datetime' });
    // A request starts as "nowe", its first history rows written with it (issue 15 §3); photos: ids of POST /api/attachments/.
    createFieldRecord({
      name: 'repairs',
      path: '/api/repair-request/',
      summary: 'Report a vehicle for repair (photos: ids of uploads)',
      siteFrom: 'vehicle',
      timeField: 'datetime',
      serverSet: () => ({ status: INITIAL_REPAIR_STATUS }),
      created: (trx, id, request) => recordNewRepair(trx, authOf(request).user, id, request.companyTimeZone),
    });
    // The fuel records of the phone (issue 30 §4–5); photos: ids of POST /api/attachments/.
    createFieldRecord({
      name: 'fueling',
      path: '/api/field/fueling/',
      summary: 'A fueling at a station (receipt photo)',
      siteFrom: 'vehicle',
      timeField: 'datetime',
    });
    createFieldRecord({
      name: 'vehicle-fueling',
      path: '/api/field/vehicle-fueling/',
      summary: 'Fuel dispensed from a tanker to a machine (dispenser photo)',
      siteFrom: 'vehicle',
      timeField: 'datetime',
    });
    createFieldRecord({
      name: 'tanker-fueling',
      path: '/api/field/tanker-fueling/',
      summary: 'A delivery into a tanker (delivery note photo)',
      siteFrom: 'tanker',
      timeField: 'datetime',
    });
    createFieldRecord({
      name: 'tanker-stock-counts',
      path: '/api/field/tanker-stock-count/',
      summary: 'A stock reading of a tanker',
      siteFrom: 'tanker',
      timeField: 'datetime',
    });

    // What the phone chooses from, kept on it for offline use: its site's vehicles, materials, places, fuel places and providers.
    app.get(
      '/api/field/catalog/',
      { config: { fieldData: true }, schema: { tags: ['field'], summary: 'The lists the field app chooses from (its site)' } },
      async (request) => {
        const { user } = authOf(request);
        const person = user.personId === null ? undefined : await readPersonSite(db, user.personId);
        const sites = person ? (person.site === null ? [] : [person.site]) : (user.access?.sites ?? null);
        return readFieldCatalog(db, sites);
      },
    );

    const rideEnd = handlerReadObject({
      type: 'object',
      properties: {
        end_place: { type: 'integer', description: 'Unloading place (default: the one the ride has)' },
        end_datetime: { type: 'string', format: 'date-time', description: "The phone's time (default: now)" },
      },
    });
    const endRoute = fieldRoute('End a ride (unloading)', ['rides'], rideEnd, { 200: rowSchemas.rides });
    app.post('/api/vehicle-ride/:id/end/', { ...endRoute, schema: { ...endRoute.schema, params: idParams } }, async (request) => {
      const { id } = request.params;
      const { body } = request;
      await db.transaction().execute(async (trx) => {
        const ride = await readRide(trx, id);
        if (!ride) throw notFound(resources.rides.notFoundMessage);
        assertOwnRecord(request, ride.person);
        assertFieldSite(request, ride.site);
        if (ride.end_datetime) throw conflict('Przejazd jest już zakończony.');
        const values = validBody(
          resources.rides,
          { ...ride, end_place: body.end_place ?? ride.end_place, end_datetime: body.end_datetime ?? nowIso() },
          'update',
        );
        assertFieldTime('end_datetime', values.end_datetime);
        if (String(values.end_datetime) < ride.start_datetime) {
          throw badRequest({ end_datetime: ['Rozładunek nie może być przed załadunkiem.'] });
        }
        await assertReferencesExist(trx, resources.rides, values);
        const before = await readRow(trx, shapes.rides, id, request.companyTimeZone);
        await updateRow(trx, shapes.rides, id, { end_place: values.end_place, end_datetime: values.end_datetime });
        // The distance along its positions, kept when they are deleted (issue 31 §5).
        await storeRideDistances(trx, [id]);
        await recordChange(trx, actorOf(request), { spec: resources.rides, id, before, after: await readRow(trx, shapes.rides, id, request.companyTimeZone) });
      });
      return readRow(db, shapes.rides, id, request.companyTimeZone);
    });
  };
