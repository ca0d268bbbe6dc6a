/** "Czas pracy": the working-time register and the company's night (docs/api.md "Working time", issue 33 §1). */
import { z } from 'zod';
import { sheetCsv } from '../../src/domain/reports/sheet';
import { readNightHours } from '../../src/domain/workTime/nightHours';
import { workingTimeSheet } from '../../src/domain/workTime/report';
import { requireAdministrator, requireWrite } from '../auth/access';
import { actorOf } from '../audit/changeLog';
import { reportSiteCheck } from '../auth/siteAccess';
import { badRequest } from '../errors';
import { optionalId, reader, refuse } from '../http/schemas';
import { monthParam, registerReport } from '../reports';
import type { Feature } from '../http/feature';
import { changeNightHours, currentNightHours, PERSON_NOT_FOUND, workingTimeReport } from './workTime';

const workingTimeQuery = z.object({
  month: monthParam,
  site: optionalId("Only this site's people (and those who worked on it that month); everyone's when omitted"),
  person: optionalId("This person's month as the register sheet, one row a day"),
});

const hours = (description: string) => ({ type: 'number', description });
const totals = {
  norm_hours: hours("The month's working-time norm, Labour Code art. 130"),
  hours: hours('Hours worked'),
  night_hours: hours('Hours within the night (/api/night-hours/)'),
  sunday_holiday_hours: hours('Hours on Sundays and public holidays'),
  overtime_hours: hours('Hours beyond 8 in a company day'),
  difference_hours: hours('hours − norm_hours'),
  days_worked: { type: 'integer' },
  days_without_work: { type: 'integer', description: 'Working days (Monday to Friday, no public holiday) without work, up to today' },
};
const nightSchema = {
  type: 'object',
  properties: {
    start: { type: 'string', description: 'HH:mm, 21:00..23:00' },
    end: { type: 'string', description: 'HH:mm, 8 hours after start' },
  },
};

/** A change of the night: its start (the end follows, 8 hours later), or 400 with Polish messages per field. */
const nightBody = reader(nightSchema, (body, ctx) => {
  const reading = readNightHours(body);
  return reading.ok ? reading.night : refuse(ctx, badRequest(reading.errors));
});

const workingTimeSchema = {
  type: 'object',
  properties: {
    month: { type: 'string' },
    site: { type: ['integer', 'null'] },
    norm_hours: { type: 'number' },
    night: nightSchema,
    people: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          person: { type: 'integer' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          site: { type: ['integer', 'null'] },
          ...totals,
        },
      },
    },
    register: {
      type: ['object', 'null'],
      properties: {
        person: { type: 'integer' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        totals: { type: 'object', properties: totals },
        days: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              date: { type: 'string', description: 'Company day, yyyy-MM-dd' },
              weekday: { type: 'integer', description: '1 Monday … 7 Sunday' },
              kind: { type: 'string', enum: ['working', 'saturday', 'sunday', 'holiday'] },
              holiday: { type: ['string', 'null'] },
              start: { type: ['string', 'null'], description: 'Company time HH:mm of the first work that day' },
              end: { type: ['string', 'null'], description: 'HH:mm of the last; 24:00 when the work goes on past midnight' },
              hours: { type: 'number' },
              night_hours: { type: 'number' },
              sunday_holiday_hours: { type: 'number' },
              overtime_hours: { type: 'number' },
              open: { type: 'boolean', description: 'A work day begun that day has no end yet (counts no hours)' },
            },
          },
        },
      },
    },
  },
};

export const workTimeRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/reports/working-time/',
    tag: 'working-time',
    summary: 'Czas pracy: the working-time register of a month, per person, from the work days',
    description:
      "Every person of the site (everyone when omitted; archived people only when they worked there that month) with the month's totals against the art. 130 norm; " +
      "with `person`, also that person's month one row a company day (`register`). A work day crossing midnight counts to each company day its part. " +
      `Answers 400 with Polish messages for a malformed month, site or person; 404 "${PERSON_NOT_FOUND}"`,
    query: workingTimeQuery,
    response: workingTimeSchema,
    report: (request, query) => workingTimeReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: "CSV: the month's people (czas-pracy_<yyyy-MM>.csv), or with person the register sheet (ewidencja-czasu-pracy_<yyyy-MM>_osoba-<id>.csv)",
      description: "UTF-8 with BOM, `;`, decimal comma, dd.MM.yyyy, HH:mm in the company's zone; the register's totals under its days.",
      query: workingTimeQuery,
      file: (report) => {
        const table = workingTimeSheet(report);
        return { name: `${table.fileName}.csv`, text: sheetCsv(table) };
      },
    },
    xlsx: {
      summary: 'XLSX: the same table as the CSV, numbers as numbers, A4 landscape',
      description: 'The CSV export as an Excel workbook of one sheet.',
      table: (report) => workingTimeSheet(report),
    },
  });

  app.get(
    '/api/night-hours/',
    {
      schema: {
        tags: ['working-time'],
        summary: "The company's night: 8 hours within 21:00–07:00 (22:00–06:00 until changed)",
        response: { 200: nightSchema },
      },
    },
    () => currentNightHours(db),
  );

  app.put(
    '/api/night-hours/',
    {
      schema: {
        tags: ['working-time'],
        summary: "Changes the company's night by its start (administrator only); answers start and end",
        description:
          '400 with Polish messages for a start not HH:mm within 21:00..23:00, or an end not 8 hours later. Recorded in the change history (entity night-hours, record 1).',
        body: nightBody,
        response: { 200: nightSchema },
      },
      preValidation: async (request) => {
        requireWrite(request);
        requireAdministrator(request);
      },
    },
    (request) => changeNightHours(db, request.body, actorOf(request)),
  );
};
