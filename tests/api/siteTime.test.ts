/**
 * "Czas na budowie" (issue 31 §4): a site's boundary written through the site API (polygon or
 * corridor, refused in Polish when malformed), a vehicle's entries, exits and time per day on each
 * site from its stored positions, as JSON and as CSV; its position anomalies (leaving its site,
 * moving outside the working hours, a setting), and the maintenance digest that mentions them.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueDigests } from '../../server/maintenance/digest';
import { boundaryMessages } from '../../src/domain/sites/boundary';
import type { SiteTimeReport } from '../../src/domain/sites/siteTimeReport';
import { workingHoursMessages } from '../../src/domain/sites/workingHours';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

// S7 near Grójec: a corridor 60 m wide along 0.02° of longitude (about 1.4 km), and a yard polygon.
const ROAD = 'korytarz 60 m: 51.86 20.86; 51.86 20.88';
const YARD = '51.8700 20.8600; 51.8710 20.8600; 51.8710 20.8615; 51.8700 20.8615';
const ON_ROAD = { latitude: 51.8601, longitude: 20.87 }; // 11 m off the line
const IN_YARD = { latitude: 51.8705, longitude: 20.8607 };
const AWAY = { latitude: 51.9, longitude: 20.9 };

describe.each(testDialects)('site time on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  const get = (path: string, query: Record<string, string | number>) =>
    server.admin.get(`${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`);
  /** Saves the site with the boundary (a PUT sends the whole site, as the dialog does). */
  const withBoundary = async (site: number, boundary: string) => {
    const { id: _id, ...current } = (await server.admin.get(`/api/site/${site}/`)).body;
    return server.admin.put(`/api/site/${site}/`, { ...current, boundary });
  };

  const position = (vehicle: number, datetime: string, point: { latitude: number; longitude: number }) =>
    server.database.db
      .insertInto('location_point')
      .values({ vehicle, person: null, ride: null, datetime, ...point } as never)
      .execute();

  it('stores a corridor or a polygon in one written form, and refuses a malformed boundary in Polish, changing nothing', async () => {
    const { admin } = server;
    const corridor = await withBoundary(company.site, 'Korytarz 60m: 51.86, 20.86\n51,86 20,88');
    expect(corridor.status).toBe(200);
    expect(corridor.body.boundary).toBe(ROAD);
    expect((await admin.get(`/api/site/${company.site}/`)).body.boundary).toBe(ROAD);

    const tooFew = await withBoundary(company.otherSite, '51.87 20.86; 51.871 20.86');
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors).toEqual({ boundary: [boundaryMessages.polygonVertices] });
    const badWidth = await withBoundary(company.otherSite, 'korytarz 0 m: 51.87 20.86; 51.871 20.86');
    expect(badWidth.body.errors).toEqual({ boundary: [boundaryMessages.width] });
    expect((await admin.get(`/api/site/${company.otherSite}/`)).body.boundary).toBeNull();

    expect((await withBoundary(company.otherSite, YARD)).body.boundary).toBe('51.87 20.86; 51.871 20.86; 51.871 20.8615; 51.87 20.8615');
  });

  it("lists a vehicle's entries and exits per site and its time there per company day, also as CSV", async () => {
    const { truck } = company;
    // Tuesday 10 November 2026, CET: 07:00 on the road, 08:00 left it, 08:10 in the yard (the
    // other site) until 08:40, back on the road 09:00; silent after 09:30 (the stay ends there).
    for (const [time, point] of [
      ['06:00', ON_ROAD],
      ['06:20', ON_ROAD],
      ['06:40', ON_ROAD],
      ['07:00', AWAY],
      ['07:10', IN_YARD],
      ['07:40', AWAY],
      ['08:00', ON_ROAD],
      ['08:30', ON_ROAD],
    ] as const)
      await position(truck, `2026-11-10T${time}:00.000Z`, point);
    // Another vehicle of the other site's query is left out; a point outside the period too.
    await position(truck, '2026-11-12T08:00:00.000Z', ON_ROAD);

    const response = await get('/api/site-time/', { site: company.site, date_from: '2026-11-10', date_to: '2026-11-11' });
    expect(response.status).toBe(200);
    const rows = (response.body as SiteTimeReport).rows;
    expect(rows.map((row) => [row.vehicle, row.site, row.seconds])).toEqual([
      [truck, company.site, 3600 + 1800],
      [truck, company.otherSite, 1800],
    ]);
    expect(rows[0].visits.map((visit) => [visit.entered_at, visit.exited_at])).toEqual([
      ['2026-11-10T06:00:00.000Z', '2026-11-10T07:00:00.000Z'],
      ['2026-11-10T08:00:00.000Z', '2026-11-10T08:30:00.000Z'],
    ]);
    expect(rows[0].days).toEqual([
      { day: '2026-11-10', entries: 2, first_entry: '2026-11-10T06:00:00.000Z', last_exit: '2026-11-10T08:30:00.000Z', seconds: 5400 },
    ]);

    const csv = await get('/api/site-time/export/', { site: company.site, date_from: '2026-11-10', date_to: '2026-11-11' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('czas-na-budowie_2026-11-10_2026-11-11.csv');
    const truckRow = (await server.admin.get(`/api/vehicle/${truck}/`)).body;
    const siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      'Dzień;Nr boczny;Nr rejestracyjny;Model;Budowa;Wjazdy;Pierwszy wjazd;Ostatni wyjazd;Czas na budowie (h)',
      `10.11.2026;${truckRow.fleet_number};${truckRow.registration_number};Volvo FMX 460;${siteName};2;10.11.2026 07:00;10.11.2026 09:30;1,5`,
    ]);

    const bad = await get('/api/site-time/', { date_from: '2026-11-12', date_to: '2026-11-10' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date_to).toEqual(['Data końcowa nie może być wcześniejsza niż początkowa.']);
  });

  it('flags leaving the own site and moving outside the working hours, which an administrator sets', async () => {
    const { admin } = server;
    expect((await admin.get('/api/working-hours/')).body).toEqual({ start: '06:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] });
    const refused = await admin.put('/api/working-hours/', { start: '18:00', end: '06:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ end: [workingHoursMessages.order] });
    // 08:30-17:00: the truck's drive away at 08:00 CET is before work.
    expect((await admin.put('/api/working-hours/', { start: '8:30', end: '17:00' })).body).toEqual({ start: '08:30', end: '17:00', days: [1, 2, 3, 4, 5, 6] });

    const list = await get('/api/position-anomalies/', { site: company.site, date_from: '2026-11-10', date_to: '2026-11-10' });
    expect(list.status).toBe(200);
    expect(list.body.anomalies.map((a: Record<string, unknown>) => [a.code, a.datetime, a.latitude, a.longitude])).toEqual([
      ['left_site', '2026-11-10T07:00:00.000Z', AWAY.latitude, AWAY.longitude],
      ['outside_hours', '2026-11-10T07:00:00.000Z', AWAY.latitude, AWAY.longitude],
    ]);
    const csv = await get('/api/position-anomalies/export/', { site: company.site, date_from: '2026-11-10', date_to: '2026-11-10' });
    expect(csv.text.split('\r\n')[1]).toMatch(/^10\.11\.2026 08:00;\d+;WGR \d+K;S7 Grójec \d+;Wyjazd poza granicę budowy;51,9;20,9$/);
  });

  it("mentions the previous day's position anomalies in the site managers' digest", async () => {
    const received: { to: string[]; subject: string; text: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: mail.subject ?? '', text: mail.text ?? '' });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    try {
      const address = sink.server.address();
      const roles = (await server.admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
      const manager = roles.find((role) => role.name === 'Kierownik budowy')!.id;
      const created = await server.admin.post('/api/users/', {
        username: 'kierownik.s7',
        password: 'haslo-kierownika',
        first_name: 'Ewa',
        last_name: 'Nowak',
        role: manager,
        site: company.site,
        email: 'ewa.nowak@example.com',
      });
      expect(created.status).toBe(201);
      const config = {
        smtpUrl: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        digestFrom: 'sat@example.com',
        digestHour: 6,
        documentWarningDays: 30,
        companyTimeZone: 'Europe/Warsaw',
      };
      // 11 November 07:30 CET: nothing is due, but yesterday's anomalies are sent.
      await sendDueDigests(server.database.db, config, Date.parse('2026-11-11T06:30:00.000Z'));
      const message = received.find((mail) => mail.to.includes('ewa.nowak@example.com'))!;
      expect(message.subject).toMatch(/^SAT: S7 Grójec \d+: 0 po terminie, 0 wkrótce, 2 anomalie pozycji \(11\.11\.2026\)$/);
      expect(message.text).toContain('Anomalie pozycji maszyn z dnia 10.11.2026 (2):');
      expect(message.text).toMatch(/- 10\.11\.2026 08:00 \d+ WGR \d+K: Wyjazd poza granicę budowy \(51\.9, 20\.9\)/);
      expect(message.text).toMatch(/- 10\.11\.2026 08:00 \d+ WGR \d+K: Ruch poza godzinami pracy \(51\.9, 20\.9\)/);
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it("counts a position sent without its vehicle to its ride's vehicle", async () => {
    const { db } = server.database;
    const ride = await db
      .insertInto('ride')
      .values({ person: company.person, vehicle: company.tanker, site: company.site, start_datetime: '2026-11-11T09:00:00.000Z' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const datetime of ['2026-11-11T10:00:00.000Z', '2026-11-11T10:10:00.000Z', '2026-11-11T10:20:00.000Z'])
      await db
        .insertInto('location_point')
        .values({ person: company.person, vehicle: null, ride: Number(ride.id), datetime, ...(datetime.includes('10:20') ? AWAY : IN_YARD) } as never)
        .execute();
    const response = await get('/api/site-time/', { site: company.site, date_from: '2026-11-11', date_to: '2026-11-11' });
    expect(
      (response.body as SiteTimeReport).rows.map((row) => [row.vehicle, row.site, row.visits.map((visit) => [visit.entered_at, visit.exited_at])]),
    ).toEqual([[company.tanker, company.otherSite, [['2026-11-11T10:00:00.000Z', '2026-11-11T10:20:00.000Z']]]]);
  });
});
