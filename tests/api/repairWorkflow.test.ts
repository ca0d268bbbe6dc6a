/**
 * Repair requests as a workflow (issue 15 §3) on both databases: the phones' POST with photos,
 * allowed and refused status changes, the closing note, the assignee's site, exact costs, the
 * history (who, when, from, to) written with each change and never with a refused one, the CSV.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, driverAuth as driverAuthOf, type Company } from '../helpers/fixtures';
import { basicAuth, makeClient, type Client, type TestServer } from '../helpers/server';
import type { AnyDb } from '../../server/db/anySchema';
import type { Json } from '../helpers/server';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

describe.each(testDialects)('repair request workflow on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driver: Client;
  let driverAuth: () => Record<string, string>;

  beforeAll(async () => {
    ({ server, company } = setup());
    driverAuth = driverAuthOf(company);
    driver = makeClient(server.url, driverAuth);
  });

  /** Uploads a photo as the driver's phone does: POST /api/attachments/, one multipart part. */
  async function uploadPhoto(name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
    const response = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: driverAuth(), body: form });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; name: string };
  }

  const newRequest = async (note = 'Pęknięty wąż hydrauliczny') => {
    const created = await driver.post('/api/repair-request/', { vehicle: company.truck, note });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const change = (id: number, body: unknown) => server.admin.request('PATCH', `/api/repair-request/${id}/`, body);
  const history = async (id: number) => (await server.admin.get(`/api/repair-request/${id}/history/`)).body as Array<Record<string, Json>>;

  let sequence = 0;
  async function employee(site: number, lastName: string) {
    sequence += 1;
    const response = await server.admin.post('/api/users/', {
      username: `mechanik.${dialect}.${sequence}`,
      password: 'haslo-mechanika',
      first_name: 'Piotr',
      last_name: lastName,
      pesel: '85010112345',
      is_foreigner: false,
      role: company.role,
      site,
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  it('a phone sends a request with photos: it starts as "nowe", the history names the driver, the status and the photos', async () => {
    const photo = await uploadPhoto('wyciek.png');
    const before = Date.now();
    const created = await driver.post('/api/repair-request/', { vehicle: company.truck, note: 'Wyciek oleju spod silnika', photos: [photo.id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'nowe',
      assignee: null,
      cost: null,
      closing_note: null,
      site: company.site,
      person: company.person,
      photos: [{ id: photo.id, name: 'wyciek.png', type: 'image/png', thumbnail: true }],
    });
    const events = await history(created.body.id);
    expect(events).toEqual([
      expect.objectContaining({ field: 'status', from: null, to: 'nowe', changed_by_name: 'Jan Kowalski' }),
      expect.objectContaining({ field: 'photos', from: [], to: [{ id: photo.id, name: 'wyciek.png' }], changed_by_name: 'Jan Kowalski' }),
    ]);
    expect(Date.parse(events[0].changed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(events[0].changed_at)).toBeLessThanOrEqual(Date.now());
    // The photo is served to the office.
    expect((await fetch(`${server.url}/api/attachments/${photo.id}/thumbnail`, { headers: basicAuthAdmin() })).status).toBe(200);
    // The phone may not move its request along the workflow.
    expect((await driver.request('PATCH', `/api/repair-request/${created.body.id}/`, { status: 'w_trakcie' })).status).toBe(403);
    // Nor set the workflow's fields when it sends one: they are the office's.
    const forced = await driver.post('/api/repair-request/', { vehicle: company.truck, note: 'Hamulce', status: 'zakonczone', cost: 5 });
    expect(forced.body).toMatchObject({ status: 'nowe', cost: null });
  });

  function basicAuthAdmin() {
    return basicAuth('admin', 'admin-test-password')();
  }

  it('moves only along allowed transitions, refusing others with a Polish 400 that stores nothing', async () => {
    const id = await newRequest();
    const skipped = await change(id, { status: 'zakonczone', closing_note: 'Wymieniono' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.errors.status).toEqual([
      'Nie można zmienić statusu z „Nowe” na „Zakończone”: ze statusu „Nowe” można przejść tylko do: W trakcie, Odrzucone.',
    ]);
    expect((await server.admin.get(`/api/repair-request/${id}/`)).body).toMatchObject({ status: 'nowe', closing_note: null });
    expect(await history(id)).toHaveLength(1);

    const started = await change(id, { status: 'w_trakcie' });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('w_trakcie');
    const events = await history(id);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ field: 'status', from: 'nowe', to: 'w_trakcie', changed_by_name: 'admin', changed_by: expect.any(Number) });

    expect((await change(id, { status: 'nieznany' })).body.errors.status).toEqual(['Wybierz wartość z listy.']);
    expect((await change(id, {})).body.errors.body).toEqual(['Nie podano żadnej zmiany.']);
    expect((await change(999999, { status: 'w_trakcie' })).status).toBe(404);
  });

  it('closes only with a closing note, and a closed request stays closed', async () => {
    const id = await newRequest();
    await change(id, { status: 'w_trakcie' });
    const noNote = await change(id, { status: 'zakonczone' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual({ closing_note: ['Podaj notatkę zamykającą: bez niej zgłoszenia nie można zamknąć.'] });
    expect((await change(id, { status: 'odrzucone', closing_note: '   ' })).body.errors.closing_note).toHaveLength(1);

    const closed = await change(id, { status: 'zakonczone', closing_note: 'Wymieniono wąż, szczelne' });
    expect(closed.body).toMatchObject({ status: 'zakonczone', closing_note: 'Wymieniono wąż, szczelne' });
    const reopened = await change(id, { status: 'w_trakcie' });
    expect(reopened.body.errors.status).toEqual(['Nie można zmienić statusu z „Zakończone” na „W trakcie”: zgłoszenie jest już zamknięte.']);
    expect((await change(id, { closing_note: '' })).body.errors.closing_note).toHaveLength(1);

    const events = await history(id);
    expect(events.slice(-2).map(({ field, from, to }) => ({ field, from, to }))).toEqual([
      { field: 'status', from: 'w_trakcie', to: 'zakonczone' },
      { field: 'closing_note', from: null, to: 'Wymieniono wąż, szczelne' },
    ]);
    // One change, one instant: the status and its note are recorded together.
    expect(events.at(-1)!.changed_at).toBe(events.at(-2)!.changed_at);
  });

  it('assigns an employee of the request’s site only', async () => {
    const id = await newRequest();
    const stranger = await employee(company.otherSite, 'Obcy');
    const refused = await change(id, { assignee: stranger });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ assignee: ['Przypisz osobę z budowy, do której należy zgłoszenie.'] });
    expect((await change(id, { assignee: 999999 })).body.errors.assignee).toEqual(['Nie znaleziono osoby']);

    const mechanic = await employee(company.site, 'Nowak');
    const assigned = await change(id, { assignee: mechanic });
    expect(assigned.body).toMatchObject({ assignee: mechanic, assignee_first_name: 'Piotr', assignee_last_name: 'Nowak' });
    expect((await history(id)).at(-1)).toMatchObject({ field: 'assignee', from: null, to: { id: mechanic, name: 'Piotr Nowak' } });
    const cleared = await change(id, { assignee: null });
    expect(cleared.body.assignee).toBeNull();
    expect((await history(id)).at(-1)).toMatchObject({ field: 'assignee', from: { id: mechanic, name: 'Piotr Nowak' }, to: null });
    // The list filters by assignee and by status.
    await change(id, { assignee: mechanic });
    const byAssignee = await server.admin.get(`/api/repair-request/?site=${company.site}&assignee=${mechanic}`);
    expect(byAssignee.body.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('keeps the cost exact in grosze, taking a Polish comma, refusing a third decimal', async () => {
    const id = await newRequest();
    const costed = await change(id, { cost: '1 234,56' });
    expect(costed.status).toBe(200);
    expect(costed.body.cost).toBe(1234.56);
    const stored = await server.database.db.selectFrom('repair_request').select('cost').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(stored.cost)).toBe(123456);
    expect((await change(id, { cost: 0.3 })).body.cost).toBe(0.3);
    expect(Number((await server.database.db.selectFrom('repair_request').select('cost').where('id', '=', id).executeTakeFirstOrThrow()).cost)).toBe(30);
    const tooPrecise = await change(id, { cost: 12.345 });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.errors.cost[0]).toMatch(/2 miejsc/);
    expect((await change(id, { cost: -1 })).status).toBe(400);
    expect((await history(id)).filter((event) => event.field === 'cost').map(({ from, to }) => [from, to])).toEqual([
      [null, 1234.56],
      [1234.56, 0.3],
    ]);
  });

  it('adds and removes photos, each change in the history with the files’ names', async () => {
    const id = await newRequest();
    const first = await uploadPhoto('przed.png');
    const second = await uploadPhoto('po.png');
    expect((await change(id, { photos: [first.id] })).body.photos.map((photo: { id: number }) => photo.id)).toEqual([first.id]);
    expect((await change(id, { photos: [first.id, second.id] })).body.photos).toHaveLength(2);
    expect((await change(id, { photos: [second.id] })).body.photos.map((photo: { name: string }) => photo.name)).toEqual(['po.png']);
    const photoEvents = (await history(id)).filter((event) => event.field === 'photos').map(({ from, to }) => [from, to]);
    expect(photoEvents).toEqual([
      [[], [{ id: first.id, name: 'przed.png' }]],
      [
        [{ id: first.id, name: 'przed.png' }],
        [
          { id: first.id, name: 'przed.png' },
          { id: second.id, name: 'po.png' },
        ],
      ],
      [
        [
          { id: first.id, name: 'przed.png' },
          { id: second.id, name: 'po.png' },
        ],
        [{ id: second.id, name: 'po.png' }],
      ],
    ]);
    const pdf = await fetch(`${server.url}/api/attachments/`, {
      method: 'POST',
      headers: basicAuthAdmin(),
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'faktura.pdf');
        return form;
      })(),
    });
    const refused = await change(id, { photos: [second.id, (await pdf.json()).id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.photos).toHaveLength(1);
    expect((await history(id)).filter((event) => event.field === 'photos')).toHaveLength(3);
  });

  it('gives rows stored before the workflow the status "nowe"; the list keeps the spec’s columns', async () => {
    const db = server.database.db as AnyDb;
    const { id } = await db
      .insertInto('repair_request')
      .values({ person: company.person, vehicle: company.truck, site: company.site, note: 'Sprzed migracji', datetime: '2026-11-01T08:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await server.admin.get(`/api/repair-request/${id}/`)).body;
    expect(row).toMatchObject({ status: 'nowe', person_first_name: 'Jan', person_last_name: 'Kowalski', vehicle_fleet_number: expect.any(Number) });
    const byStatus = await server.admin.get(`/api/repair-request/?site=${company.site}&status=nowe`);
    expect(byStatus.body.map((r: { id: number }) => r.id)).toContain(Number(id));
    expect(byStatus.body.every((r: { status: string }) => r.status === 'nowe')).toBe(true);
  });

  it('exports the requests as CSV with status, assignee and cost', async () => {
    const id = await newRequest('Do eksportu');
    const mechanic = await employee(company.site, 'Wiśniewski');
    await change(id, { status: 'w_trakcie', assignee: mechanic, cost: 980.5 });
    const csv = await server.admin.get(`/api/repair-request/export/?site=${company.site}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="naprawy/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Data zgłoszenia;Zgłaszający;Numer boczny;Pojazd;Notatka;Status;Przypisany;Koszt;Notatka zamykająca');
    const line = lines.find((text) => text.includes('Do eksportu'))!;
    expect(line).toContain(';W trakcie;Piotr Wiśniewski;980,50;');
    expect(line.startsWith('"') || /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/.test(line)).toBe(true);
  });

  it('describes the new routes in OpenAPI: the change with its fields, the history, the CSV', async () => {
    const { paths } = (await server.admin.get('/api/openapi.json')).body;
    const patch = paths['/api/repair-request/{id}/'].patch;
    expect(patch.summary).toMatch(/status, assignee, cost, closing note, photos/);
    const body = patch.requestBody.content['application/json'].schema.properties;
    expect(Object.keys(body)).toEqual(['status', 'assignee', 'cost', 'closing_note', 'photos']);
    expect(body.status.enum).toEqual(['nowe', 'w_trakcie', 'zakonczone', 'odrzucone']);
    expect(paths['/api/repair-request/{id}/history/'].get.responses['200'].content['application/json'].schema.items.properties.field.enum).toEqual([
      'status',
      'assignee',
      'cost',
      'closing_note',
      'photos',
    ]);
    expect(paths['/api/repair-request/export/'].get.summary).toBe('CSV: Naprawy');
    // The phones' POST takes photos, not the workflow's fields.
    const post = paths['/api/repair-request/'].post.requestBody.content['application/json'].schema.properties;
    expect(Object.keys(post)).toEqual(['person', 'vehicle', 'note', 'photos']);
  });
});
