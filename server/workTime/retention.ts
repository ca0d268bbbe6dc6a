/**
 * Working-time records are kept as long as the law requires (Labour Code art. 94⁴: 10 years): a
 * person with a work day in the last 10 years is not deleted (they can be archived). The change
 * history's retention (HISTORY_RETENTION_DAYS) purges change_event rows only, never work days.
 */
import type { Kysely } from 'kysely';
import { ARCHIVE_OFFER } from '../../src/domain/archive';
import type { Database } from '../db/schema';
import { conflict } from '../errors';

export const WORK_TIME_RETENTION_YEARS = 10;

/** Ends with the archive offer, so that the app's refused delete offers "Archiwizuj" (BulkDeleteButton). */
export const KEPT_WORK_TIME_MESSAGE = `Nie można usunąć pracownika z ewidencją czasu pracy z ostatnich 10 lat (przepisy wymagają jej przechowywania). ${ARCHIVE_OFFER}`;

/** The instant 10 years before `now` (UTC ISO). */
export function retentionStart(now = Date.now()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - WORK_TIME_RETENTION_YEARS);
  return date.toISOString();
}

/** Throws 409 when the person has a work day that began (or ended) within the last 10 years. */
export async function assertNoKeptWorkTime(db: Kysely<Database>, person: number, now = Date.now()): Promise<void> {
  const since = retentionStart(now);
  const kept = await db
    .selectFrom('work_day')
    .select('id')
    .where('person', '=', person)
    .where((eb) => eb.or([eb('datetime_start', '>=', since), eb('datetime_end', '>=', since)]))
    .limit(1)
    .executeTakeFirst();
  if (kept) throw conflict(KEPT_WORK_TIME_MESSAGE);
}
