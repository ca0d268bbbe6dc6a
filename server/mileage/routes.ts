/** "Ewidencja przebiegu": the VAT mileage register, its month's close and corrections (docs/api.md "Mileage register", issue 33 §4). */
import { z } from 'zod';
import type { FieldSpec } from '../../src/domain/fields';
import { mileageSheet } from '../../src/domain/mileage/register';
import { resources } from '../../src/domain/resources';
import { sheetCsv } from '../../src/domain/reports/sheet';
import { requireWrite } from '../auth/access';
import { actorOf, recordChange } from '../audit/changeLog';
import { reportSiteCheck } from '../auth/siteAccess';
import { readRow, updateRow } from '../crud/repository';
import { tableShape } from '../crud/tableShape';
import { badRequest, notFound } from '../errors';
import { fieldsBody, required, requiredId } from '../http/schemas';
import { registerReport } from '../reports';
import type { Feature } from '../http/feature';
import { addMileageCorrection, assertRideMonthOpen, closeMileageMonth, mileageReport, RIDE_NOT_FOUND, type CorrectionValues } from './mileage';
import { readRegisterVehicle } from './repository';

export const MONTH_MESSAGE = 'Podaj miesiąc w postaci RRRR-MM, np. 2026-08.';

const monthParam = required({ type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'The month, yyyy-MM (company time)' }, (text, ctx) => {
  const match = /^(\d{4})-(\d{1,2})$/.exec(text.trim());
  const year = match ? Number(match[1]) : NaN;
  const month = match ? Number(match[2]) : NaN;
  if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  ctx.addIssue({ code: 'custom', message: MONTH_MESSAGE });
  return z.NEVER;
});

const mileageQuery = z.object({
  vehicle: requiredId('The vehicle (one marked as keeping the mileage register)'),
  month: monthParam,
});

const REQUIRED = { required: true } as const;
const closeFields: Record<string, FieldSpec> = {
  vehicle: { type: 'integer', label: 'Pojazd', min: 1, ...REQUIRED },
  month: { type: 'string', label: 'Miesiąc', maxLength: 7, ...REQUIRED },
};
const correctionFields: Record<string, FieldSpec> = {
  entry: { type: 'integer', label: 'Korygowany wpis', min: 1, ...REQUIRED },
  date: { type: 'date', label: 'Data' },
  purpose: { type: 'string', label: 'Cel wyjazdu', maxLength: 200 },
  from_place: { type: 'string', label: 'Skąd', maxLength: 200 },
  to_place: { type: 'string', label: 'Dokąd', maxLength: 200 },
  km: { type: 'number', label: 'Kilometry', min: 0, max: 100_000, step: 0.1 },
  driver: { type: 'string', label: 'Kierowca', maxLength: 120 },
  reason: { type: 'string', label: 'Powód korekty', maxLength: 300, ...REQUIRED },
};
const purposeFields: Record<string, FieldSpec> = {
  ride: { type: 'integer', label: 'Przejazd', min: 1, ...REQUIRED },
  purpose: { type: 'string', label: 'Cel wyjazdu', maxLength: 200 },
};

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'], description: 'A stored entry (a closed month’s trip, a correction); null for a trip of a month not closed' },
    number: { type: 'integer', description: 'The entry’s number in the vehicle’s register' },
    kind: { type: 'string', enum: ['trip', 'correction'] },
    ride: { type: ['integer', 'null'] },
    date: { type: 'string', description: 'Company day, yyyy-MM-dd' },
    purpose: { type: ['string', 'null'] },
    from_place: { type: ['string', 'null'] },
    to_place: { type: ['string', 'null'] },
    km: { type: 'number', description: 'Kilometres (a ride’s GPS distance, one decimal)' },
    driver: { type: ['string', 'null'] },
    corrects: { type: ['integer', 'null'], description: 'A correction: the id of the entry it corrects' },
    corrects_number: { type: ['integer', 'null'] },
    reason: { type: ['string', 'null'] },
    km_difference: { type: ['number', 'null'], description: 'A correction: its km − the corrected entry’s km' },
    corrected_by: { type: 'array', items: { type: 'integer' }, description: 'Numbers of the corrections of this entry' },
    created_at: { type: ['string', 'null'] },
    created_by: { type: ['string', 'null'] },
  },
};
const nullableKm = { type: ['number', 'null'] };
const reportSchema = {
  type: 'object',
  properties: {
    vehicle: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        registration_number: { type: 'string' },
        fleet_number: { type: 'integer' },
        vehicle_model: { type: 'string' },
        register_from: { type: 'string' },
        register_until: { type: ['string', 'null'] },
      },
    },
    month: { type: 'string' },
    closed: { type: 'boolean' },
    closed_at: { type: ['string', 'null'] },
    closed_by: { type: ['string', 'null'] },
    open_month: { type: 'string', description: 'The first month not closed: where a correction goes' },
    odometer: {
      type: 'object',
      properties: { register_start: nullableKm, month_start: nullableKm, month_end: nullableKm, register_end: nullableKm },
    },
    entries: { type: 'array', items: entrySchema },
    totals: {
      type: 'object',
      properties: { trips: { type: 'integer' }, corrections: { type: 'integer' }, km: { type: 'number' }, odometer_km: nullableKm },
    },
  },
};

const ridesShape = tableShape(resources.rides);

export const mileageRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/reports/mileage-register/',
    tag: 'mileage-register',
    summary: 'Ewidencja przebiegu pojazdu (VAT Act art. 86a): a vehicle’s month of numbered trips, corrections and odometer',
    description:
      'A month not closed is read from the rides (GPS distance, purpose, places, driver), numbered after the last stored entry; a closed month answers what was stored when it was closed. ' +
      'Answers 400 with Polish messages for a malformed vehicle or month or a month before the register’s start; 404 for an unknown vehicle or one not keeping the register.',
    query: mileageQuery,
    response: reportSchema,
    report: (request, query) => mileageReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: the month’s register (ewidencja-przebiegu_<registration>_<yyyy-MM>.csv)',
      description: 'UTF-8 with BOM, `;`, decimal comma, dd.MM.yyyy; the month’s kilometres and the odometer under the entries.',
      query: mileageQuery,
      file: (report) => {
        const table = mileageSheet(report);
        return { name: `${table.fileName}.csv`, text: sheetCsv(table) };
      },
    },
    xlsx: {
      summary: 'XLSX: the same table as the CSV, numbers as numbers, A4 landscape',
      description: 'The CSV export as an Excel workbook of one sheet.',
      table: (report) => mileageSheet(report),
    },
  });

  app.post(
    '/api/mileage-register/close/',
    {
      schema: {
        tags: ['mileage-register'],
        summary: 'Closes a vehicle’s month: stores its trips and odometer figures; answers the closed month’s register',
        description:
          '409 with a Polish message when the month is already closed, has not ended, is not the first month not closed, or has a ride still going on; 404 for an unknown vehicle.',
        body: fieldsBody(closeFields, 'create'),
      },
      preValidation: async (request) => requireWrite(request),
    },
    async (request) => {
      const body = request.body as { vehicle: number; month: string };
      const match = /^(\d{4})-(\d{2})$/.exec(body.month.trim());
      const month = match ? { year: Number(match[1]), month: Number(match[2]) } : null;
      if (!month || month.year < 2000 || month.year > 2100 || month.month < 1 || month.month > 12) throw badRequest({ month: [MONTH_MESSAGE] }, MONTH_MESSAGE);
      return closeMileageMonth(db, { vehicle: body.vehicle, month }, reportSiteCheck(request), actorOf(request), zone);
    },
  );

  app.post(
    '/api/mileage-register/corrections/',
    {
      schema: {
        tags: ['mileage-register'],
        summary: 'Adds a correction of a stored entry: a new entry, numbered next, in the first month not closed (201)',
        description:
          'The corrected entry’s values with those given instead; `reason` is required. 404 for an unknown entry (a month not closed has no stored trips: change a ride’s purpose instead).',
        body: fieldsBody(correctionFields, 'create'),
      },
      preValidation: async (request) => requireWrite(request),
    },
    async (request, reply) => {
      const entry = await addMileageCorrection(db, request.body as unknown as CorrectionValues, reportSiteCheck(request), actorOf(request), zone);
      return reply.code(201).send(entry);
    },
  );

  app.put(
    '/api/mileage-register/purpose/',
    {
      schema: {
        tags: ['mileage-register'],
        summary: 'Sets a ride’s purpose (the register’s “cel wyjazdu”) while its month is not closed',
        description: '409 with a Polish message once the ride’s month is closed for its vehicle (add a correction instead). Recorded in the change history.',
        body: fieldsBody(purposeFields, 'create'),
      },
      preValidation: async (request) => requireWrite(request),
    },
    async (request) => {
      const body = request.body as { ride: number; purpose: string | null };
      return db.transaction().execute(async (trx) => {
        const ride = await trx.selectFrom('ride').select(['id', 'vehicle', 'start_datetime']).where('id', '=', body.ride).executeTakeFirst();
        if (!ride) throw notFound(RIDE_NOT_FOUND);
        const vehicle = await readRegisterVehicle(trx, Number(ride.vehicle));
        reportSiteCheck(request)(vehicle?.site);
        await assertRideMonthOpen(trx, Number(ride.vehicle), ride.start_datetime, zone);
        const before = await readRow(trx, ridesShape, Number(ride.id), zone);
        await updateRow(trx, ridesShape, Number(ride.id), { purpose: body.purpose });
        await recordChange(trx, actorOf(request), {
          spec: resources.rides,
          id: Number(ride.id),
          before,
          after: await readRow(trx, ridesShape, Number(ride.id), zone),
        });
        return { ride: Number(ride.id), purpose: body.purpose };
      });
    },
  );
};
