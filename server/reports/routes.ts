/** Reports under /api/reports/: figures computed by the database for one tanker, site or period. */
import type { FastifyInstance } from 'fastify';
import { CSV_BOM, csvNumber, csvRow, csvText } from '../../src/domain/csv';
import { showDay } from '../../src/domain/dates';
import { rangeFileName } from '../../src/domain/exportFiles';
import { MAX_LEDGER_DAYS } from '../../src/domain/reports/tankerLedger';
import type { Db } from '../db/database';
import { registerHaulRoutes } from './haulRoutes';
import type { ReportQuery } from './params';
import { tankerLedgerReport } from './tankerLedger';

const ledgerQuerySchema = {
  type: 'object',
  properties: {
    tanker: { type: 'integer', minimum: 1, description: 'Vehicle id of a tanker (type TANK)' },
    date_from: { type: 'string', description: 'First company day, yyyy-MM-dd (2026-1-5 is read too)' },
    date_to: { type: 'string', description: `Last company day, inclusive; at most ${MAX_LEDGER_DAYS} days` },
  },
  required: ['tanker', 'date_from', 'date_to'],
};

const litres = { type: 'number', description: 'Litres, rounded to 0.01' };
const ledgerDaySchema = {
  type: 'object',
  properties: {
    day: { type: 'string', description: 'Company day, yyyy-MM-dd' },
    opening: litres,
    delivered: { ...litres, description: 'Litres delivered into the tanker that day (tanker fuelings)' },
    dispensed: { ...litres, description: 'Litres the tanker dispensed that day (tanker-to-machine fuelings)' },
    stock_count: { type: ['number', 'null'], description: "The level of the day's last stock count, null when none" },
    adjustment: { ...litres, description: "What the day's stock counts changed: closing - (opening + delivered - dispensed)" },
    closing: litres,
    below_zero_litres: { ...litres, description: 'Closing stock below zero: litres dispensed beyond what the tanker held (0 when none)' },
    above_capacity_litres: { ...litres, description: 'Closing stock above capacity: litres beyond the capacity (0 when none)' },
  },
};
const ledgerSchema = {
  type: 'object',
  properties: {
    tanker: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        fleet_number: { type: 'integer' },
        registration_number: { type: 'string' },
        vehicle_model: { type: 'string' },
        site: { type: 'integer' },
        site_name: { type: ['string', 'null'] },
      },
    },
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    capacity: { ...litres, description: "The tanker's capacity (fuel_capacity)" },
    opening: { ...litres, description: 'Stock at the start of the first day, carried from all earlier history' },
    delivered: litres,
    dispensed: litres,
    adjustment: litres,
    closing: litres,
    days: { type: 'array', items: ledgerDaySchema },
  },
};

const CSV_HEADERS = [
  'Dzień',
  'Stan początkowy (l)',
  'Dostarczono (l)',
  'Wydano (l)',
  'Pomiar (l)',
  'Korekta z pomiaru (l)',
  'Stan końcowy (l)',
  'Wydano ponad stan (l)',
  'Ponad pojemność (l)',
];

export function registerReportRoutes(app: FastifyInstance, { db }: Db) {
  app.get(
    '/api/reports/tanker-ledger/',
    {
      schema: {
        tags: ['reports'],
        summary: "A tanker's ledger: opening stock, deliveries, dispensings and closing stock per company day, with gaps flagged",
        description:
          'Days are the company time zone\'s calendar days. A stock count (/api/tanker-stock-count/) sets the stock at its moment. ' +
          'Answers 400 with Polish messages per parameter for a missing or malformed tanker, a vehicle that is no tanker, ' +
          `or a missing, malformed, reversed or longer than ${MAX_LEDGER_DAYS}-day range, and 404 for an unknown vehicle id.`,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => tankerLedgerReport(db, request.query as ReportQuery),
  );

  app.get(
    '/api/reports/tanker-ledger/export/',
    {
      schema: {
        tags: ['reports', 'exports'],
        summary: "CSV: a tanker's ledger per company day (bilans-cysterny_<registration>_<first day>_<last day>.csv)",
        description: 'The same figures and parameters as /api/reports/tanker-ledger/, as CSV with the exports\' rules (UTF-8 BOM, `;`, decimal comma, dd.MM.yyyy).',
        querystring: ledgerQuerySchema,
      },
    },
    async (request, reply) => {
      const ledger = await tankerLedgerReport(db, request.query as ReportQuery);
      const registration = ledger.tanker.registration_number.toUpperCase().replace(/[^A-Z0-9]/g, '');
      const fileName = rangeFileName(`bilans-cysterny_${registration}`, { from: ledger.date_from, to: ledger.date_to });
      const rows = ledger.days.map((day) =>
        csvRow([
          csvText(showDay(day.day)),
          ...[day.opening, day.delivered, day.dispensed, day.stock_count, day.adjustment, day.closing, day.below_zero_litres, day.above_capacity_litres].map(csvNumber),
        ]),
      );
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`);
      return CSV_BOM + csvRow(CSV_HEADERS.map(csvText)) + rows.join('');
    },
  );

  // Haul productivity (issue 13 §4).
  registerHaulRoutes(app, db);
}
