/**
 * The change history (issue 16 §2) on both databases: a row for each kind of write (create,
 * update, delete through the generic API; an employee with a password; a phone's field data;
 * the repair workflow; an anomaly explained, explained again and withdrawn; the anomaly
 * thresholds; a batch of location points; an upload; an account's sessions ended), saying who,
 * when, from where and which fields went from what to what; nothing for a refused write; filters
 * and search; the retention purge; the CSV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordChange } from '../../server/audit/changeLog';
import { purgeHistory } from '../../server/audit/repository';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/domain/dates';
import { resources } from '../../src/domain/resources';
import { testDialects } from '../helpers/databases';
import { companyServer, driverAuth, driverClient, type Company } from '../helpers/fixtures';
import type { Client, Json, TestServer } from '../helpers/server';

type Event = Record<string, Json>;

describe.each(testDialects)('change history on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driver: Client;
  let driverLogin: string;

  beforeAll(() => {
    ({ server, company } = setup());
    driverLogin = company.driver.username;
    driver = driverClient(server, company);
  });

  const history = async (query: string) => {
    const response = await server.admin.get(`/api/history/?${query}`);
    expect(response.status).toBe(200);
    return response.body as Event[];
  };

  it('create, update and delete of a material: who, when, from where, the fields old → new, newest first', async () => {
    const before = Date.now();
    const created = await server.admin.post('/api/material/', { name: 'Kruszywo 0-31,5', site: company.site });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await server.admin.put(`/api/material/${id}/`, { name: 'Kruszywo łamane', site: company.otherSite })).status).toBe(200);
    expect((await server.admin.delete(`/api/material/${id}/`)).status).toBe(204);

    const events = await history(`entity=materials&record=${id}`);
    expect(events.map((event) => event.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, createdEvent] = events;
    const site = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    const otherSite = (await server.admin.get(`/api/site/${company.otherSite}/`)).body.name;
    expect(createdEvent).toMatchObject({
      username: 'admin',
      entity: 'materials',
      record_id: id,
      address: '127.0.0.1',
      changes: { name: [null, 'Kruszywo 0-31,5'], site: [null, { id: company.site, name: site }] },
    });
    expect(createdEvent.user_id).toEqual(expect.any(Number));
    expect(Date.parse(createdEvent.changed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(createdEvent.changed_at)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(updated.changes).toEqual({
      name: ['Kruszywo 0-31,5', 'Kruszywo łamane'],
      site: [
        { id: company.site, name: site },
        { id: company.otherSite, name: otherSite },
      ],
    });
    expect(deleted.changes).toEqual({ name: ['Kruszywo łamane', null], site: [{ id: company.otherSite, name: otherSite }, null] });
  });

  it('an update that changes nothing, and refused writes, record nothing', async () => {
    const id = (await server.admin.post('/api/material/', { name: 'Cement', site: company.site })).body.id;
    expect((await server.admin.put(`/api/material/${id}/`, { name: 'Cement', site: company.site })).status).toBe(200);
    expect((await server.admin.put(`/api/material/${id}/`, { name: '', site: company.site })).status).toBe(400);
    expect((await server.admin.put(`/api/material/${id}/`, { name: 'Cement CEM II', site: 999999 })).status).toBe(400);
    // A vehicle that rides reference cannot be deleted: 409 and no history row.
    const deleteRefused = await server.admin.delete(`/api/site/${company.site}/`);
    expect(deleteRefused.status).toBeGreaterThanOrEqual(400);
    expect((await history(`entity=materials&record=${id}`)).map((event) => event.action)).toEqual(['create']);
    expect(await history(`entity=sites&record=${company.site}`)).toHaveLength(1);
  });

  it('an employee: created with a login, the password recorded only as changed', async () => {
    const created = await server.admin.post('/api/users/', {
      username: `anna.nowak.${dialect}`,
      password: 'tajne-haslo-1',
      first_name: 'Anna',
      last_name: 'Nowak',
      pesel: '85010112345',
      is_foreigner: false,
      role: company.role,
      site: company.site,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await server.admin.put(`/api/persons/${id}/`, {
      ...created.body,
      last_name: 'Nowak-Kowalska',
      username: `anna.nowak.${dialect}`,
      password: 'nowe-haslo-2',
    });
    expect(updated.status).toBe(200);
    const events = await history(`entity=employees&record=${id}`);
    expect(events.map((event) => event.action)).toEqual(['update', 'create']);
    expect(events[1].changes).toMatchObject({ first_name: [null, 'Anna'], username: [null, `anna.nowak.${dialect}`], password: [null, 'changed'] });
    expect(events[0].changes).toEqual({ last_name: ['Nowak', 'Nowak-Kowalska'], password: [null, 'changed'] });
    const raw = JSON.stringify(events);
    expect(raw).not.toContain('tajne-haslo-1');
    expect(raw).not.toContain('nowe-haslo-2');
  });

  it("a phone's field data: the work day started and ended by the driver", async () => {
    const started = await driver.post('/api/person-work-day/start/', {});
    expect(started.status).toBe(201);
    const ended = await driver.post('/api/person-work-day/end/', {});
    expect(ended.status).toBe(200);
    const events = await history(`entity=work-days&record=${started.body.id}`);
    expect(events.map((event) => [event.action, event.username])).toEqual([
      ['update', driverLogin],
      ['create', driverLogin],
    ]);
    expect(events[0].changes).toEqual({ datetime_end: [null, ended.body.datetime_end] });
    expect(events[1].changes.datetime_start).toEqual([null, started.body.datetime_start]);

    // A second start while the day is open is refused: no row.
    await driver.post('/api/person-work-day/start/', {});
    expect((await driver.post('/api/person-work-day/start/', {})).status).toBe(409);
    expect(await history(`entity=work-days&user=${events[0].user_id}`)).toHaveLength(3);
  });

  it("the repair workflow's PATCH is recorded in the change history too", async () => {
    const id = (await driver.post('/api/repair-request/', { vehicle: company.truck, note: 'Nie działa klimatyzacja' })).body.id;
    expect((await server.admin.request('PATCH', `/api/repair-request/${id}/`, { status: 'w_trakcie', cost: '1 250,5' })).status).toBe(200);
    const events = await history(`entity=repairs&record=${id}`);
    expect(events.map((event) => [event.action, event.username])).toEqual([
      ['update', 'admin'],
      ['create', driverLogin],
    ]);
    expect(events[0].changes).toEqual({ status: ['nowe', 'w_trakcie'], cost: [null, 1250.5] });
  });

  const csvLines = async (query: string) => {
    const response = await server.admin.get(`/api/history/export/?${query}`);
    expect(response.status).toBe(200);
    return response.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
  };

  it("an anomaly explained, explained again and withdrawn: each on the fueling's history with who, when and the notes", async () => {
    const fueling = await server.admin.post('/api/fueling/', {
      person: company.person,
      vehicle: company.truck,
      site: company.site,
      datetime: '2026-10-09T06:00:00.000Z',
      litres: 900,
      price_per_litre: 6.5,
      odometer_state: 12000,
    });
    expect(fueling.status, fueling.text).toBe(201);
    const anomaly = `fueling-${fueling.body.id}-over_capacity`;
    const started = Date.now();
    expect((await server.admin.post('/api/anomalies/explain/', { anomaly, note: 'Kanister do agregatu' })).status).toBe(201);
    expect((await server.admin.post('/api/anomalies/explain/', { anomaly, note: 'Pomyłka w litrach na kwicie' })).status).toBe(201);
    // Refused: no note, a fueling that does not exist; nothing recorded.
    expect((await server.admin.post('/api/anomalies/explain/', { anomaly, note: ' ' })).status).toBe(400);
    expect((await server.admin.post('/api/anomalies/explain/', { anomaly: 'fueling-999999-over_capacity', note: 'Nic' })).status).toBe(404);
    expect((await server.admin.delete(`/api/anomalies/explain/${anomaly}/`)).status).toBe(204);
    expect((await server.admin.delete(`/api/anomalies/explain/${anomaly}/`)).status).toBe(404);

    const events = await history(`entity=fueling&record=${fueling.body.id}`);
    expect(events.map((event) => [event.action, event.username])).toEqual([
      ['withdraw_explanation', 'admin'],
      ['explain', 'admin'],
      ['explain', 'admin'],
      ['create', 'admin'],
    ]);
    const [withdrawn, again, first] = events;
    expect(first.changes).toEqual({ anomaly: ['over_capacity', 'over_capacity'], explanation: [null, 'Kanister do agregatu'] });
    expect(again.changes).toEqual({ anomaly: ['over_capacity', 'over_capacity'], explanation: ['Kanister do agregatu', 'Pomyłka w litrach na kwicie'] });
    expect(withdrawn.changes).toEqual({ anomaly: ['over_capacity', 'over_capacity'], explanation: ['Pomyłka w litrach na kwicie', null] });
    expect(Date.parse(first.changed_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(first.address).toBe('127.0.0.1');
    expect(await history('entity=fueling&record=999999')).toEqual([]);

    const lines = await csvLines(`entity=fueling&record=${fueling.body.id}`);
    expect(lines.slice(0, 3)).toEqual([
      expect.stringMatching(
        /;admin;127\.0\.0\.1;Tankowanie;\d+;Wycofanie wyjaśnienia anomalii;"Anomalia: Ponad pojemność zbiornika; Wyjaśnienie: Pomyłka w litrach na kwicie → —"$/,
      ),
      expect.stringMatching(/;Wyjaśnienie anomalii;"Anomalia: Ponad pojemność zbiornika; Wyjaśnienie: Kanister do agregatu → Pomyłka w litrach na kwicie"$/),
      expect.stringMatching(/;Wyjaśnienie anomalii;"Anomalia: Ponad pojemność zbiornika; Wyjaśnienie: — → Kanister do agregatu"$/),
    ]);
  });

  it('a change of the anomaly thresholds: each changed one before and after; the same values record nothing', async () => {
    const changed = await server.admin.put('/api/anomalies/settings/', { price_deviation: '0,2', window_hours: 6 });
    expect(changed.status).toBe(200);
    expect((await server.admin.put('/api/anomalies/settings/', { price_deviation: 0.2 })).status).toBe(200);
    expect((await server.admin.put('/api/anomalies/settings/', { price_deviation: 0 })).status).toBe(400);
    const events = await history('entity=anomaly-settings&record=1');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'update', username: 'admin', changes: { window_hours: [12, 6], price_deviation: [0.1, 0.2] } });
    expect(await csvLines('entity=anomaly-settings&record=1')).toEqual([
      expect.stringMatching(
        /;admin;127\.0\.0\.1;Progi anomalii;1;Zmiana;"Okno dwóch tankowań \(h\): 12 → 6; Dopuszczalne odchylenie ceny od mediany miesiąca \(udział\): 0,1 → 0,2"$/,
      ),
    ]);
    expect((await server.admin.put('/api/anomalies/settings/', { price_deviation: 0.1, window_hours: 12 })).status).toBe(200);
    expect(await history('entity=anomaly-settings&record=1')).toHaveLength(2);
  });

  it("a phone's batch of location points is one row: how many, the first and the last point's time", async () => {
    const points = ['2026-10-09T06:05:00.000Z', '2026-10-09T06:00:00.000Z', '2026-10-09T06:10:00.000Z'].map((datetime, index) => ({
      vehicle: company.truck,
      datetime,
      latitude: 51.7 + index / 1000,
      longitude: 20.8,
    }));
    expect((await driver.post('/api/location-history/', points)).status).toBe(201);
    const events = (await history('entity=location-history')).filter((event) => event.username === driverLogin);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'create',
      changes: { points: [null, 3], first_at: [null, '2026-10-09T06:00:00.000Z'], last_at: [null, '2026-10-09T06:10:00.000Z'] },
    });
    const first = await server.database.db
      .selectFrom('location_point')
      .select('id')
      .where('datetime', '=', '2026-10-09T06:05:00.000Z')
      .executeTakeFirstOrThrow();
    expect(events[0].record_id).toBe(Number(first.id));
    expect(await csvLines(`entity=location-history&record=${events[0].record_id}`)).toEqual([
      expect.stringMatching(
        new RegExp(
          `;${driverLogin};127\\.0\\.0\\.1;Punkt lokalizacji;\\d+;Dodanie;"Punkty lokalizacji: — → 3; Pierwszy punkt: — → 09\\.10\\.2026 08:00; Ostatni punkt: — → 09\\.10\\.2026 08:10"$`,
        ),
      ),
    ]);
  });

  it("an upload and an administrator ending an account's sessions are recorded", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], { type: 'application/pdf' }), 'faktura.pdf');
    const uploaded = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: driverAuth(company)(), body: form });
    expect(uploaded.status).toBe(201);
    const [upload] = await history(`entity=attachments&record=${(await uploaded.json()).id}`);
    expect(upload).toMatchObject({
      action: 'create',
      username: driverLogin,
      changes: { file_name: [null, 'faktura.pdf'], mime_type: [null, 'application/pdf'], size: [null, 15] },
    });

    const { user_id: account } = await server.database.db.selectFrom('person').select('user_id').where('id', '=', company.person).executeTakeFirstOrThrow();
    expect((await server.admin.delete(`/api/users/${account}/sessions/`)).status).toBe(204);
    const [ended] = await history(`entity=accounts&record=${account}`);
    expect(ended).toMatchObject({ action: 'end_sessions', username: 'admin', changes: {} });
    expect(await csvLines(`entity=accounts&record=${account}`)).toEqual([
      expect.stringMatching(/;admin;127\.0\.0\.1;Konto;\d+;Zakończenie wszystkich sesji;$/),
    ]);
  });

  it('searches, filters by user and company days, refuses a wrong filter in Polish', async () => {
    await server.admin.post('/api/material/', { name: 'Grys bazaltowy', site: company.site });
    const found = await history('q=bazaltowy');
    expect(found).toHaveLength(1);
    expect(found[0].changes.name).toEqual([null, 'Grys bazaltowy']);
    expect((await history('q=materiał bazaltowy')).length).toBe(1);
    const response = await server.admin.get('/api/history/?_start=0&_end=2');
    expect(response.body).toHaveLength(2);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(5);
    expect(await history('date_to=2020-01-01')).toEqual([]);
    const bad = await server.admin.get('/api/history/?entity=bogus');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.entity).toEqual(['Nieznany rodzaj rekordu.']);
    // Drivers' accounts cannot read the history.
    expect((await driver.get('/api/history/')).status).toBe(403);
  });

  it('sorts by when, who, the kind of record (by its Polish name), record id and action; refuses another column', async () => {
    const { db } = server.database;
    const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 8, minutes)).toISOString();
    const change = (username: string, spec: (typeof resources)[keyof typeof resources], id: number, minutes: number) =>
      recordChange(
        db,
        { userId: null, username, address: null, zone: DEFAULT_COMPANY_TIME_ZONE },
        { spec, id, after: { name: `Sortowanie ${id}`, site: null } },
        at(minutes),
      );
    await change('zenon', resources.materials, 515001, 1);
    await change('adam', resources.places, 515003, 2);
    await change('marek', resources.materials, 515002, 3);
    const ids = async (query: string) => (await history(`date_from=2026-03-10&date_to=2026-03-10&${query}`)).map((event) => event.record_id);

    expect(await ids('')).toEqual([515002, 515003, 515001]);
    expect(await ids('_sort=changed_at&_order=ASC')).toEqual([515001, 515003, 515002]);
    expect(await ids('_sort=username&_order=ASC')).toEqual([515003, 515002, 515001]);
    expect(await ids('_sort=record_id&_order=DESC')).toEqual([515003, 515002, 515001]);
    // "Materiał" before "Miejsce": by the names the screen shows; the newest first among equals.
    expect(resources.materials.singular.localeCompare(resources.places.singular, 'pl')).toBeLessThan(0);
    expect(await ids('_sort=entity&_order=ASC')).toEqual([515002, 515001, 515003]);
    expect(await ids('_sort=entity&_order=DESC')).toEqual([515003, 515002, 515001]);

    const refused = await server.admin.get('/api/history/?_sort=changes');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ _sort: ['Nie można sortować po tym polu.'] });
  });

  it('retention purges rows older than the setting and keeps newer ones', async () => {
    const { db } = server.database;
    const actor = { userId: null, username: 'import', address: null, zone: DEFAULT_COMPANY_TIME_ZONE };
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await recordChange(db, actor, { spec: resources.materials, id: 424242, after: { name: 'Stary', site: null } }, old);
    await recordChange(
      db,
      actor,
      { spec: resources.materials, id: 424243, after: { name: 'Nowszy', site: null } },
      new Date(Date.now() - 100 * 86_400_000).toISOString(),
    );
    expect(await purgeHistory(db, 730)).toBe(1);
    expect(await history('entity=materials&record=424242')).toEqual([]);
    expect(await history('entity=materials&record=424243')).toHaveLength(1);
  });

  it('CSV: Polish headers, company time, labels and values as the lists show them', async () => {
    const id = (await server.admin.post('/api/material/', { name: 'Piasek płukany', site: company.site })).body.id;
    await server.admin.put(`/api/material/${id}/`, { name: 'Piasek 0-2', site: company.site });
    const response = await server.admin.get(`/api/history/export/?entity=materials&record=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('historia_zmian_wszystkie.csv');
    const lines = response.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kiedy;Kto;Adres;Rodzaj;Id rekordu;Działanie;Zmiany');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};admin;127\.0\.0\.1;Materiał;\d+;Zmiana;Nazwa: Piasek płukany → Piasek 0-2$/);
    // A cell holding the separator is quoted.
    expect(lines[2]).toMatch(/;Materiał;\d+;Dodanie;"Nazwa: — → Piasek płukany; Budowa: — → S7 Grójec \d+"$/);
  });

  it('describes the history in OpenAPI: the filters, the event with its changes, the CSV', async () => {
    const { paths } = (await server.admin.get('/api/openapi.json')).body;
    const list = paths['/api/history/'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['entity', 'record', 'user', 'q', 'date_from', 'date_to', '_start', '_end']),
    );
    const event = list.responses['200'].content['application/json'].schema.items.properties;
    expect(event.action.enum).toEqual([
      'create',
      'update',
      'delete',
      'archive',
      'restore',
      'explain',
      'withdraw_explanation',
      'end_sessions',
      'export_positions',
    ]);
    expect(Object.keys(event)).toEqual([
      'id',
      'changed_at',
      'user_id',
      'username',
      'address',
      'entity',
      'record_id',
      'action',
      'changes',
      'source',
      'import_id',
    ]);
    expect(paths['/api/history/export/'].get.summary).toMatch(/CSV/);
  });
});
