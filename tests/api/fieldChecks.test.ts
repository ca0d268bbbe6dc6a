/**
 * Pre-shift checks and meter readings (issue 30) on both databases: the field app's checklist and
 * check (faults become repair requests with photos and history, the reading a meter reading), a
 * reading lower than the previous one refused or flagged, fuelings of any route recording their
 * reading, the phone's times kept but never ahead of the clock, the /vehicles mark, and service
 * due reading the latest reading of any source.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { showDateTime } from '../../src/domain/dates';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { basicAuth, fieldLogin, makeClient, type Client, type TestServer } from '../helpers/server';

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
const FUTURE = 'Czas jest w przyszłości. Sprawdź datę i godzinę w telefonie.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(testDialects)('pre-shift checks and meter readings on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driver: Client;
  let driverAuth: () => Record<string, string>;
  let driverName: string;
  const points: Record<string, number> = {};

  beforeAll(async () => {
    ({ server, company } = setup());
    driverName = (await server.admin.get(`/api/persons/${company.person}/`)).body.username;
    driverAuth = basicAuth(driverName, 'haslo-kierowcy');
    driver = makeClient(server.url, driverAuth);
    // The administrator declares the trucks' checklist ("Listy kontrolne"); one point is retired.
    for (const [label, position, active] of [
      ['Światła', 20, true],
      ['Poziom oleju', 10, true],
      ['Gaśnica', 30, true],
      ['Plandeka (stara)', 40, false],
    ] as const) {
      const created = await server.admin.post('/api/checklist-point/', { vehicle_type: 'TRUCK', label, position, active });
      expect(created.status, created.text).toBe(201);
      points[label] = created.body.id;
    }
  });

  async function uploadPhoto(name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
    const response = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: driverAuth(), body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; name: string };
  }

  const count = async (table: 'vehicle_check' | 'vehicle_check_answer' | 'repair_request' | 'meter_reading') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const allOk = () => [points['Poziom oleju'], points['Światła'], points['Gaśnica']].map((point) => ({ point, ok: true }));

  it("answers a vehicle's active checklist points in order, 404 for an unknown vehicle, 403 for another site's vehicle", async () => {
    const checklist = await driver.get(`/api/field/checklist/?vehicle=${company.truck}`);
    expect(checklist.status).toBe(200);
    expect(checklist.body).toEqual({
      vehicle: company.truck,
      vehicle_type: 'TRUCK',
      points: [
        { id: points['Poziom oleju'], label: 'Poziom oleju' },
        { id: points['Światła'], label: 'Światła' },
        { id: points['Gaśnica'], label: 'Gaśnica' },
      ],
    });
    const unknown = await driver.get('/api/field/checklist/?vehicle=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono pojazdu');
    const elsewhere = await server.admin.post('/api/vehicle/', {
      site: company.otherSite,
      fleet_number: 901,
      registration_number: `WPI ${dialect === 'sqlite' ? 1 : 2}901`,
      vehicle_model: 'Scania R450',
      vehicle_type: 'TRUCK',
      fuel_capacity: 400,
    });
    expect(elsewhere.status, elsewhere.text).toBe(201);
    const foreign = await driver.get(`/api/field/checklist/?vehicle=${elsewhere.body.id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('Brak dostępu do tej budowy.');
    const foreignCheck = await driver.post('/api/field/checks/', { vehicle: elsewhere.body.id, performed_at: minutesAgo(5), points: allOk() });
    expect(foreignCheck.status).toBe(403);
  });

  it('refuses a check with a point unanswered or a fault without a note, and stores nothing', async () => {
    const before = await Promise.all([count('vehicle_check'), count('repair_request')]);
    const missing = await driver.post('/api/field/checks/', { vehicle: company.truck, performed_at: minutesAgo(5), points: allOk().slice(0, 2) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.points).toEqual(['Odpowiedz na każdy punkt listy kontrolnej. Brak odpowiedzi: „Gaśnica”.']);
    const noNote = await driver.post('/api/field/checks/', {
      vehicle: company.truck,
      performed_at: minutesAgo(5),
      points: [allOk()[0], { point: points['Światła'], ok: false, note: '  ' }, allOk()[2]],
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors['points.1.note']).toEqual(['Opisz usterkę: notatka jest wymagana.']);
    const retired = await driver.post('/api/field/checks/', {
      vehicle: company.truck,
      performed_at: minutesAgo(5),
      points: [...allOk(), { point: points['Plandeka (stara)'], ok: true }],
    });
    expect(retired.status).toBe(400);
    expect(retired.body.errors['points.3.point']).toEqual(['Tego punktu nie ma na liście kontrolnej tej maszyny.']);
    expect(await Promise.all([count('vehicle_check'), count('repair_request')])).toEqual(before);
  });

  it("stores a check at the phone's time: a fault becomes a new repair request with its photo and history, the reading a meter reading", async () => {
    const photo = await uploadPhoto('swiatlo.png');
    const performedAt = minutesAgo(90);
    const { client: phone } = await fieldLogin(server.url, driverName, 'haslo-kierowcy');
    const body = {
      vehicle: company.truck,
      performed_at: performedAt,
      odometer_km: 120_500,
      points: [
        { point: points['Poziom oleju'], ok: true },
        { point: points['Światła'], ok: false, note: 'Przepalona żarówka lewego reflektora', photos: [photo.id] },
        { point: points['Gaśnica'], ok: true, note: 'Ważna do 2027' },
      ],
    };
    const created = await phone.request('POST', '/api/field/checks/', body, { 'idempotency-key': 'kontrola-0001' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      vehicle: company.truck,
      performed_at: performedAt,
      person: company.person,
      faults: 1,
      repairs: [expect.any(Number)],
    });
    // The same key again: the first answer, nothing written twice.
    const again = await phone.request('POST', '/api/field/checks/', body, { 'idempotency-key': 'kontrola-0001' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(created.body);

    const [repairId] = created.body.repairs;
    const repair = (await server.admin.get(`/api/repair-request/${repairId}/`)).body;
    expect(repair).toMatchObject({
      status: 'nowe',
      vehicle: company.truck,
      person: company.person,
      site: company.site,
      datetime: performedAt,
      note: 'Światła: Przepalona żarówka lewego reflektora',
      photos: [{ id: photo.id, name: 'swiatlo.png', type: 'image/png', thumbnail: true }],
    });
    const history = (await server.admin.get(`/api/repair-request/${repairId}/history/`)).body as Array<Record<string, unknown>>;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', from: null, to: 'nowe' }),
        expect.objectContaining({ field: 'photos', from: [], to: [{ id: photo.id, name: 'swiatlo.png' }] }),
      ]),
    );

    const check = (await server.admin.get(`/api/vehicle-check/${created.body.id}/`)).body;
    expect(check).toMatchObject({
      vehicle: company.truck,
      person: company.person,
      performed_at: performedAt,
      site: company.site,
      odometer_km: 120_500,
      faults: 1,
      fault_summary: 'Światła: Przepalona żarówka lewego reflektora',
      person_last_name: 'Kowalski',
      photos: [expect.objectContaining({ name: 'swiatlo.png', type: 'image/png' })],
    });
    const answers = (await server.admin.get(`/api/vehicle-check-answer/?vehicle_check=${created.body.id}`)).body;
    expect(answers.map((answer: Record<string, unknown>) => [answer.label, answer.ok, answer.note, answer.repair])).toEqual([
      ['Poziom oleju', true, null, null],
      ['Światła', false, 'Przepalona żarówka lewego reflektora', repairId],
      ['Gaśnica', true, 'Ważna do 2027', null],
    ]);
    const readings = (await server.admin.get(`/api/meter-reading/?vehicle=${company.truck}`)).body;
    expect(readings).toEqual([
      expect.objectContaining({
        datetime: performedAt,
        km: 120_500,
        engine_hours: null,
        source: 'check',
        person: company.person,
        flagged: false,
        origin: `vehicle-checks:${created.body.id}`,
      }),
    ]);

    // The machines' list marks the truck until the fault's request is closed.
    const vehicle = async () => (await server.admin.get(`/api/vehicle/${company.truck}/`)).body.check_faults;
    expect(await vehicle()).toBe(`Usterka z kontroli ${showDateTime(performedAt, 'Europe/Warsaw').slice(0, 10)}: Światła`);
    const listed = (await server.admin.get(`/api/vehicle/?site=${company.site}`)).body.find((row: { id: number }) => row.id === company.truck);
    expect(listed.check_faults).toBe(await vehicle());
    expect((await server.admin.request('PATCH', `/api/repair-request/${repairId}/`, { status: 'w_trakcie' })).status).toBe(200);
    expect(await vehicle()).not.toBeNull();
    expect((await server.admin.request('PATCH', `/api/repair-request/${repairId}/`, { status: 'zakonczone', closing_note: 'Wymieniono żarówkę' })).status).toBe(
      200,
    );
    expect(await vehicle()).toBeNull();
  });

  it('refuses a reading lower than the previous one with its value and date, writing nothing; telematics is flagged instead', async () => {
    const [previous] = (await server.admin.get(`/api/meter-reading/?vehicle=${company.truck}`)).body;
    // Thousands apart by a no-break space, as every number the app shows.
    const message = `Odczyt jest niższy niż poprzedni: 120\u00a0500 km z ${showDateTime(previous.datetime, 'Europe/Warsaw')}.`;
    const before = await Promise.all([count('vehicle_check'), count('repair_request'), count('meter_reading'), count('vehicle_check_answer')]);
    const lower = await driver.post('/api/field/checks/', {
      vehicle: company.truck,
      performed_at: minutesAgo(30),
      odometer_km: 120_000,
      points: [allOk()[0], { point: points['Światła'], ok: false, note: 'Znowu' }, allOk()[2]],
    });
    expect(lower.status).toBe(400);
    expect(lower.body.errors).toEqual({ odometer_km: [message] });
    expect(await Promise.all([count('vehicle_check'), count('repair_request'), count('meter_reading'), count('vehicle_check_answer')])).toEqual(before);

    const typed = await server.admin.post('/api/meter-reading/', { vehicle: company.truck, datetime: minutesAgo(20), km: 119_000, source: 'manual' });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ km: [message] });
    const telematics = await server.admin.post('/api/meter-reading/', { vehicle: company.truck, datetime: minutesAgo(20), km: 119_000, source: 'telematics' });
    expect(telematics.status, telematics.text).toBe(201);
    expect(telematics.body).toMatchObject({ flagged: true, flag_reason: message, km: 119_000 });
    // A flagged reading is not the previous one: a reading above the last good one is taken.
    const next = await server.admin.post('/api/meter-reading/', { vehicle: company.truck, datetime: minutesAgo(10), km: 120_600, source: 'manual' });
    expect(next.status, next.text).toBe(201);
    expect(next.body.flagged).toBe(false);
    const none = await server.admin.post('/api/meter-reading/', { vehicle: company.truck, datetime: minutesAgo(10), source: 'manual' });
    expect(none.status).toBe(400);
    expect(none.body.errors.km).toEqual(['Podaj kilometry, motogodziny albo oba odczyty.']);
  });

  it('records the reading of a fueling written by the dashboard, refuses one lower than the last, and forgets it with the fueling', async () => {
    const fueling = {
      person: company.person,
      vehicle: company.truck,
      site: company.site,
      datetime: minutesAgo(5),
      litres: 150,
      price_per_litre: 6.49,
      odometer_state: 120_700,
    };
    const created = await server.admin.post('/api/fueling/', fueling);
    expect(created.status, created.text).toBe(201);
    const reading = async () => (await server.admin.get(`/api/meter-reading/?vehicle=${company.truck}&source=fueling`)).body;
    expect(await reading()).toEqual([
      expect.objectContaining({ km: 120_700, source: 'fueling', person: company.person, origin: `fueling:${created.body.id}` }),
    ]);
    expect((await server.admin.put(`/api/fueling/${created.body.id}/`, { ...fueling, odometer_state: 120_710 })).status).toBe(200);
    expect((await reading()).map((row: { km: number }) => row.km)).toEqual([120_710]);
    const lower = await server.admin.post('/api/fueling/', { ...fueling, datetime: minutesAgo(1), odometer_state: 100 });
    expect(lower.status).toBe(400);
    expect(lower.body.errors.odometer_state[0]).toMatch(/^Odczyt jest niższy niż poprzedni: 120\u00a0710 km z \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/);
    // A tanker fueling of an excavator counts engine hours.
    const excavator = await server.admin.post('/api/vehicle/', {
      site: company.site,
      fleet_number: 950,
      registration_number: `KOP ${dialect === 'sqlite' ? 1 : 2}950`,
      vehicle_model: 'CAT 336',
      vehicle_type: 'CRAWLER_EXCAVATOR',
      fuel_capacity: 600,
    });
    const fromTanker = await server.admin.post('/api/vehicle-fueling/', {
      vehicle: excavator.body.id,
      tanker: company.tanker,
      datetime: minutesAgo(3),
      litres: 200,
      odometer_state: 4321,
    });
    expect(fromTanker.status, fromTanker.text).toBe(201);
    expect((await server.admin.get(`/api/meter-reading/?vehicle=${excavator.body.id}`)).body).toEqual([
      expect.objectContaining({ km: null, engine_hours: 4321, source: 'fueling', origin: `vehicle-fueling:${fromTanker.body.id}` }),
    ]);
    expect((await server.admin.delete(`/api/fueling/${created.body.id}/`)).status).toBe(204);
    expect(await reading()).toEqual([]);
  });

  it("keeps the phone's times of offline records and refuses times ahead of the clock beyond two minutes", async () => {
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const slightlyAhead = new Date(Date.now() + 60_000).toISOString();
    const late = minutesAgo(240);
    const points = await driver.post('/api/location-history/', [
      { latitude: 51.7, longitude: 20.8, datetime: late },
      { latitude: 51.71, longitude: 20.81, datetime: ahead },
    ]);
    expect(points.status).toBe(400);
    expect(points.body.errors).toEqual({ '1.datetime': [FUTURE] });
    expect(
      (
        await driver.post('/api/location-history/', [
          { latitude: 51.7, longitude: 20.8, datetime: late },
          { latitude: 51.7, longitude: 20.8, datetime: slightlyAhead },
        ])
      ).status,
    ).toBe(201);
    const stored = await server.database.db.selectFrom('location_point').select('datetime').where('person', '=', company.person).orderBy('datetime').execute();
    expect(stored.map((row) => row.datetime)).toEqual([late, slightlyAhead]);

    const start = await driver.post('/api/person-work-day/start/', { datetime_start: ahead });
    expect(start.status).toBe(400);
    expect(start.body.errors).toEqual({ datetime_start: [FUTURE] });
    expect((await driver.post('/api/person-work-day/start/', { datetime_start: late })).body.datetime_start).toBe(late);
    expect((await driver.post('/api/person-work-day/end/', { datetime_end: ahead })).body.errors).toEqual({ datetime_end: [FUTURE] });

    const ride = { vehicle: company.truck, material: company.material, start_place: company.place };
    expect((await driver.post('/api/vehicle-ride/start/', { ...ride, start_datetime: ahead })).body.errors).toEqual({ start_datetime: [FUTURE] });
    const started = await driver.post('/api/vehicle-ride/start/', { ...ride, start_datetime: late });
    expect(started.status, started.text).toBe(201);
    expect(started.body.start_datetime).toBe(late);
    expect((await driver.post(`/api/vehicle-ride/${started.body.id}/end/`, { end_place: company.place, end_datetime: ahead })).body.errors).toEqual({
      end_datetime: [FUTURE],
    });

    const check = await driver.post('/api/field/checks/', { vehicle: company.truck, performed_at: ahead, points: allOk() });
    expect(check.status).toBe(400);
    expect(check.body.errors).toEqual({ performed_at: [FUTURE] });
  });

  it('keeps the field routes to field calls and the dashboard to dashboard calls', async () => {
    // A driver's phone reaches no dashboard list of checks, readings or checklists.
    for (const path of ['/api/vehicle-check/', '/api/meter-reading/', '/api/checklist-point/', '/api/vehicle-check-answer/']) {
      expect((await driver.get(path)).status, path).toBe(403);
    }
    expect((await driver.post('/api/checklist-point/', { vehicle_type: 'TRUCK', label: 'Lusterka', position: 50 })).status).toBe(403);
    // The field app's session of the administrator: field routes yes, the dashboard's no.
    const { client: adminPhone } = await fieldLogin(server.url, 'admin', 'admin-test-password');
    expect((await adminPhone.get(`/api/field/checklist/?vehicle=${company.truck}`)).status).toBe(200);
    expect((await adminPhone.get('/api/vehicle-check/')).status).toBe(403);
    // Only an administrator changes checklists.
    const listed = await server.admin.get('/api/checklist-point/?vehicle_type=TRUCK');
    expect(listed.body.map((row: { label: string }) => row.label)).toEqual(expect.arrayContaining(['Światła', 'Plandeka (stara)']));
  });

  it('takes the latest reading of any source for service due: a check after the last fueling and service', async () => {
    const plan = await server.admin.post('/api/service-plan/', { name: 'Przegląd olejowy', vehicle: company.truck, interval_km: 10_000 });
    expect(plan.status, plan.text).toBe(201);
    const service = await server.admin.post('/api/service-record/', { vehicle: company.truck, date: '2026-01-10', reading: 115_000 });
    expect(service.status, service.text).toBe(201);
    const due = async () =>
      (await server.admin.get(`/api/maintenance/due/?site=${company.site}`)).body.services.find(
        (row: { plan: { id: number } }) => row.plan.id === plan.body.id,
      );
    const latest = (await server.admin.get(`/api/meter-reading/?vehicle=${company.truck}`)).body.find((row: { flagged: boolean }) => !row.flagged);
    expect(await due()).toMatchObject({ current_reading: latest.km, current_reading_at: latest.datetime, due_reading: 125_000 });
    const check = await driver.post('/api/field/checks/', { vehicle: company.truck, performed_at: minutesAgo(0.5), odometer_km: 124_200, points: allOk() });
    expect(check.status, check.text).toBe(201);
    expect(await due()).toMatchObject({ current_reading: 124_200, remaining_reading: 800, status: 'due' });
  });
});
