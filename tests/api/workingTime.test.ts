/**
 * "Czas pracy" (issue 33 §1) on both databases, with a small company made here: a person's August
 * 2026 (15 August, a holiday, is a Saturday) with a night shift across midnight, a Sunday, work on
 * the holiday and overtime, every figure written out below; the people of a site with their totals;
 * the register as CSV and XLSX; the company's night, a setting; bad queries refused in Polish.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkingTimeReport } from '../../src/domain/workTime/report';
import { purgeHistory } from '../../server/audit/repository';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, type TestServer } from '../helpers/server';

// Warsaw in August is UTC+2: 07:00 there is 05:00Z.
const AUGUST = [
  ['2026-08-03T05:00:00.000Z', '2026-08-03T13:00:00.000Z'], // Mon 07:00–15:00: 8 h
  ['2026-08-04T03:00:00.000Z', '2026-08-04T15:30:00.000Z'], // Tue 05:00–17:30: 12.5 h, 1 h at night, 4.5 h overtime
  ['2026-08-07T18:00:00.000Z', '2026-08-08T04:00:00.000Z'], // Fri 20:00 – Sat 06:00: 4 h (2 at night) + 6 h (6 at night)
  ['2026-08-09T06:00:00.000Z', '2026-08-09T10:00:00.000Z'], // Sun 08:00–12:00: 4 h
  ['2026-08-15T05:00:00.000Z', '2026-08-15T09:00:00.000Z'], // Sat 15 Aug, a holiday, 07:00–11:00: 4 h
  ['2026-07-31T19:00:00.000Z', '2026-07-31T21:00:00.000Z'], // July 21:00–23:00: not August's
  ['2026-08-31T22:00:00.000Z', '2026-09-01T02:00:00.000Z'], // 1 Sep 00:00 (Warsaw) on: September's
] as const;

describe.each(testDialects)('working time on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let colleague: number;
  beforeAll(async () => {
    ({ server, company } = setup());
    const workDay = (person: number, site: number, start: string, end: string | null) =>
      server.database.db
        .insertInto('work_day')
        .values({ person, site, datetime_start: start, datetime_end: end } as never)
        .execute();
    for (const [start, end] of AUGUST) await workDay(company.person, company.site, start, end);
    const created = await server.admin.post('/api/users/', {
      username: `anna.nowak.${dialect}`,
      password: 'haslo-anny-nowak',
      first_name: 'Anna',
      last_name: 'Nowak',
      is_foreigner: false,
      role: company.role,
      site: company.otherSite,
    });
    expect(created.status, created.text).toBe(201);
    colleague = created.body.id;
    // Anna works one day on the first site though she belongs to the other: Wed 5 Aug 06:00–14:00.
    await workDay(colleague, company.site, '2026-08-05T04:00:00.000Z', '2026-08-05T12:00:00.000Z');
  });

  const report = (query: string) => server.admin.get<WorkingTimeReport>(`/api/reports/working-time/?${query}`);
  const refusal = (query: string) => server.admin.get(`/api/reports/working-time/?${query}`);

  it("answers a person's month, one row a company day, every figure as worked out by hand", async () => {
    const response = await report(`month=2026-08&site=${company.site}&person=${company.person}`);
    expect(response.status).toBe(200);
    const { register, norm_hours, night } = response.body;
    expect(norm_hours).toBe(160); // 21 weekdays × 8, less 8 for 15 August (Saturday)
    expect(night).toEqual({ start: '22:00', end: '06:00' });
    expect(register!.days).toHaveLength(31);
    const days = Object.fromEntries(register!.days.map((day) => [day.date.slice(8), day]));
    const figures = (day: string) => {
      const { start, end, hours, night_hours, sunday_holiday_hours, overtime_hours, kind } = days[day];
      return [kind, start, end, hours, night_hours, sunday_holiday_hours, overtime_hours];
    };
    expect(figures('01')).toEqual(['saturday', null, null, 0, 0, 0, 0]);
    expect(figures('03')).toEqual(['working', '07:00', '15:00', 8, 0, 0, 0]);
    expect(figures('04')).toEqual(['working', '05:00', '17:30', 12.5, 1, 0, 4.5]);
    expect(figures('07')).toEqual(['working', '20:00', '24:00', 4, 2, 0, 0]);
    expect(figures('08')).toEqual(['saturday', '00:00', '06:00', 6, 6, 0, 0]);
    expect(figures('09')).toEqual(['sunday', '08:00', '12:00', 4, 0, 4, 0]);
    expect(figures('15')).toEqual(['holiday', '07:00', '11:00', 4, 0, 4, 0]);
    expect(figures('31')).toEqual(['working', null, null, 0, 0, 0, 0]);
    expect(days['15'].holiday).toBe('Wniebowzięcie Najświętszej Maryi Panny');
    // 8 + 12.5 + 4 + 6 + 4 + 4 = 38.5 h; 21 working days less the 3 worked (3, 4, 7 Aug) = 18 without work.
    expect(register!.totals).toEqual({
      norm_hours: 160,
      hours: 38.5,
      night_hours: 9,
      sunday_holiday_hours: 8,
      overtime_hours: 4.5,
      difference_hours: -121.5,
      days_worked: 6,
      days_without_work: 18,
    });
  });

  it("lists the site's people with their totals: its own and whoever worked there that month", async () => {
    const response = await report(`month=2026-08&site=${company.site}`);
    expect(response.status).toBe(200);
    expect(response.body.register).toBeNull();
    const rows = response.body.people.map((row) => [row.last_name, row.hours, row.night_hours, row.overtime_hours, row.days_worked]);
    expect(rows).toEqual([
      ['Kowalski', 38.5, 9, 4.5, 6],
      ['Nowak', 8, 0, 0, 1],
    ]);
    const other = await report(`month=2026-08&site=${company.otherSite}`);
    expect(other.body.people.map((row) => [row.person, row.hours])).toEqual([[colleague, 8]]);
    // July: the person's evening of 31 July only.
    const july = await report(`month=2026-07&site=${company.site}&person=${company.person}`);
    expect(july.body.register!.totals).toMatchObject({ hours: 2, night_hours: 1, norm_hours: 184 });
  });

  it('writes the register sheet as CSV for Polish Excel and as XLSX', async () => {
    const csv = await server.admin.get(`/api/reports/working-time/export/?month=2026-08&site=${company.site}&person=${company.person}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="ewidencja-czasu-pracy_2026-08_osoba-${company.person}.csv"`);
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Data;Dzień;Rodzaj dnia;Początek;Koniec;Godziny;W nocy;W niedziele i święta;Ponad 8 h');
    expect(lines).toContain('04.08.2026;wt.;roboczy;05:00;17:30;12,5;1;0;4,5');
    expect(lines).toContain('07.08.2026;pt.;roboczy;20:00;24:00;4;2;0;0');
    expect(lines).toContain('15.08.2026;sob.;Wniebowzięcie Najświętszej Maryi Panny;07:00;11:00;4;0;4;0');
    expect(lines).toContain('Razem;;;;;38,5;9;8;4,5');
    expect(lines).toContain('Norma (art. 130 KP);;;;;160;;;');

    const people = await server.admin.get(`/api/reports/working-time/export/?month=2026-08&site=${company.site}`);
    expect(people.text.split('\r\n')[1]).toBe('Kowalski;Jan;38,5;160;-121,5;9;8;4,5;6;18');

    const auth = { headers: basicAuth(ADMIN.username, ADMIN.password)() };
    const bytes = new Uint8Array(await (await fetch(`${server.url}/api/reports/working-time/export/?month=2026-08`, auth)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs to read UTF-8

    const response = await fetch(`${server.url}/api/reports/working-time/xlsx/?month=2026-08&site=${company.site}&person=${company.person}`, auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Data');
    expect(sheet.getRow(5).values).toEqual([undefined, '04.08.2026', 'wt.', 'roboczy', '05:00', '17:30', 12.5, 1, 0, 4.5]);
    expect(sheet.getRow(33).values).toEqual([undefined, 'Razem', '', '', '', '', 38.5, 9, 8, 4.5]);
  });

  it('refuses a malformed month or an unknown person in Polish', async () => {
    const bad = await refusal(`month=2026-13&person=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ month: ['Podaj miesiąc w postaci RRRR-MM, np. 2026-08.'], person: [expect.any(String)] });
    const missing = await refusal('');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['month']);
    const elsewhere = await refusal(`month=2026-08&site=${company.otherSite}&person=${company.person}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.detail).toBe('Nie znaleziono tego pracownika w wybranym miesiącu i na wybranej budowie.');
  });

  it('counts the night the administrator set, recorded in the history; a bad one changes nothing', async () => {
    const refused = await server.admin.put('/api/night-hours/', { start: '20:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.start[0]).toContain('od 21:00 do 23:00');
    expect((await server.admin.get('/api/night-hours/')).body).toEqual({ start: '22:00', end: '06:00' });

    const changed = await server.admin.put('/api/night-hours/', { start: '21:00' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ start: '21:00', end: '05:00' });
    const history = await server.admin.get('/api/history/?entity=night-hours');
    expect(JSON.stringify(history.body)).toContain('21:00');
    // Fri 20:00 – Sat 06:00 now has 3 h at night (21–24) and 5 h (00–05); Tue 05:00–17:30 none.
    const { register } = (await report(`month=2026-08&person=${company.person}`)).body;
    expect(register!.days[6]).toMatchObject({ date: '2026-08-07', night_hours: 3 });
    expect(register!.days[7]).toMatchObject({ date: '2026-08-08', night_hours: 5 });
    expect(register!.totals.night_hours).toBe(8);
    await server.admin.put('/api/night-hours/', { start: '22:00' });
  });

  it('keeps the records 10 years: a person with recent work days is archived, not deleted; the history purge keeps work days', async () => {
    const workDays = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('work_day')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await workDays();
    const refused = await server.admin.delete(`/api/persons/${colleague}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Nie można usunąć pracownika z ewidencją czasu pracy z ostatnich 10 lat (przepisy wymagają jej przechowywania). Możesz go zarchiwizować.',
    );
    expect((await server.admin.get(`/api/persons/${colleague}/`)).status).toBe(200);
    expect((await server.admin.post(`/api/persons/${colleague}/archive/`)).status).toBe(200);
    // Archived, Anna still has her August on the site she worked on.
    const report = await server.admin.get<WorkingTimeReport>(`/api/reports/working-time/?month=2026-08&site=${company.site}`);
    expect(report.body.people.map((row) => [row.last_name, row.hours])).toEqual([
      ['Kowalski', 38.5],
      ['Nowak', 8],
    ]);
    // The shortest history retention (1 day) purges change history only.
    await purgeHistory(server.database.db, 1, Date.parse('2040-01-01T00:00:00.000Z'));
    expect(await workDays()).toBe(before);
  });
});
