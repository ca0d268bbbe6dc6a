/**
 * Pre-shift checks from the field app (issue 30; docs/api.md "Pre-shift checks"): the machine
 * type's checklist, and a check stored with its answers in one transaction — each fault a repair
 * request in the workflow ("nowe", with its note, photos and history), the reading a meter
 * reading (source "Kontrola przed zmianą"). A refusal stores nothing. Field sessions allowed.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { checkAnswerErrors, faultRepairNote, faultSummary, checkMessages, type CheckAnswer } from '../../src/domain/checks/checkAnswers';
import type { FieldSpec } from '../../src/domain/fields';
import { INITIAL_REPAIR_STATUS } from '../../src/domain/repairs/workflow';
import { resources } from '../../src/domain/resources';
import { idFromText, isBlank, validateWrite, type FieldErrors } from '../../src/domain/validation';
import { actorOf, recordChange } from '../audit/changeLog';
import { authOf } from '../auth/authHook';
import { assertNoNewArchivedReferences } from '../crud/archivedReferences';
import { readRow, insertRow } from '../crud/repository';
import { tableShape } from '../crud/tableShape';
import type { Database } from '../db/schema';
import { badRequest, notFound, refused } from '../errors';
import { assertFieldTime, assertFieldSite, personForWrite, type FieldPerson } from '../fieldData';
import type { Feature } from '../http/feature';
import { handlerReadObject, queryReader } from '../http/schemas';
import { bodyObject } from '../http/requests';
import { recordReading } from '../meterReadings';
import { recordNewRepair } from '../repairs';
import { copyPhotosToCheck, readCheckVehicle, readChecklist } from './repository';

type Db = Kysely<Database>;
const checks = resources['vehicle-checks'];
const answers = resources['vehicle-check-answers'];
const repairs = resources.repairs;
const shapes = { checks: tableShape(checks), answers: tableShape(answers), repairs: tableShape(repairs) };

/** The check's own values as the phone sends them (the answers are read apart). */
const checkFields: Record<string, FieldSpec> = {
  vehicle: { ...checks.fields.vehicle, required: true },
  performed_at: checks.fields.performed_at,
  odometer_km: checks.fields.odometer_km,
  engine_hours: checks.fields.engine_hours,
};
/** One answer. */
const answerFields: Record<string, FieldSpec> = {
  point: { type: 'integer', label: 'Punkt kontroli', min: 1, required: true },
  ok: { type: 'boolean', label: 'OK', nullable: true, required: true },
  note: answers.fields.note,
  photos: repairs.fields.photos,
};

function fail(errors: FieldErrors): never {
  throw badRequest(errors, Object.values(errors)[0][0]);
}

/**
 * The vehicle a field request names, or 404; refused (403) when it is of a site the caller may
 * not write: a dashboard account's sites, or a field person's own site.
 */
async function vehicleForField(db: Db, request: FastifyRequest, id: number, person: FieldPerson | null) {
  const vehicle = await readCheckVehicle(db, id);
  if (!vehicle) throw notFound(resources.vehicles.notFoundMessage);
  assertFieldSite(request, vehicle.site);
  const { user } = authOf(request);
  if (!user.access && person?.site != null && vehicle.site !== person.site) throw refused('site');
  return { id: Number(vehicle.id), site: vehicle.site === null ? null : Number(vehicle.site), vehicle_type: vehicle.vehicle_type };
}

/** The caller's own employee record with its site (a staff account without one: null). */
async function callerPerson(db: Db, request: FastifyRequest): Promise<FieldPerson | null> {
  return authOf(request).user.personId === null ? null : personForWrite(db, request, undefined);
}

function readAnswers(body: Record<string, unknown>): CheckAnswer[] {
  if (!Array.isArray(body.points)) fail({ points: ['Podaj odpowiedzi na punkty listy kontrolnej.'] });
  const errors: FieldErrors = {};
  const read = (body.points as unknown[]).map((item, index) => {
    // A blank note is no note (a fault without one is refused by the checklist's rule, with its message).
    const answer = bodyObject(item);
    const result = validateWrite(answerFields, { ...answer, note: isBlank(answer.note) || String(answer.note).trim() === '' ? null : answer.note }, 'create');
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors)) errors[`points.${index}.${field}`] = messages;
      return null;
    }
    const value = result.value as { point: number; ok: boolean | null; note?: string | null; photos?: number[] };
    if (value.ok === null) errors[`points.${index}.ok`] = ['Wybierz „OK” albo „Usterka”.'];
    return { point: value.point, ok: value.ok === true, note: value.note ?? null, photos: value.photos ?? [] };
  });
  if (Object.keys(errors).length) fail(errors);
  return read as CheckAnswer[];
}

const checkResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    vehicle: { type: 'integer' },
    performed_at: { type: 'string', description: "The phone's time, UTC ISO" },
    person: { type: 'integer' },
    faults: { type: 'integer', description: 'Points answered "Usterka"' },
    repairs: { type: 'array', items: { type: 'integer' }, description: 'The repair requests the faults became, in the order of the answers' },
  },
};

export const checkRoutes: Feature = async (app, { database: { db } }) => {
  app.get(
    '/api/field/checklist/',
    {
      config: { fieldData: true },
      schema: {
        tags: ['field', 'checklist-points'],
        summary: "A vehicle type's checklist for a pre-shift check: its active points in order (field app)",
        description: '404 for an unknown vehicle; 403 for a vehicle of a site the caller may not write (a field person: another site than theirs).',
        // A missing or malformed id answers the check's own message.
        querystring: queryReader(
          { type: 'object', properties: { vehicle: { type: 'integer', description: 'Vehicle id' } }, required: ['vehicle'] },
          (query) => ({
            vehicle: idFromText(query.vehicle ?? '') ?? fail({ vehicle: [checkMessages.vehicleRequired] }),
          }),
        ),
        response: {
          200: {
            type: 'object',
            properties: {
              vehicle: { type: 'integer' },
              vehicle_type: { type: 'string' },
              points: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, label: { type: 'string' } } } },
            },
          },
        },
      },
    },
    async (request) => {
      const vehicle = await vehicleForField(db, request, request.query.vehicle, await callerPerson(db, request));
      return { vehicle: vehicle.id, vehicle_type: vehicle.vehicle_type, points: await readChecklist(db, vehicle.vehicle_type) };
    },
  );

  app.post(
    '/api/field/checks/',
    {
      config: { fieldData: true },
      schema: {
        tags: ['field', 'vehicle-checks'],
        summary: 'Store a pre-shift check: answers, faults as repair requests, the meter reading (field app)',
        description:
          'Every active point of the checklist answered once; a fault needs a note (400 `points.<index>.note`), photos are ids of POST /api/attachments/. ' +
          "`performed_at` is the phone's time, refused more than 2 minutes ahead of the server's clock. A reading lower than the vehicle's previous one: 400 under `odometer_km` or `engine_hours`, nothing stored.",
        // Read by the handler: whose check is settled before the body's rules are applied.
        body: handlerReadObject({
          type: 'object',
          required: ['vehicle', 'performed_at', 'points'],
          properties: {
            vehicle: { type: 'integer' },
            person: { type: 'integer', description: "Staff only: whose check (default: the account's own employee record)" },
            performed_at: { type: 'string', format: 'date-time' },
            odometer_km: { type: 'number', minimum: 0 },
            engine_hours: { type: 'number', minimum: 0 },
            points: {
              type: 'array',
              items: {
                type: 'object',
                required: ['point', 'ok'],
                properties: {
                  point: { type: 'integer' },
                  ok: { type: 'boolean' },
                  note: { type: 'string' },
                  photos: { type: 'array', items: { type: 'integer' } },
                },
              },
            },
          },
        }),
        response: { 201: checkResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // Whose check first: a person of a site the account may not write is refused before the body is read.
      const person = await personForWrite(db, request, body.person);
      const result = validateWrite(checkFields, body, 'create');
      if (!result.ok) fail(result.errors);
      const values = result.value as {
        vehicle: number;
        performed_at: string;
        odometer_km?: number | null;
        engine_hours?: number | null;
      };
      assertFieldTime('performed_at', values.performed_at);
      const given = readAnswers(body);
      const { user } = authOf(request);
      const actor = actorOf(request);
      const created = await db.transaction().execute(async (trx) => {
        const vehicle = await vehicleForField(trx, request, values.vehicle, person);
        await assertNoNewArchivedReferences(trx, checks, { vehicle: vehicle.id });
        const checklist = await readChecklist(trx, vehicle.vehicle_type);
        const errors = checkAnswerErrors(checklist, given);
        if (Object.keys(errors).length) fail(errors);
        const labels = new Map(checklist.map((point) => [point.id, point.label]));
        const faults = given.filter((answer) => !answer.ok).map((answer) => ({ label: labels.get(answer.point)!, note: answer.note ?? '' }));
        const id = await insertRow(trx, shapes.checks, {
          vehicle: vehicle.id,
          person: person.id,
          performed_at: values.performed_at,
          site: vehicle.site,
          odometer_km: values.odometer_km ?? null,
          engine_hours: values.engine_hours ?? null,
          faults: faults.length,
          fault_summary: faultSummary(faults),
        });
        if (values.odometer_km != null || values.engine_hours != null) {
          await recordReading(
            trx,
            actor,
            {
              vehicle: vehicle.id,
              datetime: values.performed_at,
              km: values.odometer_km,
              engine_hours: values.engine_hours,
              source: 'check',
              person: person.id,
              origin: `${checks.name}:${id}`,
            },
            { km: 'odometer_km', engine_hours: 'engine_hours' },
          );
        }
        const repairIds: number[] = [];
        for (const [index, answer] of given.entries()) {
          let repair: number | null = null;
          if (!answer.ok) {
            const label = labels.get(answer.point)!;
            try {
              repair = await insertRow(trx, shapes.repairs, {
                person: person.id,
                vehicle: vehicle.id,
                note: faultRepairNote(label, answer.note ?? ''),
                datetime: values.performed_at,
                status: INITIAL_REPAIR_STATUS,
                site: vehicle.site,
                photos: answer.photos ?? [],
              });
            } catch (error) {
              // An attachment refused under the repair's `photos`: shown under the answer's.
              const refusal = error as { statusCode?: number; errors?: FieldErrors };
              if (refusal.statusCode === 400 && refusal.errors?.photos) fail({ [`points.${index}.photos`]: refusal.errors.photos });
              throw error;
            }
            await recordNewRepair(trx, user, repair, actor.zone, values.performed_at);
            await recordChange(trx, actor, { spec: repairs, id: repair, after: await readRow(trx, shapes.repairs, repair, actor.zone) });
            await copyPhotosToCheck(trx, { resource: checks.name, id }, answer.photos ?? []);
            repairIds.push(repair);
          }
          await insertRow(trx, shapes.answers, {
            vehicle_check: id,
            point: answer.point,
            label: labels.get(answer.point)!,
            ok: answer.ok,
            note: answer.note ?? null,
            repair,
          });
        }
        await recordChange(trx, actor, { spec: checks, id, after: await readRow(trx, shapes.checks, id, actor.zone) });
        return { id, vehicle: vehicle.id, performed_at: values.performed_at, person: person.id, faults: faults.length, repairs: repairIds };
      });
      return reply.code(201).send(created);
    },
  );
};
