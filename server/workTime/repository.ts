/**
 * The rows "Czas pracy" reads (issue 33 §1): the people of the month, their work days overlapping
 * it, and the company's night (a company_setting row beside the working hours).
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  DEFAULT_NIGHT_HOURS,
  NIGHT_HOURS_RECORD,
  nightFrom,
  nightHoursHistorySpec,
  nightHoursHistoryValues,
  nightStartMinutes,
  readNightHours,
  type NightHours,
} from '../../src/domain/workTime/nightHours';
import type { WorkInterval } from '../../src/domain/workTime/register';
import { storedCompanySetting } from '../db/companySettings';
import type { CompanySetting } from '../audit/settingChange';
import type { Database } from '../db/schema';

const NIGHT_HOURS = 'night_hours';

// Only the start counts: the end is always 8 hours later.
export const storedNightHours = async (db: Kysely<Database>): Promise<NightHours> =>
  nightFrom(nightStartMinutes(await storedCompanySetting(db, NIGHT_HOURS, DEFAULT_NIGHT_HOURS)));

/** The night as a company setting an administrator changes (changeCompanySetting): its start, its end 8 hours later. */
export const nightHoursSetting: CompanySetting<NightHours> = {
  name: NIGHT_HOURS,
  history: { spec: nightHoursHistorySpec, record: NIGHT_HOURS_RECORD, values: nightHoursHistoryValues },
  stored: storedNightHours,
  read: (body) => {
    const reading = readNightHours(body);
    return reading.ok ? { ok: true, value: reading.night } : reading;
  },
};

export interface MonthPerson {
  id: number;
  first_name: string;
  last_name: string;
  site: number | null;
}

/**
 * The month's people: of the site (every person when none) those not archived, and anyone whose
 * work day in the month was on the site, by last and first name.
 */
export async function monthPeople(db: Kysely<Database>, site: number | undefined, from: string, to: string): Promise<MonthPerson[]> {
  let query = db
    .selectFrom('person')
    .select(['person.id', 'person.first_name', 'person.last_name', 'person.site'])
    .orderBy('person.last_name')
    .orderBy('person.first_name')
    .orderBy('person.id');
  const workedThere = (eb: ExpressionBuilder<Database, 'person'>) => {
    let worked = eb.selectFrom('work_day').select('work_day.id').whereRef('work_day.person', '=', 'person.id').where('work_day.datetime_start', '<', to);
    worked = worked.where((inner) => inner.or([inner('work_day.datetime_end', '>', from), inner('work_day.datetime_end', 'is', null)]));
    if (site !== undefined) worked = worked.where('work_day.site', '=', site);
    return eb.exists(worked);
  };
  query = query.where((eb) => {
    // archived_at is the archive's column (src/domain/archive.ts), outside the declared fields.
    const inUse = sql<boolean>`person.archived_at IS NULL`;
    const current = site === undefined ? inUse : eb.and([eb('person.site', '=', site), inUse]);
    return eb.or([current, workedThere(eb)]);
  });
  const rows = await query.execute();
  return rows.map((row) => ({ id: Number(row.id), first_name: row.first_name, last_name: row.last_name, site: row.site === null ? null : Number(row.site) }));
}

/** The people's work days overlapping [from, to) (an open one when it began within), by person. */
export async function monthWorkDays(db: Kysely<Database>, people: readonly number[], from: string, to: string): Promise<Map<number, WorkInterval[]>> {
  const byPerson = new Map<number, WorkInterval[]>(people.map((id) => [id, []]));
  for (let offset = 0; offset < people.length; offset += 500) {
    const chunk = people.slice(offset, offset + 500);
    const rows = await db
      .selectFrom('work_day')
      .select(['person', 'datetime_start', 'datetime_end'])
      .where('person', 'in', chunk)
      .where('datetime_start', '<', to)
      .where((eb) => eb.or([eb('datetime_end', '>', from), eb.and([eb('datetime_end', 'is', null), eb('datetime_start', '>=', from)])]))
      .orderBy('datetime_start')
      .execute();
    for (const row of rows) byPerson.get(Number(row.person))?.push({ datetime_start: row.datetime_start, datetime_end: row.datetime_end });
  }
  return byPerson;
}
