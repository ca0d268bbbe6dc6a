/** "Karty pracy": work cards of vehicles and machines, JSON, CSV and PDF (docs/api.md "Work cards", issue 33 §3). */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { sheetCsv } from '../../src/domain/reports/sheet';
import { workCardsSheet } from '../../src/domain/workCards/report';
import { daysInMonth } from '../../src/domain/workTime/calendar';
import { reportSiteCheck } from '../auth/siteAccess';
import { optionalId, requiredId } from '../http/schemas';
import { monthParam, registerReport, reportQuery } from '../reports';
import type { Feature } from '../http/feature';
import { workCardsPdf } from './pdf';
import { SCOPE_MESSAGE, VEHICLE_NOT_FOUND, workCardsReport } from './workCards';

const workCardsQuery = reportQuery(
  {
    vehicle: optionalId('This vehicle\'s cards; with neither vehicle nor site: 400 "' + SCOPE_MESSAGE + '"'),
    site: optionalId("The cards of the site's vehicles"),
  },
  {},
);

const pdfQuery = z.object({
  site: requiredId("The site whose vehicles' cards are printed"),
  month: monthParam,
  vehicle: optionalId('Only this vehicle of the site'),
});

const nullableNumber = (description: string) => ({ type: ['number', 'null'], description });

const cardSchema = {
  type: 'object',
  properties: {
    number: { type: 'string', description: '"<sequence>/<year>": a sequence per vehicle and year, kept once assigned' },
    sequence: { type: 'integer' },
    year: { type: 'integer' },
    date: { type: 'string', description: 'Company day, yyyy-MM-dd' },
    kind: { type: 'string', enum: ['road', 'machine'], description: 'road: Karta drogowa (km); machine: Karta pracy sprzętu (engine hours)' },
    title: { type: 'string' },
    unit: { type: 'string', enum: ['km', 'mth'] },
    vehicle: { type: 'integer' },
    fleet_number: { type: 'integer' },
    registration_number: { type: 'string' },
    vehicle_model: { type: 'string' },
    vehicle_type: { type: 'string' },
    vehicle_type_label: { type: 'string' },
    site: { type: 'integer' },
    site_name: { type: 'string' },
    people: {
      type: 'array',
      description: 'The driver or operators: the people of its rides, fuelings, checks and readings that day',
      items: { type: 'object', properties: { person: { type: 'integer' }, first_name: { type: 'string' }, last_name: { type: 'string' } } },
    },
    start: { type: ['string', 'null'], description: 'Company time HH:mm of the first ride, fueling, check or reading' },
    end: { type: ['string', 'null'], description: 'HH:mm of the last' },
    meter_start: nullableNumber('Odometer (km) or engine hours at the start; null when no reading'),
    meter_end: nullableNumber('At the end of the day; null when no reading after the last work'),
    usage: nullableNumber('meter_end − meter_start'),
    routes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          from: { type: ['string', 'null'] },
          to: { type: ['string', 'null'] },
          material: { type: ['string', 'null'] },
          loads: { type: 'integer' },
        },
      },
    },
    work: { type: ['string', 'null'], description: "A machine's work in words" },
    fuel_start: nullableNumber('Litres in the tank at the start'),
    fuel_taken: { type: 'number', description: 'Litres fuelled that day (station and tanker)' },
    fuel_norm: nullableNumber('Litres by the fuel norm for usage; null: no norm ("brak normy")'),
    fuel_end: nullableNumber('fuel_start + fuel_taken − fuel_norm'),
    missing: { type: 'array', items: { type: 'string' }, description: 'What the card lacks, Polish; empty when complete' },
  },
};

const workCardsSchema = {
  type: 'object',
  properties: {
    date_from: { type: 'string' },
    date_to: { type: 'string' },
    site: { type: ['integer', 'null'] },
    vehicle: { type: ['integer', 'null'] },
    cards: { type: 'array', items: cardSchema },
  },
};

const pdfReply = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);

export const workCardsRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/reports/work-cards/',
    tag: 'work-cards',
    summary: 'Karty pracy: work cards (karta drogowa, karta pracy sprzętu) of a vehicle or a site, per day',
    description:
      "A card for each company day the vehicle rode, fuelled, was checked or its meter moved: its number (a sequence per vehicle and year, stored so it is kept), people, times, meter at start and end, usage, rides, and the tank's balance. " +
      'Whatever a card lacks is named in `missing` and its figure left null. Numbers are assigned the first time a card is shown. ' +
      `Answers 400 with Polish messages for malformed or missing parameters ("${SCOPE_MESSAGE}"), 404 "${VEHICLE_NOT_FOUND}"`,
    query: workCardsQuery,
    response: workCardsSchema,
    report: (request, query) => workCardsReport(db, query, reportSiteCheck(request), zone),
    csv: {
      summary: 'CSV: the cards, one row a card (karty-pracy_<from>_<to>[_maszyna-<id>|_budowa-<id>].csv)',
      description: 'UTF-8 with BOM, `;`, decimal comma, dd.MM.yyyy; what a card lacks in its last column.',
      query: workCardsQuery,
      file: (report) => {
        const table = workCardsSheet(report);
        return { name: `${table.fileName}.csv`, text: sheetCsv(table) };
      },
    },
  });

  app.get(
    '/api/reports/work-cards/pdf/',
    {
      schema: {
        tags: ['work-cards', 'exports'],
        summary: "PDF: every work card of a site's month, A4, a card a page, page numbers (karty-pracy_<yyyy-MM>_budowa-<id>.pdf)",
        description: 'The same cards as the JSON for the whole month; one page "Brak kart pracy w wybranym okresie." when there are none.',
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const { site, month, vehicle } = request.query;
      const last = daysInMonth(month.year, month.month);
      const report = await workCardsReport(
        db,
        { site, vehicle, date_from: { ...month, day: 1 }, date_to: { ...month, day: last } },
        reportSiteCheck(request),
        zone,
      );
      const monthText = `${month.year}-${String(month.month).padStart(2, '0')}`;
      const siteName = report.cards[0]?.site_name;
      const heading = `Karty pracy ${String(month.month).padStart(2, '0')}.${month.year}${siteName ? ` · ${siteName}` : ''}`;
      const pdf = await workCardsPdf(report.cards, heading);
      return pdfReply(reply, `karty-pracy_${monthText}_budowa-${site}${vehicle === undefined ? '' : `_maszyna-${vehicle}`}.pdf`, pdf);
    },
  );
};
