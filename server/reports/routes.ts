/** Reports under /api/reports/: figures computed by the database for one tanker, site or period. */
import type { FastifyInstance } from 'fastify';
import { parseCalendarDay } from '../../src/domain/dates';
import {
  companyDays,
  ledgerChecks,
  MAX_LEDGER_DAYS,
  roundLitres,
  summary,
  type TankerLedgerDay,
} from '../../src/domain/reports/tankerLedger';
import { REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../errors';
import { findVehicle, ledgerDays, stockBefore } from './repository';

const TANKER_NOT_FOUND = 'Nie znaleziono cysterny';

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

type Query = Record<string, string | undefined>;

function readDay(query: Query, field: 'date_from' | 'date_to', errors: FieldErrors) {
  const text = query[field];
  if (text === undefined || text.trim() === '') {
    errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const day = parseCalendarDay(text);
  if (!day) errors[field] = ['Podaj poprawną datę (rrrr-mm-dd).'];
  return day;
}

/** The ledger's parameters, or a 400 with Polish messages per parameter. */
function ledgerParams(query: Query) {
  const errors: FieldErrors = {};
  const tankerText = query.tanker?.trim() ?? '';
  if (tankerText === '') errors.tanker = [REQUIRED_MESSAGE];
  else if (!/^\d{1,15}$/.test(tankerText) || Number(tankerText) < 1) errors.tanker = ['Podaj identyfikator (liczbę całkowitą).'];
  const from = readDay(query, 'date_from', errors);
  const to = readDay(query, 'date_to', errors);
  if (from && to) {
    const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
    if (span < 0) errors.date_to = ['Data końcowa nie może być wcześniejsza niż początkowa.'];
    else if (span >= MAX_LEDGER_DAYS) errors.date_to = [`Zakres może obejmować najwyżej ${MAX_LEDGER_DAYS} dni.`];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { tanker: Number(tankerText), from: from!, to: to! };
}

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
    async (request) => {
      const params = ledgerParams(request.query as Query);
      const tanker = await findVehicle(db, params.tanker);
      if (!tanker) throw notFound(TANKER_NOT_FOUND);
      if (tanker.vehicle_type !== 'TANK') throw badRequest({ tanker: ['Wybrany pojazd nie jest cysterną.'] });
      const capacity = roundLitres(Number(tanker.fuel_capacity));
      const days = companyDays(params.from, params.to);
      const [before, rows] = await Promise.all([stockBefore(db, tanker.id, days[0].startIso), ledgerDays(db, tanker.id, days)]);
      let opening = roundLitres((before.count_litres ?? 0) + before.delivered - before.dispensed);
      const ledger: TankerLedgerDay[] = rows.map((row) => {
        const delivered = roundLitres(row.delivered);
        const dispensed = roundLitres(row.dispensed);
        const closing = roundLitres(
          row.count_litres === null
            ? opening + delivered - dispensed
            : row.count_litres + row.delivered_after_count - row.dispensed_after_count,
        );
        const day = {
          day: row.day,
          opening,
          delivered,
          dispensed,
          stock_count: row.count_litres === null ? null : roundLitres(row.count_litres),
          ...ledgerChecks(capacity, opening, delivered, dispensed, closing),
        };
        opening = closing;
        return day;
      });
      const { id, fleet_number, registration_number, vehicle_model, site, site_name } = tanker;
      return {
        tanker: { id, fleet_number, registration_number, vehicle_model, site, site_name },
        date_from: days[0].day,
        date_to: days.at(-1)!.day,
        ...summary(capacity, ledger),
      };
    },
  );
}
