/** Reports under /api/reports/: figures computed by the database for one tanker, site or period. */
import { tankerLedgerCsv, tankerLedgerFileName } from '../../src/domain/reports/reportCsv';
import { requiredId } from '../http/schemas';
import { MAX_REPORT_DAYS, reportQuery } from './params';
import { registerConsumptionRoutes } from './consumptionRoutes';
import { registerHaulRoutes } from './haulRoutes';
import { registerReport } from './reportRoutes';
import { rowSiteCheckAtHand } from '../auth/siteAccess';
import { registerSiteReportRoutes } from './siteReportRoutes';
import { tankerLedgerReport } from './tankerLedger';
import { vehicleSchema, vehicleSiteProperties } from './vehicleSchema';
import type { Feature } from '../http/feature';

export const ledgerQuery = reportQuery({ tanker: requiredId('Vehicle id of a tanker (type TANK)') }, {});

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
    tanker: vehicleSchema(vehicleSiteProperties),
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

export const reportRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  registerReport(app, {
    path: '/api/reports/tanker-ledger/',
    tag: 'reports',
    summary: "A tanker's ledger: opening stock, deliveries, dispensings and closing stock per company day, with gaps flagged",
    description:
      "Days are the company time zone's calendar days. A stock count (/api/tanker-stock-count/) sets the stock at its moment. " +
      'Answers 400 with Polish messages per parameter for a missing or malformed tanker, a vehicle that is no tanker, ' +
      `or a missing, malformed, reversed or longer than ${MAX_REPORT_DAYS}-day range, and 404 for an unknown vehicle id.`,
    query: ledgerQuery,
    response: ledgerSchema,
    report: (request, query) => tankerLedgerReport(db, query, rowSiteCheckAtHand(request), zone),
    csv: {
      summary: "CSV: a tanker's ledger per company day (bilans-cysterny_<registration>_<first day>_<last day>.csv)",
      description:
        "The same figures and parameters as /api/reports/tanker-ledger/, as CSV with the exports' rules (UTF-8 BOM, `;`, decimal comma, dd.MM.yyyy).",
      query: ledgerQuery,
      file: (ledger) => ({
        name: tankerLedgerFileName(ledger.tanker.registration_number, { from: ledger.date_from, to: ledger.date_to }),
        text: tankerLedgerCsv(ledger.days),
      }),
    },
  });

  registerConsumptionRoutes(app, db, zone);
  registerHaulRoutes(app, db, zone);
  registerSiteReportRoutes(app, db, zone);
};
