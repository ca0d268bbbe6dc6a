/** "Karty pracy" (issue 33 §3, docs/api.md "Work cards"): ./repository's rows run through src/domain/workCards. */
import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../src/domain/reports/tankerLedger';
import { activeDays, vehicleCards, type WorkCard } from '../../src/domain/workCards/cards';
import type { WorkCardsReport } from '../../src/domain/workCards/report';
import { isoDate } from '../../src/domain/workTime/calendar';
import { monthBounds } from '../../src/domain/workTime/register';
import type { SiteCheck } from '../auth/siteAccess';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { cardNorms } from './norms';
import { cardNumbers, cardRows, cardVehicles } from './repository';
import { companyDayRange } from '../../src/domain/dates';

export const VEHICLE_NOT_FOUND = 'Nie znaleziono tej maszyny.';
export const SCOPE_MESSAGE = 'Wybierz maszynę albo budowę.';

export interface WorkCardsParams {
  vehicle?: number;
  site?: number;
  date_from: CalendarDay;
  date_to: CalendarDay;
}

const iso = (day: CalendarDay) => isoDate(day.year, day.month, day.day);

export async function workCardsReport(db: Kysely<Database>, params: WorkCardsParams, checkSite: SiteCheck, zone: string): Promise<WorkCardsReport> {
  // Without a vehicle the site is the scope: an account of some sites is refused none (403) before the 400.
  if (params.vehicle === undefined || params.site !== undefined) checkSite(params.site);
  if (params.vehicle === undefined && params.site === undefined) throw badRequest({ vehicle: [SCOPE_MESSAGE] });
  const vehicles = await cardVehicles(db, { vehicle: params.vehicle, site: params.site });
  if (params.vehicle !== undefined) {
    if (!vehicles.length) throw notFound(VEHICLE_NOT_FOUND);
    checkSite(vehicles[0].site);
  }
  const from = iso(params.date_from);
  const to = iso(params.date_to);
  // The tank is carried from the first day's month start: the rows are read from there.
  const fromIso = monthBounds({ year: params.date_from.year, month: params.date_from.month }, zone).from;
  const { toIso } = companyDayRange(params.date_to, params.date_to, zone);
  const [rows, norm] = await Promise.all([cardRows(db, vehicles, fromIso, toIso), cardNorms(db)]);
  const inputs = vehicles.map((vehicle) => ({
    vehicle,
    readings: rows.readings.get(vehicle.id) ?? [],
    rides: rows.rides.get(vehicle.id) ?? [],
    fuelings: rows.fuelings.get(vehicle.id) ?? [],
    checks: rows.checks.get(vehicle.id) ?? [],
    people: rows.people,
    from,
    to,
    zone: zone,
  }));
  const numbers = await cardNumbers(db, new Map(inputs.map((input) => [input.vehicle.id, activeDays(input)])));
  const cards: WorkCard[] = inputs.flatMap((input) => vehicleCards({ ...input, norm, numbers: numbers.get(input.vehicle.id) }));
  cards.sort((a, b) => a.fleet_number - b.fleet_number || a.vehicle - b.vehicle || a.date.localeCompare(b.date));
  return { date_from: from, date_to: to, site: params.site ?? null, vehicle: params.vehicle ?? null, cards };
}
