/**
 * /api/maintenance/ (issue 15 §2, §4; docs/api.md "Maintenance"): a site's due and overdue
 * services and its documents ending within the warning window, as JSON and as CSV.
 */
import { maintenanceDueCsv, maintenanceDueFileName } from '../../src/domain/maintenance/dueCsv';
import { z } from 'zod';
import { notFound } from '../errors';
import { rowExists } from '../crud/repository';
import { requiredId } from '../http/schemas';
import { registerReport, vehicleSchema, vehicleTypeProperty } from '../reports';
import { reportSiteCheck } from '../auth/siteAccess';
import { scheduleDigests } from './digest';
import { maintenanceDueReport } from './due';
import type { Feature } from '../http/feature';

const siteQuery = z.object({ site: requiredId('Site id') });

const nullableNumber = { type: ['number', 'null'] };
const nullableDay = { type: ['string', 'null'], description: 'yyyy-MM-dd' };
const statusSchema = { type: 'string', enum: ['overdue', 'due', 'unknown', 'ok'] };
const dueSchema = {
  type: 'object',
  properties: {
    site: { type: 'integer' },
    today: { type: 'string', description: 'The company day the figures are for, yyyy-MM-dd' },
    warning_days: { type: 'integer', description: 'The warning window (DOCUMENT_WARNING_DAYS)' },
    services: {
      type: 'array',
      description: "Every plan of every vehicle of the site that has one (a vehicle's own plans, else its type's): overdue first, then due, then ok",
      items: {
        type: 'object',
        properties: {
          vehicle: vehicleSchema(vehicleTypeProperty),
          unit: { type: 'string', enum: ['km', 'h'], description: 'Kilometres or engine hours (the vehicle type’s odometer)' },
          plan: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' }, interval_reading: nullableNumber, interval_months: nullableNumber },
          },
          last_service: { type: ['object', 'null'], properties: { date: { type: 'string' }, reading: nullableNumber } },
          current_reading: { ...nullableNumber, description: 'The latest fueling reading (station or tanker)' },
          current_reading_at: { type: ['string', 'null'] },
          due_reading: nullableNumber,
          remaining_reading: { ...nullableNumber, description: 'km or engine hours left; negative when over' },
          due_date: nullableDay,
          remaining_days: { ...nullableNumber, description: 'Company days left; negative when over' },
          status: statusSchema,
        },
      },
    },
    documents: {
      type: 'array',
      description: 'The latest document per vehicle or person and kind that ends within the window or has ended, soonest first',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          owner: { type: 'string', enum: ['vehicle', 'person'] },
          owner_id: { type: 'integer' },
          owner_name: { type: 'string' },
          kind: { type: 'string' },
          kind_label: { type: 'string' },
          number: { type: ['string', 'null'] },
          valid_until: { type: 'string' },
          days_left: { type: 'integer' },
          status: { type: 'string', enum: ['overdue', 'due'] },
        },
      },
    },
  },
};

export const maintenanceRoutes: Feature = async (app, { database: { db }, config }) => {
  scheduleDigests(app, db, config);

  registerReport(app, {
    path: '/api/maintenance/due/',
    tag: 'maintenance',
    summary: "A site's services due or overdue (by km, engine hours or months, whichever first) and documents ending within the warning window",
    description: 'Answers 400 with a Polish message for a missing or malformed site and 404 for an unknown one.',
    query: siteQuery,
    response: dueSchema,
    report: async (request, { site }) => {
      reportSiteCheck(request)(site);
      if (!(await rowExists(db, 'site', site))) throw notFound('Nie znaleziono budowy');
      return maintenanceDueReport(db, site, config.documentWarningDays, config.companyTimeZone);
    },
    csv: {
      summary: 'CSV: the services and documents of /api/maintenance/due/ (serwis-i-terminy_budowa-<site>_<day>.csv)',
      description: "The same figures as /api/maintenance/due/, as CSV with the exports' rules.",
      query: siteQuery,
      file: (due) => ({ name: maintenanceDueFileName(due.site, due.today), text: maintenanceDueCsv(due) }),
    },
  });
};
