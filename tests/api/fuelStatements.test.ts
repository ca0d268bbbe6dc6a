/**
 * Fuel-card statements (issue 32 §2) on both databases: a statement as an XLSX written with exceljs
 * and as a Windows-1250 CSV with decimal commas, imported through the API: fuelings stored with
 * their values, matched by card and by plate, unmatched transactions listed and not stored, AdBlue
 * kept apart, a re-import adding nothing, the issuer's profile reused, the anomalies of a card
 * used for another vehicle and of a vehicle the GPS had elsewhere than the station, and a fueling
 * put on the site its vehicle was on that day, and a statement's import undone as a whole.
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { buildCompany, type Company } from '../helpers/fixtures';
import { ADMIN, startTestServer, type TestServer, countRows } from '../helpers/server';

const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transakcje');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const windows1250Csv = (rows: string[][]) => iconv.encode(rows.map((row) => row.join(';')).join('\r\n') + '\r\n', 'win1250');

const HEADERS = [
  'Data transakcji',
  'Nr karty',
  'Nr rej.',
  'Stacja',
  'Adres stacji',
  'Produkt',
  'Ilość',
  'Cena jednostkowa',
  'Kwota netto',
  'Kwota brutto',
  'Stawka VAT',
];

describe.each(testDialects)('fuel statements on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let truck: { id: number; registration_number: string; fleet_number: number };
  let van: number;
  const vanPlate = 'WGR 55501';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
    truck = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body;
    van = (
      await server.admin.post('/api/vehicle/', {
        site: company.otherSite,
        fleet_number: 555,
        registration_number: vanPlate,
        vehicle_model: 'Ford Transit',
        vehicle_type: 'TRUCK',
        fuel_capacity: 80,
      })
    ).body.id;
    const cards = [
      { number: '7077 1234 5678 0001', issuer: 'Orlen', vehicle: company.truck, person: company.person, active: true },
      { number: '7077 1234 5678 0002', issuer: 'Orlen', vehicle: van, person: company.person, active: true },
    ];
    for (const card of cards) expect((await server.admin.post('/api/fuel-card/', card)).status).toBe(201);
  });
  afterAll(() => server.close());

  async function send(content: Buffer, name: string, options: { issuer?: string; dryRun?: boolean; columns?: object; auth?: Record<string, string> } = {}) {
    const form = new FormData();
    form.append('issuer', options.issuer ?? 'Orlen');
    if (options.dryRun) form.append('dry_run', 'true');
    if (options.columns) form.append('columns', JSON.stringify(options.columns));
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.url}/api/fuel-statements/`, {
      method: 'POST',
      headers: options.auth ?? basic(ADMIN.username, ADMIN.password),
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }
  const count = (table: string) => countRows(server, table);

  it('validates a fuel card in Polish and keeps it to administrators', async () => {
    const bad = await server.admin.post('/api/fuel-card/', { number: '12', issuer: 'BP', active: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.number).toEqual(['Numer karty to od 4 do 40 cyfr lub liter (spacje i „-” są dozwolone).']);
    const nobody = await server.admin.post('/api/fuel-card/', { number: '7077 0000 0000 0009', issuer: 'BP', active: true });
    expect(nobody.status).toBe(400);
    expect(JSON.stringify(nobody.body.errors)).toContain('Wskaż pojazd albo pracownika, do którego należy karta.');
    const twice = await server.admin.post('/api/fuel-card/', { number: '70771234 56780001', issuer: 'Orlen', vehicle: company.truck, active: true });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.number).toEqual(['Karta o tym numerze już istnieje.']);
  });

  it('imports an XLSX statement: fuel by card and by plate, AdBlue apart, unmatched listed, a re-import adds nothing', async () => {
    // Excel keeps no time zone: a date cell is the wall clock written (07:30 in Warsaw, summer time: 05:30 UTC).
    const file = await xlsx([
      HEADERS,
      // By card (the truck's), diesel.
      [
        new Date(Date.UTC(2026, 9, 5, 7, 30)),
        '7077 1234 5678 0001',
        truck.registration_number,
        'Orlen nr 123',
        'Grójec, ul. Słowackiego 1',
        'ON Efecta Diesel',
        120.5,
        6.49,
        635.86,
        782.05,
        23,
      ],
      // No card number: by plate (the van), petrol.
      [new Date(Date.UTC(2026, 9, 6, 15, 0)), '', vanPlate, 'Orlen nr 124', 'Mogielnica', 'Pb95', 40, 6.2, 201.63, 248, '23%'],
      // AdBlue by the truck's card.
      [new Date(Date.UTC(2026, 9, 5, 7, 35)), '7077 1234 5678 0001', '', 'Orlen nr 123', 'Grójec', 'AdBlue', 20, 3.5, 56.91, 70, 23],
      // An unknown card and plate: listed, not guessed.
      [new Date(Date.UTC(2026, 9, 7, 9, 0)), '9999 0000 1111 2222', 'XX 12345', 'Orlen nr 9', 'Radom', 'ON', 50, 6.5, 264.23, 325, 23],
      // A car wash: left out.
      [new Date(Date.UTC(2026, 9, 7, 10, 0)), '7077 1234 5678 0001', '', 'Orlen nr 9', 'Radom', 'Myjnia', 1, 30, 24.39, 30, 23],
    ]);
    const fuelings = await count('fueling');
    const checked = await send(file, 'orlen-pazdziernik.xlsx', { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ dryRun: true, imported: false, rows: 5, fuelings: 2, adblue: 1, alreadyImported: 0, problems: [] });
    expect(checked.body.columns).toMatchObject({
      datetime: 'Data transakcji',
      card_number: 'Nr karty',
      plate: 'Nr rej.',
      litres: 'Ilość',
      vat_rate: 'Stawka VAT',
    });
    expect(checked.body.skipped).toEqual([{ row: 6, product: 'Myjnia' }]);
    expect(checked.body.unmatched).toEqual([
      expect.objectContaining({
        row: 5,
        card_number: '9999 0000 1111 2222',
        plate: 'XX 12345',
        litres: 50,
        reason: 'Nie znaleziono pojazdu ani po karcie „9999 0000 1111 2222”, ani po numerze rejestracyjnym „XX 12345”.',
      }),
    ]);
    expect(await count('fueling')).toBe(fuelings);

    const imported = await send(file, 'orlen-pazdziernik.xlsx');
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: true, fuelings: 2, adblue: 1, profileSaved: true });
    expect(await count('fueling')).toBe(fuelings + 2);
    const byCard = await server.database.db
      .selectFrom('fueling')
      .selectAll()
      .where('vehicle', '=', company.truck)
      .where('datetime', '=', '2026-10-05T05:30:00.000Z')
      .executeTakeFirstOrThrow();
    expect(byCard).toMatchObject({ person: company.person, site: company.site, litres: 120.5, price_per_litre: 6.49 });
    const byPlate = await server.database.db.selectFrom('fueling').selectAll().where('vehicle', '=', van).executeTakeFirstOrThrow();
    expect(byPlate).toMatchObject({ person: company.person, site: company.otherSite, litres: 40, price_per_litre: 6.2, datetime: '2026-10-06T13:00:00.000Z' });
    const adblue = await server.database.db.selectFrom('fuel_transaction').selectAll().where('kind', '=', 'adblue').execute();
    expect(adblue).toEqual([
      expect.objectContaining({ vehicle: company.truck, fueling: null, litres: 20, amount_gross: 70, product: 'AdBlue', issuer: 'Orlen' }),
    ]);
    const diesel = await server.database.db.selectFrom('fuel_transaction').selectAll().where('fueling', '=', byCard.id).executeTakeFirstOrThrow();
    expect(diesel).toMatchObject({ station_name: 'Orlen nr 123', station_address: 'Grójec, ul. Słowackiego 1', amount_net: 635.86, vat_rate: 23 });

    const again = await send(file, 'orlen-pazdziernik.xlsx');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ imported: true, fuelings: 0, adblue: 0, alreadyImported: 3 });
    expect(again.body.unmatched).toHaveLength(1);
    expect(await count('fueling')).toBe(fuelings + 2);
  });

  it("reads a Windows-1250 CSV with decimal commas by the issuer's stored profile and flags a card used for another vehicle", async () => {
    const columns = {
      datetime: 'Data i czas',
      card_number: 'Karta',
      plate: 'Pojazd',
      station_name: 'Stacja paliw',
      product: 'Towar',
      litres: 'Litry',
      amount_gross: 'Wartość brutto',
    };
    const header = ['Data i czas', 'Karta', 'Pojazd', 'Stacja paliw', 'Towar', 'Litry', 'Wartość brutto', 'Uwagi'];
    const first = windows1250Csv([
      header,
      ['03.11.2026 06:15', '70771234 5678 0001', truck.registration_number, 'Łódź Północ', 'Olej napędowy', '100,25', '651,63', 'żółta'],
    ]);
    const made = await send(first, 'łukoil-listopad.csv', { issuer: 'Łukoil', columns });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ fuelings: 1, profileSaved: true, ignored: ['Uwagi'] });
    const profiles = (await server.admin.get('/api/fuel-statements/profiles/')).body;
    expect(profiles).toContainEqual(expect.objectContaining({ issuer: 'Łukoil', columns: expect.objectContaining({ litres: 'Litry', card_number: 'Karta' }) }));

    // The next statement of the issuer: no columns sent, the profile reads it. The van's card fuels the truck.
    const second = windows1250Csv([header, ['04.11.2026 18:40', '7077 1234 5678 0002', truck.registration_number, 'Łódź Północ', 'ON', '60,5', '393,86', '']]);
    const imported = await send(second, 'łukoil-listopad-2.csv', { issuer: 'łukoil' });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({
      fuelings: 1,
      profileSaved: false,
      otherVehicle: [{ row: 2, card_number: '7077 1234 5678 0002', plate: truck.registration_number }],
    });
    const fueling = await server.database.db.selectFrom('fueling').selectAll().where('datetime', '=', '2026-11-04T17:40:00.000Z').executeTakeFirstOrThrow();
    // By card first: the van's, at 393,86 zł for 60,5 l.
    expect(fueling).toMatchObject({ vehicle: van, litres: 60.5, price_per_litre: 6.51 });
    const anomalies = await server.admin.get(`/api/anomalies/?date_from=2026-11-01&date_to=2026-11-30`);
    expect(anomalies.status).toBe(200);
    const card = anomalies.body.anomalies.filter((anomaly: { code: string }) => anomaly.code === 'card_other_vehicle');
    expect(card).toEqual([
      expect.objectContaining({
        source: 'fueling',
        fueling: fueling.id,
        vehicle: van,
        reason: `Kartą paliwową pojazdu nr 555 zatankowano według wyciągu pojazd nr ${truck.fleet_number}.`,
      }),
    ]);
  });

  it('puts a fueling on the site the vehicle was on that day, not the one it has now', async () => {
    const mover = (
      await server.admin.post('/api/vehicle/', {
        site: company.site,
        fleet_number: 556,
        registration_number: 'WGR 55602',
        vehicle_model: 'MAN TGS',
        vehicle_type: 'TRUCK',
        fuel_capacity: 300,
      })
    ).body;
    const card = { number: '7077 1234 5678 0003', issuer: 'Orlen', vehicle: mover.id, person: company.person, active: true };
    expect((await server.admin.post('/api/fuel-card/', card)).status).toBe(201);
    // Moved to the other site today: the October transaction was on the first one.
    expect((await server.admin.put(`/api/vehicle/${mover.id}/`, { ...mover, site: company.otherSite })).status).toBe(200);
    const file = await xlsx([HEADERS, [new Date(Date.UTC(2026, 9, 12, 8, 0)), card.number, '', 'Orlen', '', 'ON', 80, 6.5, '', 520, 23]]);
    const imported = await send(file, 'przeniesiony.xlsx');
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ fuelings: 1 });
    const fueling = await server.database.db.selectFrom('fueling').selectAll().where('vehicle', '=', mover.id).executeTakeFirstOrThrow();
    expect(fueling.site).toBe(company.site);
  });

  it('flags a fueling at a known station while the GPS had the vehicle elsewhere, and only then', async () => {
    // 30 km north of the station: degrees of latitude on the haversine's sphere (radius 6 371 km).
    const station = { latitude: 52.4064, longitude: 16.9252 };
    const away = { latitude: station.latitude + (30 * 180) / (Math.PI * 6371), longitude: station.longitude };
    expect((await server.admin.post('/api/petrol-place/', { name: 'ORLEN Poznań', ...station })).status).toBe(201);
    // Excel keeps the wall clock: 12:00 in Warsaw in September (summer time) is 10:00 UTC.
    const at = (day: number) => new Date(Date.UTC(2026, 8, day, 12, 0));
    const utc = (day: number, minutes: number) => new Date(Date.UTC(2026, 8, day, 10, minutes)).toISOString();
    await server.database.db
      .insertInto('location_point')
      .values([
        // Day 14: 30 km away two minutes before the transaction (the nearest fix), at the station an hour before.
        { person: company.person, vehicle: company.truck, ride: null, datetime: utc(14, -60), ...station },
        { person: company.person, vehicle: company.truck, ride: null, datetime: utc(14, -2), ...away },
        // Day 15: at the station a minute after.
        { person: company.person, vehicle: company.truck, ride: null, datetime: utc(15, 1), ...station },
        // Day 16: 30 km away, but the station is unknown.
        { person: company.person, vehicle: company.truck, ride: null, datetime: utc(16, 0), ...away },
        // Day 17: 30 km away, 20 minutes before: outside the window.
        { person: company.person, vehicle: company.truck, ride: null, datetime: utc(17, -20), ...away },
      ])
      .execute();
    const card = '7077 1234 5678 0001';
    const file = await xlsx([
      HEADERS,
      [at(14), card, '', 'Stacja ORLEN, Poznań', 'ul. Głogowska 12', 'ON', 50, 6.5, 264.23, 325, 23],
      [at(15), card, '', 'ORLEN Poznań', 'ul. Głogowska 12', 'ON', 51, 6.5, 269.51, 331.5, 23],
      [at(16), card, '', 'Shell Kalisz', 'Kalisz, ul. Poznańska 1', 'ON', 52, 6.5, 274.8, 338, 23],
      [at(17), card, '', 'orlen  poznań', '', 'ON', 53, 6.5, 280.08, 344.5, 23],
    ]);
    const checked = await send(file, 'orlen-wrzesien.xlsx', { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ fuelings: 4, elsewhere: [{ row: 2, station: 'Stacja ORLEN, Poznań', distance_km: 30 }] });
    const imported = await send(file, 'orlen-wrzesien.xlsx');
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: true, fuelings: 4, elsewhere: [{ row: 2, station: 'Stacja ORLEN, Poznań', distance_km: 30 }] });

    const fueling = await server.database.db
      .selectFrom('fueling')
      .select('id')
      .where('vehicle', '=', company.truck)
      .where('datetime', '=', utc(14, 0))
      .executeTakeFirstOrThrow();
    const anomalies = await server.admin.get(`/api/anomalies/?date_from=2026-09-14&date_to=2026-09-17`);
    expect(anomalies.status).toBe(200);
    expect(anomalies.body.anomalies.filter((anomaly: { code: string }) => anomaly.code === 'vehicle_elsewhere')).toEqual([
      expect.objectContaining({
        id: `fueling-${fueling.id}-vehicle_elsewhere`,
        source: 'fueling',
        fueling: fueling.id,
        vehicle: company.truck,
        datetime: utc(14, 0),
        reason: 'Pojazd był 30 km od stacji Stacja ORLEN, Poznań (pozycja GPS 2 min od transakcji z wyciągu; dopuszczalne 2 km).',
        values: expect.objectContaining({ distance_km: 30, limit_km: 2, fix_minutes: 2, station: 'Stacja ORLEN, Poznań' }),
      }),
    ]);
  });

  it('refuses a statement with an unreadable cell as a whole, with the row, and refuses non-administrators', async () => {
    const file = await xlsx([HEADERS, [new Date(Date.UTC(2026, 11, 1, 8, 0)), '7077 1234 5678 0001', '', 'Orlen', '', 'ON', 'sto', 6.5, '', 650, 23]]);
    const fuelings = await count('fueling');
    const refused = await send(file, 'zly.xlsx');
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([expect.objectContaining({ row: 2, text: 'wiersz 2, Ilość (l): Podaj liczbę.' })]);
    expect(await count('fueling')).toBe(fuelings);
    const driver = await send(file, 'zly.xlsx', { auth: basic(company.driver.username, company.driver.password) });
    expect(driver.status).toBe(403);
  });

  it('is undone as a whole, its transactions with its fuelings, and refuses once a fueling of it was changed later', async () => {
    const file = await xlsx([
      HEADERS,
      [new Date(Date.UTC(2026, 11, 2, 8, 0)), '7077 1234 5678 0001', '', 'Orlen nr 200', 'Grójec', 'ON', 100, 6.4, '', 640, 23],
      [new Date(Date.UTC(2026, 11, 3, 8, 0)), '7077 1234 5678 0001', '', 'Orlen nr 200', 'Grójec', 'ON', 110, 6.4, '', 704, 23],
      [new Date(Date.UTC(2026, 11, 3, 8, 5)), '7077 1234 5678 0001', '', 'Orlen nr 200', 'Grójec', 'AdBlue', 10, 3.5, '', 35, 23],
    ]);
    const fuelings = await count('fueling');
    const transactions = await count('fuel_transaction');
    const undo = async (id: number) => {
      const response = await fetch(`${server.url}/api/imports/${id}/undo/`, { method: 'POST', headers: basic(ADMIN.username, ADMIN.password) });
      return { status: response.status, body: await response.json() };
    };
    const ofImport = (id: number) => server.database.db.selectFrom('fuel_transaction').select(['fueling', 'kind']).where('import_id', '=', id).execute();

    const first = await send(file, 'orlen-grudzien.xlsx');
    expect(first.body).toMatchObject({ imported: true, fuelings: 2, adblue: 1, problems: [] });
    const firstId = first.body.importId as number;
    expect(firstId).toBeGreaterThan(0);
    expect(await ofImport(firstId)).toHaveLength(3);
    // Listed among the statements' imports, not among the registry's imports of fuelings.
    const listed = await server.admin.get('/api/imports/?resource=fueling&statements=true');
    expect(listed.body[0]).toMatchObject({ id: firstId, file_name: 'orlen-grudzien.xlsx', issuer: 'Orlen', added: 2, changed: 0, undone_at: null });
    expect((await server.admin.get('/api/imports/?resource=fueling')).body.map((record: { id: number }) => record.id)).not.toContain(firstId);

    const undone = await undo(firstId);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: firstId, undone_by: ADMIN.username, issuer: 'Orlen' });
    expect(await count('fueling')).toBe(fuelings);
    expect(await count('fuel_transaction')).toBe(transactions);
    const history = await server.database.db
      .selectFrom('change_event')
      .select(['action', 'source'])
      .where('import_id', '=', firstId)
      .where('entity', '=', 'fueling')
      .execute();
    expect(history.filter((event) => event.source === 'import')).toHaveLength(2);
    expect(history.filter((event) => event.source === 'import_undo' && event.action === 'delete')).toHaveLength(2);

    // Undone, the statement imports again (its transactions are no longer "already imported").
    const second = await send(file, 'orlen-grudzien.xlsx');
    expect(second.body).toMatchObject({ imported: true, fuelings: 2, adblue: 1, alreadyImported: 0 });
    const secondId = second.body.importId as number;
    const fueling = (await ofImport(secondId)).find((row) => row.kind === 'fuel')!.fueling!;
    const { id: _id, ...stored } = (await server.admin.get(`/api/fueling/${fueling}/`)).body;
    const edited = await server.admin.put(`/api/fueling/${fueling}/`, { ...stored, litres: 99 });
    expect(edited.status).toBe(200);
    const refused = await undo(secondId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^Nie można cofnąć importu: rekord „.+” zmieniono po imporcie \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, admin\)\. Import można cofnąć tylko wtedy, gdy jego rekordów nikt później nie zmieniał\.$/,
    );
    expect(await count('fueling')).toBe(fuelings + 2);
    expect(await ofImport(secondId)).toHaveLength(3);
  });
});
