/**
 * Field data, written by the drivers' phones (and by staff): location points, work day start/end,
 * ride start/end, repair requests. Site and person are set by the server.
 */
import type { FastifyRequest } from 'fastify';
import { resources } from '../../src/domain/resources';
import { validateWrite, writeJsonSchema } from '../../src/domain/validation';
import { badRequest, conflict, notFound } from '../errors';
import { assertReferencesExist } from '../crud/references';
import { getRow, insertRow, updateRow } from '../crud/repository';
import { bodyObject, idParam, validBody, validField } from '../http/requests';
import { tableShape } from '../crud/tableShape';
import { rowJsonSchema, sendAsBuilt } from '../crud/openapi';
import { assertFieldSite, assertOwnRecord, personForWrite } from './writeAccess';
import { insertLocationPoints, readFieldPerson, readOpenRide, readOpenWorkDay, readRide, readRideOwner, readVehicleSite } from './repository';
import { publicUser } from '../auth/users';
import { authOf } from '../auth/authHook';
import { INITIAL_REPAIR_STATUS } from '../../src/domain/repairs/workflow';
import { recordNewRepair } from '../repairs';
import { actorOf, recordChange, recordEvent, type RecordedEvent } from '../audit/changeLog';
import { assertNoNewArchivedReferences } from '../crud/archivedReferences';
import type { Feature } from '../http/feature';
import type { AnyDb } from '../db/anySchema';

const MAX_POINTS_PER_REQUEST = 5000;
/** `response` documents the answers (sent as built, server/crud/openapi.ts sendAsBuilt). */
const fieldRoute = (summary: string, tags: string[], body?: object, response?: Record<number, object>) => ({
  config: { fieldData: true },
  schema: { tags, summary, ...(body && { body }), ...(response && { response }) },
  ...(response && { serializerCompiler: sendAsBuilt }),
});

/**
 * A phone sends a point every few seconds: the history gets one row per request (a batch), not one
 * per point, on the batch's first point: how many points, the first and the last one's time.
 */
function pointsBatchEvent(first: number, rows: Record<string, unknown>[]): RecordedEvent {
  const times = rows.map((row) => String(row.datetime)).sort((a, b) => Date.parse(a) - Date.parse(b));
  return { entity: resources['location-history'].name, id: first, action: 'create', changes: { points: [null, rows.length], first_at: [null, times[0]], last_at: [null, times.at(-1)] } };
}

const rowSchemas = {
  rides: rowJsonSchema(resources.rides),
  workDays: rowJsonSchema(resources['work-days']),
  repairs: rowJsonSchema(resources.repairs),
};

const shapes = {
  rides: tableShape(resources.rides),
  workDays: tableShape(resources['work-days']),
  repairs: tableShape(resources.repairs),
};

export const fieldDataRoutes: Feature = async (app, { database: { db } }) => {
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
    fieldRoute('Add one location point or an array of them', ['location-history'], {
      oneOf: [writeJsonSchema(resources['location-history'].fields, 'create'), { type: 'array', items: writeJsonSchema(resources['location-history'].fields, 'create') }],
    }, { 201: { type: 'object', properties: { created: { type: 'integer', description: 'Points stored' } } } }),
    async (request, reply) => {
      const items = Array.isArray(request.body) ? request.body : [request.body];
      if (items.length === 0 || items.length > MAX_POINTS_PER_REQUEST) {
        throw badRequest({ body: [`Wyślij od 1 do ${MAX_POINTS_PER_REQUEST} punktów.`] });
      }
      const spec = resources['location-history'];
      const rows: Record<string, unknown>[] = [];
      for (const [index, item] of items.entries()) {
        const result = validateWrite(spec.fields, item, 'create');
        if (!result.ok) throw badRequest(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [`${index}.${k}`, v])), Object.values(result.errors)[0][0]);
        const person = await personForWrite(db, request, bodyObject(item).person);
        rows.push({ ...result.value, person: person.id });
      }
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await assertReferencesExist(trx, spec, row);
          if (typeof row.ride === 'number') {
            const ride = await readRideOwner(trx, row.ride);
            assertOwnRecord(request, ride.person);
            assertFieldSite(request, ride.site);
          }
        }
        const first = await insertLocationPoints(trx, rows);
        await recordEvent(trx, actorOf(request), pointsBatchEvent(first, rows));
      });
      return reply.code(201).send({ created: rows.length });
    },
  );

  app.post('/api/person-work-day/start/', fieldRoute('Start the work day', ['work-days'], undefined, { 201: rowSchemas.workDays }), async (request, reply) => {
    const body = bodyObject(request.body);
    const person = await personForWrite(db, request, body.person);
    const start = body.datetime_start === undefined ? nowIso() : validField(resources['work-days'], 'datetime_start', body.datetime_start);
    const id = await db.transaction().execute(async (trx) => {
      if (await readOpenWorkDay(trx, person.id)) throw conflict('Dzień pracy jest już rozpoczęty.');
      const id = await insertRow(trx, shapes.workDays, { person: person.id, datetime_start: start, datetime_end: null, site: person.site });
      await recordChange(trx, actorOf(request), { spec: resources['work-days'], id, after: await getRow(trx, shapes.workDays, id) });
      return id;
    });
    return reply.code(201).send(await getRow(db, shapes.workDays, id));
  });

  app.post('/api/person-work-day/end/', fieldRoute('End the open work day', ['work-days'], undefined, { 200: rowSchemas.workDays }), async (request) => {
    const body = bodyObject(request.body);
    const person = await personForWrite(db, request, body.person);
    const end = body.datetime_end === undefined ? nowIso() : validField(resources['work-days'], 'datetime_end', body.datetime_end);
    const id = await db.transaction().execute(async (trx) => {
      const open = await readOpenWorkDay(trx, person.id);
      if (!open) throw conflict('Brak rozpoczętego dnia pracy.');
      if (String(end) < open.datetime_start) throw badRequest({ datetime_end: ['Koniec pracy nie może być przed jej początkiem.'] });
      const before = await getRow(trx, shapes.workDays, open.id);
      await updateRow(trx, shapes.workDays, open.id, { datetime_end: end });
      await recordChange(trx, actorOf(request), { spec: resources['work-days'], id: open.id, before, after: await getRow(trx, shapes.workDays, open.id) });
      return open.id;
    });
    return getRow(db, shapes.workDays, id);
  });

  /**
   * Field records about a vehicle (rides, repair requests) belong to the vehicle's site.
   * `defaults` a client may override; `serverSet` it may not; `created` runs in the transaction.
   */
  const createForVehicle = (
    name: 'rides' | 'repairs',
    path: string,
    summary: string,
    defaults: () => Record<string, unknown>,
    serverSet: () => Record<string, unknown>,
    created?: (trx: AnyDb, id: number, request: FastifyRequest) => Promise<void>,
  ) =>
    app.post(path, fieldRoute(summary, [name], writeJsonSchema(resources[name].fields, 'create'), { 201: rowSchemas[name] }), async (request, reply) => {
      const spec = resources[name];
      const body = bodyObject(request.body);
      const person = await personForWrite(db, request, body.person);
      const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const values = validBody(spec, { ...defaults(), ...given, person: person.id }, 'create');
      const id = await db.transaction().execute(async (trx) => {
        await assertReferencesExist(trx, spec, values);
        await assertNoNewArchivedReferences(trx, spec, values);
        const site = await readVehicleSite(trx, values.vehicle as number);
        assertFieldSite(request, site);
        const id = await insertRow(trx, shapes[name], { ...values, ...serverSet(), site });
        await created?.(trx, id, request);
        await recordChange(trx, actorOf(request), { spec, id, after: await getRow(trx, shapes[name], id) });
        return id;
      });
      return reply.code(201).send(await getRow(db, shapes[name], id));
    });

  createForVehicle('rides', '/api/vehicle-ride/start/', 'Start a ride (loading)', () => ({ start_datetime: nowIso() }), () => ({}));
  // A request starts as "nowe", its first history rows written with it (issue 15 §3); photos: ids of POST /api/attachments/.
  createForVehicle(
    'repairs',
    '/api/repair-request/',
    'Report a vehicle for repair (photos: ids of uploads)',
    () => ({}),
    () => ({ datetime: nowIso(), status: INITIAL_REPAIR_STATUS }),
    (trx, id, request) => recordNewRepair(trx, authOf(request).user, id),
  );

  app.post('/api/vehicle-ride/:id/end/', fieldRoute('End a ride (unloading)', ['rides'], undefined, { 200: rowSchemas.rides }), async (request) => {
    const id = idParam(request);
    const body = bodyObject(request.body);
    await db.transaction().execute(async (trx) => {
      const ride = await readRide(trx, id);
      if (!ride) throw notFound(resources.rides.notFoundMessage);
      assertOwnRecord(request, ride.person);
      assertFieldSite(request, ride.site);
      if (ride.end_datetime) throw conflict('Przejazd jest już zakończony.');
      const values = validBody(resources.rides, { ...ride, end_place: body.end_place ?? ride.end_place, end_datetime: body.end_datetime ?? nowIso() }, 'update');
      if (String(values.end_datetime) < ride.start_datetime) {
        throw badRequest({ end_datetime: ['Rozładunek nie może być przed załadunkiem.'] });
      }
      await assertReferencesExist(trx, resources.rides, values);
      const before = await getRow(trx, shapes.rides, id);
      await updateRow(trx, shapes.rides, id, { end_place: values.end_place, end_datetime: values.end_datetime });
      await recordChange(trx, actorOf(request), { spec: resources.rides, id, before, after: await getRow(trx, shapes.rides, id) });
    });
    return getRow(db, shapes.rides, id);
  });
};
