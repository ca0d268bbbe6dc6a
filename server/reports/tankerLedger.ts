/**
 * The tanker ledger (docs/api.md "Reports"): the database's
 * per-day sums (./repository) carried from day to day into opening and closing stock.
 */
import type { Kysely } from 'kysely';
import { companyDays, ledgerChecks, roundLitres, summary, type TankerLedgerDay } from '../../src/domain/reports/tankerLedger';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { findVehicle, ledgerDays, stockBefore } from './repository';
import type { Period } from './params';
import type { SiteCheck } from '../auth/siteAccess';

const TANKER_NOT_FOUND = 'Nie znaleziono cysterny';

/** The ledger's parameters (./routes.ts ledgerQuery). */
export interface LedgerParams extends Period {
  tanker: number;
}

/** The ledger of a tanker over company days (docs/api.md "Reports"); `checkTankerSite` refuses a tanker of a site the account may not see. */
export async function tankerLedgerReport(db: Kysely<Database>, params: LedgerParams, checkTankerSite: SiteCheck, zone: string) {
  const tanker = await findVehicle(db, params.tanker);
  if (!tanker) throw notFound(TANKER_NOT_FOUND);
  checkTankerSite(tanker.site);
  if (tanker.vehicle_type !== 'TANK') throw badRequest({ tanker: ['Wybrany pojazd nie jest cysterną.'] });
  const capacity = roundLitres(Number(tanker.fuel_capacity));
  const days = companyDays(params.date_from, params.date_to, zone);
  const [before, rows] = await Promise.all([stockBefore(db, tanker.id, days[0].startIso), ledgerDays(db, tanker.id, days)]);
  let opening = roundLitres((before.count_litres ?? 0) + before.delivered - before.dispensed);
  const ledger: TankerLedgerDay[] = rows.map((row) => {
    const delivered = roundLitres(row.delivered);
    const dispensed = roundLitres(row.dispensed);
    const closing = roundLitres(
      row.count_litres === null ? opening + delivered - dispensed : row.count_litres + row.delivered_after_count - row.dispensed_after_count,
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
