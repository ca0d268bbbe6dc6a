/**
 * Issue 14's field types and rules through the API, on the declaration that uses them all
 * (src/domain/resources/subcontractors.ts): each rule broken gives 400 with its Polish message under
 * its field and stores nothing; money is exact; tri-state booleans, multi-references, day-range
 * filters, same-site and composite unique rules, computed days and the CSV cells.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWallClock } from '../../src/domain/dates';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';
import { nipOf } from '../helpers/identifiers';
import type { AnySchema } from '../../server/db/anySchema';

const PATH = '/api/subcontractor/';
const parseCsv = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

/** The company day `days` from today, yyyy-MM-dd (Europe/Warsaw). */
function companyDayFromToday(days: number): string {
  const wall = companyWallClock(Date.now(), 'Europe/Warsaw');
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days)).toISOString().slice(0, 10);
}

describe.each(testDialects)('subcontractors: field types and rules on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let otherPerson: number;
  let otherMaterial: number;
  let sharedMaterial: number;
  let sequence = 0;

  beforeAll(async () => {
    ({ server, company } = setup());
    const person = await server.admin.post('/api/users/', {
      username: 'anna.nowak',
      password: 'haslo-kierowcy',
      first_name: 'Anna',
      last_name: 'Nowak',
      role: company.role,
      site: company.otherSite,
    });
    otherPerson = person.body.id;
    otherMaterial = (await server.admin.post('/api/material/', { name: 'Beton B25', site: company.otherSite })).body.id;
    sharedMaterial = (await server.admin.post('/api/material/', { name: 'Kruszywo (cała firma)' })).body.id;
  });

  /** A valid body with a name, NIP and contract number of its own. */
  const valid = () => {
    sequence += 1;
    return {
      site: company.site,
      name: `Ziemex ${sequence}`,
      trade: 'earthworks',
      nip: nipOf(sequence * 1000),
      hourly_rate: '1 234,50',
      contract_from: '2026-11-01',
    };
  };
  const stored = async (where: Record<string, unknown> = {}) => {
    let query = server.database.db.selectFrom('subcontractor').selectAll();
    for (const [column, value] of Object.entries(where)) query = query.where(column as AnySchema, '=', value as AnySchema);
    return (await query.execute()) as Record<string, unknown>[];
  };

  it('answers each broken rule with its Polish message under its field and stores nothing; then stores the row', async () => {
    const broken: Array<[Record<string, unknown>, string, string]> = [
      [{ hourly_rate: '12,345' }, 'hourly_rate', 'Podaj kwotę z najwyżej 2 miejscami po przecinku.'],
      [{ hourly_rate: -5 }, 'hourly_rate', 'Kwota nie może być ujemna.'],
      [{ contract_value: 50_000_000.01 }, 'contract_value', 'Kwota nie może być większa niż 50 000 000 zł.'],
      [{ rating: 5.5 }, 'rating', 'Wartość nie może być większa niż 5.'],
      [{ rating: 4.25 }, 'rating', 'Podaj wartość z najwyżej jednym miejscem po przecinku.'],
      [{ nip: '123-456-32-19' }, 'nip', 'Niepoprawny numer NIP (10 cyfr z poprawną cyfrą kontrolną).'],
      [{ regon: '123456784' }, 'regon', 'Niepoprawny numer REGON (9 lub 14 cyfr z poprawną cyfrą kontrolną).'],
      [{ owner_pesel: '44051401358' }, 'owner_pesel', 'Niepoprawny numer PESEL.'],
      [{ email: 'biuro@ziemex' }, 'email', 'Niepoprawny adres e-mail.'],
      [{ phone: '600 100 20' }, 'phone', 'Podaj numer telefonu: 9 cyfr, opcjonalnie z +48.'],
      [{ vehicle_plate: 'F 1' }, 'vehicle_plate', 'Niepoprawny numer rejestracyjny (np. FZI 13RS).'],
      [{ contract_number: '17/2026' }, 'contract_number', 'Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.'],
      [{ contract_until: '2026-10-31' }, 'contract_until', 'Koniec umowy musi być po jej początku.'],
      [{ vat_payer: 'może' }, 'vat_payer', 'Podaj wartość tak, nie lub brak.'],
      [{ trade: 'mining' }, 'trade', 'Wybierz wartość z listy.'],
      [{ supervisor: 0 }, 'supervisor', 'Podaj identyfikator rekordu.'],
      [{ materials: [99999] }, 'materials', 'Nie znaleziono materiału'],
    ];
    for (const [change, field, message] of broken) {
      const response = await server.admin.post(PATH, { ...valid(), ...change });
      expect([response.status, response.body.errors]).toEqual([400, { [field]: [message] }]);
    }
    // Rules checked in the write transaction, against other rows.
    const sameSite: Array<[Record<string, unknown>, string, string]> = [
      [{ supervisor: otherPerson }, 'supervisor', 'Kierownik musi pracować na tej samej budowie.'],
      [{ materials: [company.material, otherMaterial] }, 'materials', 'Materiał musi należeć do tej samej budowy.'],
    ];
    for (const [change, field, message] of sameSite) {
      const response = await server.admin.post(PATH, { ...valid(), ...change });
      expect([response.status, response.body.errors]).toEqual([400, { [field]: [message] }]);
    }
    expect(await stored()).toEqual([]);
    expect(Number((await sql<{ n: number }>`select count(*) as n from subcontractor_materials`.execute(server.database.db)).rows[0].n)).toBe(0);

    const body = {
      ...valid(),
      regon: '123-456-785',
      owner_pesel: '44051401359',
      email: 'biuro@ziemex.pl',
      phone: '600-100-200',
      vehicle_plate: 'fzi 13rs',
      contract_number: 'UM/2026/17',
      contract_value: '49 999 999,99',
      rating: '4,5',
      vat_payer: true,
      insured: 'true',
      contract_until: '2026-12-31',
      supervisor: company.person,
      materials: [sharedMaterial, company.material, sharedMaterial],
      note: 'Wykopy pod fundamenty',
      days_left: 999,
    };
    const created = await server.admin.post(PATH, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: body.name,
      nip: body.nip.replaceAll('-', ''),
      regon: '123456785',
      phone: '+48 600 100 200',
      vehicle_plate: 'FZI 13RS',
      hourly_rate: 1234.5,
      contract_value: 49999999.99,
      rating: 4.5,
      vat_payer: true,
      insured: true,
      materials: [company.material, sharedMaterial].sort((a, b) => a - b),
      supervisor_last_name: 'Kowalski',
    });
    expect(created.body.days_left).not.toBe(999);
    expect((await server.admin.get(`${PATH}${created.body.id}/`)).body).toEqual(created.body);
    const [row] = await stored({ id: created.body.id });
    expect(row).toMatchObject({ hourly_rate: 123450, contract_value: 4999999999, rating: 45, vat_payer: 1, insured: 1 });
  });

  it('keeps money exact: stored as whole grosze, read back as written, summed without float error', async () => {
    const amounts = [0.1, 0.2, 1234.5, 99_999_999.99, '0,07'];
    const ids: number[] = [];
    for (const hourly_rate of amounts) {
      const response = await server.admin.post(PATH, { ...valid(), site: company.otherSite, hourly_rate });
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    const listed = (await server.admin.get(`${PATH}?site=${company.otherSite}&_sort=hourly_rate&_order=ASC`)).body as Array<{ hourly_rate: number }>;
    expect(listed.map((row) => row.hourly_rate)).toEqual([0.07, 0.1, 0.2, 1234.5, 99_999_999.99]);
    const { rows } = await sql<{ total: number | string }>`select sum(hourly_rate) as total from subcontractor where site = ${company.otherSite}`.execute(
      server.database.db,
    );
    expect(Number(rows[0].total)).toBe(7 + 10 + 20 + 123450 + 9999999999);
    expect(0.1 + 0.2).not.toBe(0.3); // what a float column would have summed
    const edited = await server.admin.put(`${PATH}${ids[0]}/`, { ...valid(), site: company.otherSite, hourly_rate: '0,30' });
    expect(edited.body.hourly_rate).toBe(0.3);
    for (const id of ids) await server.admin.delete(`${PATH}${id}/`);
  });

  it('checks `after` and same-site on the row as it will be stored when an update changes only one side', async () => {
    const created = (await server.admin.post(PATH, { ...valid(), contract_until: '2026-12-31', supervisor: company.person, materials: [company.material] }))
      .body;
    const moved = await server.admin.put(`${PATH}${created.id}/`, { ...created, contract_from: '2027-01-15', contract_until: undefined });
    expect([moved.status, moved.body.errors]).toEqual([400, { contract_until: ['Koniec umowy musi być po jej początku.'] }]);
    const otherSite = await server.admin.put(`${PATH}${created.id}/`, { ...created, site: company.otherSite, materials: [] });
    expect([otherSite.status, otherSite.body.errors]).toEqual([400, { supervisor: ['Kierownik musi pracować na tej samej budowie.'] }]);
    expect((await server.admin.get(`${PATH}${created.id}/`)).body).toEqual(created);
    const cleared = await server.admin.put(`${PATH}${created.id}/`, { ...created, materials: [], vat_payer: null, contract_until: null });
    expect(cleared.body).toMatchObject({ materials: [], vat_payer: null, contract_until: null, days_left: null });
  });

  it('refuses moving a supervisor or a material to another site while a subcontractor of this site points at it, naming it', async () => {
    const site = (await server.admin.post('/api/site/', { name: `Przenosiny ${dialect}`, start_date: '2026-01-01', length: 3 })).body.id;
    const person = (
      await server.admin.post('/api/users/', {
        username: `jan.lis.${dialect}`,
        password: 'haslo-kierowcy',
        first_name: 'Jan',
        last_name: 'Lis',
        role: company.role,
        site,
      })
    ).body;
    const material = (await server.admin.post('/api/material/', { name: 'Geowłóknina', site })).body;
    const created = await server.admin.post(PATH, { ...valid(), site, supervisor: person.id, materials: [material.id] });
    expect(created.status).toBe(201);
    const message = 'Nie można zmienić budowy: wskazują na ten rekord dane innej budowy (Podwykonawcy: 1). Zmień je najpierw.';

    const personMoved = await server.admin.put(`/api/persons/${person.id}/`, { ...person, site: company.otherSite, password: undefined });
    expect([personMoved.status, personMoved.body]).toEqual([400, { detail: message, errors: { site: [message] } }]);
    expect((await server.admin.get(`/api/persons/${person.id}/`)).body.site).toBe(site);
    const materialMoved = await server.admin.put(`/api/material/${material.id}/`, { ...material, site: company.otherSite });
    expect([materialMoved.status, materialMoved.body]).toEqual([400, { detail: message, errors: { site: [message] } }]);
    expect((await server.admin.get(`/api/material/${material.id}/`)).body).toEqual(material);

    // Shared by every site, or once the subcontractor no longer points at it: the move is fine.
    expect((await server.admin.put(`/api/material/${material.id}/`, { ...material, site: null })).status).toBe(200);
    await server.admin.put(`${PATH}${created.body.id}/`, { ...created.body, supervisor: null });
    expect((await server.admin.put(`/api/persons/${person.id}/`, { ...person, site: company.otherSite, password: undefined })).status).toBe(200);
  });

  it('refuses a duplicate name or NIP on the same site and a contract number again in the same site and trade', async () => {
    const first = (await server.admin.post(PATH, { ...valid(), contract_number: 'UM/2026/5' })).body;
    const again = await server.admin.post(PATH, { ...valid(), name: first.name, nip: first.nip, contract_number: 'UM/2026/5' });
    expect([again.status, again.body.errors]).toEqual([
      400,
      {
        name: ['Podwykonawca o tej nazwie już jest na tej budowie.'],
        nip: ['Podwykonawca o tym numerze NIP już jest na tej budowie.'],
        contract_number: ['Ta budowa ma już umowę o tym numerze w tej branży.'],
      },
    ]);
    const otherTrade = await server.admin.post(PATH, { ...valid(), trade: 'concrete', contract_number: 'UM/2026/5' });
    expect(otherTrade.status).toBe(201);
    const editedInto = await server.admin.put(`${PATH}${otherTrade.body.id}/`, { ...otherTrade.body, trade: 'earthworks' });
    expect(editedInto.body.errors).toEqual({ contract_number: ['Ta budowa ma już umowę o tym numerze w tej branży.'] });
    const otherSite = await server.admin.post(PATH, { ...valid(), site: company.otherSite, name: first.name, nip: first.nip, contract_number: 'UM/2026/5' });
    expect(otherSite.status).toBe(201);
    // Names compare without letter case, Polish letters too (SQLite's own upper() folds only ASCII).
    const tyres = await server.admin.post(PATH, { ...valid(), name: 'Bieżnik Serwis' });
    expect(tyres.status).toBe(201);
    const shouted = await server.admin.post(PATH, { ...valid(), name: 'BIEŻNIK serwis' });
    expect([shouted.status, shouted.body.errors]).toEqual([400, { name: ['Podwykonawca o tej nazwie już jest na tej budowie.'] }]);
  });

  it('filters by tri-state boolean (tak/nie/brak), by a material held and by a range of days; refuses bad values in Polish', async () => {
    const site = (await server.admin.post('/api/site/', { name: `Filtry ${dialect}`, start_date: '2026-01-01', length: 5 })).body.id;
    const material = (await server.admin.post('/api/material/', { name: 'Żwir', site })).body.id;
    const make = async (name: string, extra: Record<string, unknown>) =>
      (await server.admin.post(PATH, { ...valid(), site, name, ...extra })).body.id as number;
    const yes = await make('Tak sp. z o.o.', { vat_payer: true, contract_from: '2026-03-01', materials: [material] });
    const no = await make('Nie s.c.', { vat_payer: false, contract_from: '2026-03-31', insured: true });
    const unknown = await make('Brak S.A.', { contract_from: '2026-04-01' });
    const names = async (query: string) => {
      const response = await server.admin.get(`${PATH}?site=${site}&${query}`);
      expect(response.status).toBe(200);
      return (response.body as Array<{ id: number }>).map((row) => row.id).sort((a, b) => a - b);
    };
    expect(await names('vat_payer=tak')).toEqual([yes]);
    expect(await names('vat_payer=false')).toEqual([no]);
    expect(await names('vat_payer=brak')).toEqual([unknown]);
    expect(await names('vat_payer=null')).toEqual([unknown]);
    expect(await names('insured=1')).toEqual([no]);
    expect(await names(`materials=${material}`)).toEqual([yes]);
    expect(await names('contract_from_from=2026-03-01&contract_from_to=2026-03-31')).toEqual([yes, no]);
    expect(await names('contract_from_from=2026-3-31')).toEqual([no, unknown]);
    expect(await names('contract_from_to=2026-03-30')).toEqual([yes]);
    expect(await names('trade=earthworks&vat_payer=nie&contract_from_to=2026-12-31')).toEqual([no]);

    const bad = async (query: string) => (await server.admin.get(`${PATH}?site=${site}&${query}`)).body;
    expect(await bad('insured=brak')).toMatchObject({ errors: { insured: ['Podaj wartość tak lub nie.'] } });
    expect(await bad('vat_payer=może')).toMatchObject({ errors: { vat_payer: ['Podaj wartość tak, nie lub brak.'] } });
    expect(await bad('contract_from_from=1.03.2026')).toMatchObject({ errors: { contract_from_from: ['Podaj poprawną datę (rrrr-mm-dd).'] } });
    expect(await bad('contract_from_from=2026-04-01&contract_from_to=2026-03-01')).toMatchObject({
      errors: { contract_from_to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] },
    });
    expect(await bad('materials=abc')).toMatchObject({ errors: { materials: ['Podaj identyfikator (liczbę całkowitą).'] } });
  });

  it('computes days until the contract ends in company days, sorts by them as by the date, and takes join rows with a deleted row', async () => {
    const site = (await server.admin.post('/api/site/', { name: `Dni ${dialect}`, start_date: '2026-01-01', length: 5 })).body.id;
    const material = (await server.admin.post('/api/material/', { name: 'Piasek', site })).body.id;
    const make = async (contract_until: string | null) =>
      (await server.admin.post(PATH, { ...valid(), site, contract_from: '2020-01-01', contract_until, materials: [material] })).body;
    const soon = await make(companyDayFromToday(10));
    const past = await make(companyDayFromToday(-3));
    const open = await make(null);
    expect([soon.days_left, past.days_left, open.days_left]).toEqual([10, -3, null]);
    const sorted = (await server.admin.get(`${PATH}?site=${site}&_sort=days_left&_order=DESC`)).body as Array<{ id: number; days_left: number | null }>;
    const byDate = (await server.admin.get(`${PATH}?site=${site}&_sort=contract_until&_order=DESC`)).body as Array<{ id: number }>;
    expect(sorted.map((row) => row.id)).toEqual(byDate.map((row) => row.id));
    expect(sorted.filter((row) => row.days_left !== null).map((row) => row.days_left)).toEqual([10, -3]);

    expect((await server.admin.delete(`/api/material/${material}/`)).status).toBe(409);
    for (const row of [soon, past, open]) expect((await server.admin.delete(`${PATH}${row.id}/`)).status).toBe(204);
    const { rows } = await sql<{ n: number }>`select count(*) as n from subcontractor_materials where material_id = ${material}`.execute(server.database.db);
    expect(Number(rows[0].n)).toBe(0);
    expect((await server.admin.delete(`/api/material/${material}/`)).status).toBe(204);
  });

  it('exports money with two decimals and a comma, Tak/Nie/Brak, dates as dd.MM.yyyy and the computed days', async () => {
    const site = (await server.admin.post('/api/site/', { name: `CSV ${dialect}`, start_date: '2026-01-01', length: 5 })).body.id;
    const until = companyDayFromToday(5);
    const supervisor = (
      await server.admin.post('/api/users/', {
        username: `ewa.lis.${dialect}`,
        password: 'haslo-kierowcy',
        first_name: 'Ewa',
        last_name: 'Lis',
        role: company.role,
        site,
      })
    ).body.id;
    const bodies = [
      { ...valid(), site, name: 'A Beton', trade: 'concrete', hourly_rate: 1234.5, contract_value: '0,1', vat_payer: false, contract_until: until, supervisor },
      { ...valid(), site, name: 'B Transport', trade: 'transport', hourly_rate: '99 999 999,99' },
    ];
    for (const body of bodies) expect((await server.admin.post(PATH, body)).status).toBe(201);
    const response = await server.admin.get(`/api/subcontractor/export/?site=${site}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual([
      'Nazwa',
      'Branża',
      'NIP',
      'Stawka godzinowa',
      'Wartość umowy',
      'Czynny podatnik VAT',
      'Umowa od',
      'Umowa do',
      'Dni do końca umowy',
      'Kierownik',
    ]);
    expect(rows[0]).toEqual([
      'A Beton',
      'Roboty betoniarskie',
      expect.stringMatching(/^\d{10}$/),
      '1234,50',
      '0,10',
      'Nie',
      '01.11.2026',
      until.split('-').reverse().join('.'),
      '5',
      'Lis',
    ]);
    expect(rows[1]).toEqual(['B Transport', 'Transport', expect.stringMatching(/^\d{10}$/), '99999999,99', '', 'Brak', '01.11.2026', '', '', '']);
  });

  it('documents bounds, lengths, patterns and formats in the OpenAPI write schema', async () => {
    const document = (await server.admin.get('/api/openapi.json')).body;
    const schema = document.paths['/api/subcontractor/'].post.requestBody.content['application/json'].schema;
    expect(schema.properties).toMatchObject({
      name: { type: 'string', maxLength: 120 },
      hourly_rate: { anyOf: [{ type: 'number' }, { type: 'string' }], minimum: 0, maximum: 100_000_000 },
      contract_value: { maximum: 50_000_000 },
      rating: { minimum: 0, maximum: 5 },
      email: { format: 'email', maxLength: 254 },
      contract_number: { pattern: '^UM/\\d{4}/\\d{1,4}$' },
      vat_payer: { type: 'boolean', nullable: true },
      materials: { type: 'array', items: { type: 'integer', minimum: 1 } },
    });
    expect(schema.properties.days_left).toBeUndefined();
    expect(schema.required).toEqual(expect.arrayContaining(['site', 'name', 'trade', 'nip', 'hourly_rate', 'contract_from']));
  });
});
