/**
 * The tanker ledger (docs/api.md "Reports"): the query read with Polish messages, the database's
 * per-day sums (./repository) carried from day to day into opening and closing stock.
 */
import type { Kysely } from 'kysely';
import { parseCalendarDay } from '../../src/domain/dates';
import {
  companyDays,
  ledgerChecks,
  MAX_LEDGER_DAYS,
  roundLitres,
  summary,
  type TankerLedgerDay,
} from '../../src/domain/reports/tankerLedger';
import { idFromText, messages, REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { findVehicle, ledgerDays, stockBefore } from './repository';

const TANKER_NOT_FOUND = 'Nie znaleziono cysterny';

export type LedgerQuery = Record<string, string | undefined>;

function readDay(query: LedgerQuery, field: 'date_from' | 'date_to', errors: FieldErrors) {
  const text = query[field];
  if (text === undefined || text.trim() === '') {
    errors[field] = [REQUIRED_MESSAGE];
    return null;
  }
  const day = parseCalendarDay(text);
  if (!day) errors[field] = [messages.date];
  return day;
}

/** The ledger's parameters, or a 400 with Polish messages per parameter. */
function ledgerParams(query: LedgerQuery) {
  const errors: FieldErrors = {};
  const tankerText = query.tanker?.trim() ?? '';
  const tanker = idFromText(tankerText);
  if (tankerText === '') errors.tanker = [REQUIRED_MESSAGE];
  else if (tanker === null) errors.tanker = [messages.id];
  const from = readDay(query, 'date_from', errors);
  const to = readDay(query, 'date_to', errors);
  if (from && to) {
    const span = (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000;
    if (span < 0) errors.date_to = ['Data końcowa nie może być wcześniejsza niż początkowa.'];
    else if (span >= MAX_LEDGER_DAYS) errors.date_to = [`Zakres może obejmować najwyżej ${MAX_LEDGER_DAYS} dni.`];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { tanker: tanker!, from: from!, to: to! };
}

/** The ledger of the tanker and days a query names (docs/api.md "Reports"). */
export async function tankerLedgerReport(db: Kysely<Database>, query: LedgerQuery) {
  const params = ledgerParams(query);
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
}
