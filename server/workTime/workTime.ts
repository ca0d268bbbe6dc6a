/** "Czas pracy" (issue 33 §1, docs/api.md "Working time"): ./repository's rows run through src/domain/workTime. */
import type { Kysely } from 'kysely';
import { monthNorm } from '../../src/domain/workTime/calendar';
import type { NightHours } from '../../src/domain/workTime/nightHours';
import { companyIsoDate, monthBounds, monthRegister, type Month } from '../../src/domain/workTime/register';
import type { WorkingTimeReport } from '../../src/domain/workTime/report';
import type { Actor } from '../audit/changeLog';
import { changeCompanySetting } from '../audit/settingChange';
import type { SiteCheck } from '../auth/siteAccess';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { monthPeople, monthWorkDays, nightHoursSetting, storedNightHours } from './repository';

export interface WorkingTimeParams {
  month: Month;
  site?: number;
  person?: number;
}

export const PERSON_NOT_FOUND = 'Nie znaleziono tego pracownika w wybranym miesiącu i na wybranej budowie.';

export async function workingTimeReport(db: Kysely<Database>, params: WorkingTimeParams, checkSite: SiteCheck, zone: string): Promise<WorkingTimeReport> {
  checkSite(params.site);
  const { from, to } = monthBounds(params.month, zone);
  const [people, night] = await Promise.all([monthPeople(db, params.site, from, to), storedNightHours(db)]);
  const chosen = params.person === undefined ? undefined : people.find((person) => person.id === params.person);
  if (params.person !== undefined && !chosen) throw notFound(PERSON_NOT_FOUND);
  const work = await monthWorkDays(
    db,
    people.map((person) => person.id),
    from,
    to,
  );
  const registers = new Map(
    people.map((person) => [person.id, monthRegister(params.month, work.get(person.id) ?? [], night, zone, companyIsoDate(Date.now(), zone))]),
  );
  const chosenRegister = chosen ? registers.get(chosen.id)! : null;
  return {
    month: `${params.month.year}-${String(params.month.month).padStart(2, '0')}`,
    site: params.site ?? null,
    norm_hours: monthNorm(params.month.year, params.month.month),
    night,
    people: people.map((person) => ({
      person: person.id,
      first_name: person.first_name,
      last_name: person.last_name,
      site: person.site,
      ...registers.get(person.id)!.totals,
    })),
    register:
      chosen && chosenRegister
        ? { person: chosen.id, first_name: chosen.first_name, last_name: chosen.last_name, days: chosenRegister.days, totals: chosenRegister.totals }
        : null,
  };
}

export const currentNightHours = (db: Kysely<Database>): Promise<NightHours> => storedNightHours(db);

/** Saves a change of the night with its history row, or answers 400 with Polish messages per field. */
export const changeNightHours = (db: Kysely<Database>, body: unknown, actor: Actor): Promise<NightHours> =>
  changeCompanySetting(db, nightHoursSetting, body, actor);
