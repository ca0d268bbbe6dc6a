/** The fake provider's working time (issue 33 §1), computed with the server's rules of src/domain/workTime. */
import { HttpError, type DataProvider } from 'ra-core';
import { sheetCsv } from '../../domain/reports/sheet';
import { monthNorm } from '../../domain/workTime/calendar';
import { DEFAULT_NIGHT_HOURS, readNightHours, type NightHours } from '../../domain/workTime/nightHours';
import { companyIsoDate, monthBounds, monthRegister, type WorkInterval } from '../../domain/workTime/register';
import { workingTimeSheet, type WorkingTimeReport } from '../../domain/workTime/report';
import type { SatDataProvider, WorkingTimeQuery } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type WorkingTimeMethods = Pick<SatDataProvider, 'getWorkingTime' | 'exportWorkingTimeCsv' | 'exportWorkingTimeXlsx' | 'getNightHours' | 'saveNightHours'>;

export function fakeWorkingTime(inner: DataProvider, timeZone: string): WorkingTimeMethods {
  let night: NightHours = DEFAULT_NIGHT_HOURS;
  const all = allRows(inner);

  const getWorkingTime = async (query: WorkingTimeQuery): Promise<WorkingTimeReport> => {
    const [year, month] = query.month.split('-').map(Number);
    const { from, to } = monthBounds({ year, month }, timeZone);
    const [people, workDays] = await Promise.all([all('employees'), all('work-days')]);
    const inMonth = workDays.filter((row) => row.datetime_start < to && (row.datetime_end ? row.datetime_end > from : row.datetime_start >= from));
    const workedOnSite = new Set(inMonth.filter((row) => query.site === null || row.site === query.site).map((row) => Number(row.person)));
    const chosen = people
      .filter((person) => ((query.site === null || person.site === query.site) && !person.archived_at) || workedOnSite.has(Number(person.id)))
      .sort((a, b) => String(a.last_name).localeCompare(String(b.last_name), 'pl') || String(a.first_name).localeCompare(String(b.first_name), 'pl'));
    const registers = new Map(
      chosen.map((person) => [
        Number(person.id),
        monthRegister(
          { year, month },
          inMonth.filter((row) => row.person === person.id) as unknown as WorkInterval[],
          night,
          timeZone,
          companyIsoDate(Date.now(), timeZone),
        ),
      ]),
    );
    const asked = query.person === undefined ? undefined : chosen.find((person) => Number(person.id) === query.person);
    if (query.person !== undefined && !asked) throw new HttpError('Nie znaleziono tego pracownika w wybranym miesiącu i na wybranej budowie.', 404);
    return {
      month: query.month,
      site: query.site,
      norm_hours: monthNorm(year, month),
      night,
      people: chosen.map((person) => ({
        person: Number(person.id),
        first_name: person.first_name,
        last_name: person.last_name,
        site: person.site ?? null,
        ...registers.get(Number(person.id))!.totals,
      })),
      register: asked ? { person: Number(asked.id), first_name: asked.first_name, last_name: asked.last_name, ...registers.get(Number(asked.id))! } : null,
    };
  };

  return {
    getWorkingTime,
    exportWorkingTimeCsv: async (query) => csvFile(sheetCsv(workingTimeSheet(await getWorkingTime(query)))),
    // The workbook is the server's (exceljs stays out of the browser's bundle).
    exportWorkingTimeXlsx: async () => {
      throw new HttpError('Plik XLSX przygotowuje serwer; bez serwera pobierz plik CSV.', 503);
    },
    getNightHours: async () => night,
    saveNightHours: async (change) => {
      const reading = readNightHours(change);
      if (!reading.ok) throw new HttpError('Nieprawidłowe dane.', 400, { errors: reading.errors });
      night = reading.night;
      return night;
    },
  };
}
