/**
 * An import undone as a whole (issue 32 §1) on both databases: the import listed with its file,
 * its added rows deleted and its changed rows' previous values written back in one transaction,
 * recorded in the history as the undoing; refused with 409 and a Polish message once a later
 * change touched one of its rows, and when undone already.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { createAccount } from '../helpers/accounts';
import { buildCompany, type Company } from '../helpers/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Arkusz1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDialects)('undoing an import on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let siteName: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
    siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
  });
  afterAll(() => server.close());

  async function importFile(resource: string, content: Buffer, name: string, auth = basic(ADMIN.username, ADMIN.password)) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.url}/api/import/${resource}/`, { method: 'POST', headers: auth, body: form });
    return { status: response.status, body: await response.json() };
  }
  const undo = async (id: number, auth = basic(ADMIN.username, ADMIN.password)) => {
    const response = await fetch(`${server.url}/api/imports/${id}/undo/`, { method: 'POST', headers: auth });
    return { status: response.status, body: await response.json() };
  };
  const vehicle = (registration: string) =>
    server.database.db.selectFrom('vehicle').selectAll().where('registration_number', '=', registration).executeTakeFirst();

  it('deletes the rows an import added and writes back the values it changed, recorded in the history', async () => {
    const headers = ['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa'];
    const first = await importFile('vehicles', await xlsx([headers, [910, 'WGR 910U', 'Liebherr A918', 'Koparka kołowa', 300, siteName]]), 'pierwszy.xlsx');
    expect(first.body).toMatchObject({ imported: true, added: 1 });
    const existing = (await vehicle('WGR 910U'))!;
    const before = await server.admin.get(`/api/vehicle/${existing.id}/`);
    const file = await xlsx([
      headers,
      [911, 'WGR 911U', 'Volvo FMX', 'Samochód ciężarowy', 400, siteName],
      [912, 'WGR 912U', 'MAN TGS', 'Samochód ciężarowy', 350, siteName],
      [910, 'wgr 910u', 'Model po imporcie', 'Koparka kołowa', 777, siteName],
    ]);
    const imported = await importFile('vehicles', file, 'maszyny.xlsx');
    expect(imported.body.problems).toEqual([]);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: true, added: 2, changed: 1 });
    const id = imported.body.importId as number;
    expect(id).toBeGreaterThan(0);
    expect((await server.admin.get(`/api/vehicle/${existing.id}/`)).body).toMatchObject({ vehicle_model: 'Model po imporcie', fuel_capacity: 777 });

    const listed = await server.admin.get('/api/imports/?resource=vehicles');
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({
      id,
      resource: 'vehicles',
      file_name: 'maszyny.xlsx',
      username: ADMIN.username,
      added: 2,
      changed: 1,
      undone_at: null,
    });
    const kept = await fetch(`${server.url}/api/imports/${id}/file/`, { headers: basic(ADMIN.username, ADMIN.password) });
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(file)).toBe(true);

    const added = (await vehicle('WGR 911U'))!;
    const undone = await undo(id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id, undone_by: ADMIN.username });
    expect(await vehicle('WGR 911U')).toBeUndefined();
    expect(await vehicle('WGR 912U')).toBeUndefined();
    expect((await server.admin.get(`/api/vehicle/${existing.id}/`)).body).toMatchObject({
      vehicle_model: before.body.vehicle_model,
      fuel_capacity: before.body.fuel_capacity,
    });
    const history = await server.database.db
      .selectFrom('change_event')
      .select(['entity', 'record_id', 'action', 'source', 'import_id'])
      .where('import_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.filter((event) => event.source === 'import')).toHaveLength(3);
    expect(history.filter((event) => event.source === 'import_undo')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ record_id: added.id, action: 'delete' }),
        expect.objectContaining({ record_id: existing.id, action: 'update' }),
      ]),
    );
    const listedHistory = await server.admin.get(`/api/history/?entity=vehicles&record=${existing.id}`);
    expect(listedHistory.body[0]).toMatchObject({ action: 'update', source: 'import_undo', import_id: id });
    const shown = await server.admin.get(`/api/history/export/?entity=vehicles&record=${existing.id}`);
    expect(shown.text).toContain(';Zmiana (cofnięcie importu);');

    const again = await undo(id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Ten import został już cofnięty.');
    expect((await server.admin.get('/api/imports/?resource=vehicles')).body[0]).toMatchObject({ id, undone_by: ADMIN.username });
  });

  it('refuses with 409 once a later change touched a row of the import, and changes nothing', async () => {
    const file = await xlsx([
      ['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa'],
      [921, 'WGR 921U', 'Scania R', 'Samochód ciężarowy', 400, siteName],
      [922, 'WGR 922U', 'Scania G', 'Samochód ciężarowy', 400, siteName],
    ]);
    const imported = await importFile('vehicles', file, 'maszyny.xlsx');
    expect(imported.body.problems).toEqual([]);
    expect(imported.body).toMatchObject({ imported: true, added: 2 });
    const touched = (await vehicle('WGR 922U'))!;
    const { id: _id, ...stored } = (await server.admin.get(`/api/vehicle/${touched.id}/`)).body;
    const edited = await server.admin.put(`/api/vehicle/${touched.id}/`, { ...stored, vehicle_model: 'Scania G 410' });
    expect(edited.status).toBe(200);

    const refused = await undo(imported.body.importId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^Nie można cofnąć importu: rekord „.*WGR 922U.*” zmieniono po imporcie \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, admin\)\. Import można cofnąć tylko wtedy, gdy jego rekordów nikt później nie zmieniał\.$/,
    );
    expect(await vehicle('WGR 921U')).toBeDefined();
    expect(await vehicle('WGR 922U')).toMatchObject({ vehicle_model: 'Scania G 410' });
    expect((await server.admin.get('/api/imports/?resource=vehicles')).body[0]).toMatchObject({ id: imported.body.importId, undone_at: null });
  });

  it("shows a site manager only its own imports and refuses another account's import", async () => {
    const manager = await createAccount(server, { role: 'site_manager', sites: [company.site] });
    const auth = basic(manager.username, manager.password);
    const mine = await importFile(
      'materials',
      await xlsx([
        ['Nazwa', 'Budowa'],
        ['Cement do cofnięcia', siteName],
      ]),
      'materialy.xlsx',
      auth,
    );
    expect(mine.body).toMatchObject({ imported: true, added: 1 });
    const theirs = await importFile(
      'materials',
      await xlsx([
        ['Nazwa', 'Budowa'],
        ['Cement administratora', siteName],
      ]),
      'materialy.xlsx',
    );
    const listed = await fetch(`${server.url}/api/imports/?resource=materials`, { headers: auth });
    expect((await listed.json()).map((record: { id: number }) => record.id)).toEqual([mine.body.importId]);
    expect((await undo(theirs.body.importId, auth)).status).toBe(404);
    expect((await undo(mine.body.importId, auth)).status).toBe(200);
    expect(await server.database.db.selectFrom('material').select('id').where('name', '=', 'Cement do cofnięcia').execute()).toEqual([]);
    const office = await createAccount(server, { role: 'office' });
    const officeAuth = basic(office.username, office.password);
    expect(await (await fetch(`${server.url}/api/imports/?resource=materials`, { headers: officeAuth })).json()).toEqual([]);
    expect((await undo(mine.body.importId, officeAuth)).status).toBe(403);
  });
});

describe.each(testDialects)('import template on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
  });
  afterAll(() => server.close());

  it('gives an XLSX with the columns, an example row and lists for enum and reference columns, which imports back once filled in', async () => {
    const response = await fetch(`${server.url}/api/import/vehicles/template/`, { headers: basic(ADMIN.username, ADMIN.password) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain('Szablon importu - Maszyny.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [data, lists] = workbook.worksheets;
    const headers = (data.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Numer boczny', 'Numer rejestracyjny', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa']));
    const column = (label: string) => headers.indexOf(label) + 1;
    expect(data.getCell(2, column('Typ pojazdu')).value).toBe('Samochód ciężarowy');
    expect(lists.name).toBe('Listy');
    const listOf = (label: string) => {
      const index = (lists.getRow(1).values as unknown[]).indexOf(label);
      const values: unknown[] = [];
      for (let row = 2; lists.getCell(row, index).value !== null; row++) values.push(lists.getCell(row, index).value);
      return { letter: lists.getColumn(index).letter, values };
    };
    const types = listOf('Typ pojazdu');
    expect(types.values).toContain('Samochód ciężarowy');
    const sites = listOf('Budowa');
    const siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    expect(sites.values).toContain(siteName);
    const validation = data.getCell(5, column('Typ pojazdu')).dataValidation;
    expect(validation).toMatchObject({ type: 'list', formulae: [`Listy!$${types.letter}$2:$${types.letter}$${types.values.length + 1}`] });
    expect(data.getCell(5, column('Budowa')).dataValidation).toMatchObject({
      type: 'list',
      formulae: [`Listy!$${sites.letter}$2:$${sites.letter}$${sites.values.length + 1}`],
    });

    // Filled in like a user would: the example row replaced by a real machine.
    data.getCell(2, column('Numer boczny')).value = 931;
    data.getCell(2, column('Numer rejestracyjny')).value = 'WGR 931T';
    data.getCell(2, column('Budowa')).value = siteName;
    const form = new FormData();
    form.append('dry_run', 'true');
    form.append('file', new Blob([new Uint8Array(Buffer.from(await workbook.xlsx.writeBuffer()))]), 'szablon.xlsx');
    const checked = await fetch(`${server.url}/api/import/vehicles/`, { method: 'POST', headers: basic(ADMIN.username, ADMIN.password), body: form });
    const report = await checked.json();
    expect(report.ignored).toEqual([]);
    expect(report.problems.filter((problem: { field: string }) => ['vehicle_type', 'site', 'fleet_number'].includes(problem.field))).toEqual([]);
  });
});

describe.each(testDialects)('employees import on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
  });
  afterAll(() => server.close());

  async function importFile(content: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'pracownicy.xlsx');
    const response = await fetch(`${server.url}/api/import/employees/`, { method: 'POST', headers: basic(ADMIN.username, ADMIN.password), body: form });
    return { status: response.status, body: await response.json() };
  }
  const undo = async (id: number) => {
    const response = await fetch(`${server.url}/api/imports/${id}/undo/`, { method: 'POST', headers: basic(ADMIN.username, ADMIN.password) });
    return { status: response.status, body: await response.json() };
  };
  const account = (username: string) =>
    server.database.db
      .selectFrom('person as p')
      .innerJoin('app_user as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.first_name', 'p.last_name', 'p.pesel', 'p.site', 'p.role', 'u.password_hash'])
      .where('u.username', '=', username)
      .executeTakeFirst();

  it('finds an employee by PESEL, else by login; adds new ones without a usable password; undoes it', async () => {
    const person = (await server.admin.get(`/api/persons/${company.person}/`)).body;
    const site = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    const roles = (await server.admin.get('/api/person-roles/')).body as Array<{ name: string; id: number }>;
    const role = roles[0];
    const own = roles.find((candidate) => candidate.id === person.role)!;
    const headers = ['Imię', 'Nazwisko', 'Pesel', 'Login', 'Rola', 'Budowa', 'E-mail'];
    const first = await xlsx([
      headers,
      [person.first_name, person.last_name, person.pesel, person.username, own.name, site, 'kadry@example.pl'],
      ['Anna', 'Nowak', '90020212347', 'anna.nowak', role.name, site, ''],
      ['Piotr', 'Wiśniewski', '', 'piotr.wisniewski', role.name, site, ''],
    ]);
    const imported = await importFile(first);
    expect(imported.body.problems).toEqual([]);
    expect(imported.body).toMatchObject({ imported: true, added: 2, changed: 1, unchanged: 0 });
    expect(imported.body.changes).toEqual([
      { row: 2, id: company.person, fields: [{ field: 'email', label: 'E-mail', from: person.email ?? null, to: 'kadry@example.pl' }] },
    ]);
    const anna = (await account('anna.nowak'))!;
    expect(anna).toMatchObject({ first_name: 'Anna', last_name: 'Nowak', pesel: '90020212347', site: company.site, role: role.id });
    // No password is imported: the new login cannot sign in until an administrator sets one.
    expect(anna.password_hash.startsWith('scrypt$')).toBe(false);
    const signIn = await server.anonymous.post('/api/admin-login/', { username: 'anna.nowak', password: '' });
    expect(signIn.status).toBeGreaterThanOrEqual(400);

    // Without a PESEL, the login finds the employee: the same person is changed, not added again.
    const second = await importFile(await xlsx([headers, ['Piotr', 'Wiśniewski-Kowal', '', 'piotr.wisniewski', role.name, site, '']]));
    expect(second.body).toMatchObject({ imported: true, added: 0, changed: 1 });
    expect(await account('piotr.wisniewski')).toMatchObject({ last_name: 'Wiśniewski-Kowal' });

    // The first import's row changed since: it cannot be undone until the later import is.
    const refused = await undo(imported.body.importId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('Nie można cofnąć importu: rekord „Piotr Wiśniewski-Kowal” zmieniono po imporcie');
    expect((await undo(second.body.importId)).status).toBe(200);
    expect(await account('piotr.wisniewski')).toMatchObject({ last_name: 'Wiśniewski' });
    expect((await undo(imported.body.importId)).status).toBe(200);
    expect(await account('anna.nowak')).toBeUndefined();
    expect(await account('piotr.wisniewski')).toBeUndefined();
    expect((await server.admin.get(`/api/persons/${company.person}/`)).body).toMatchObject({ email: person.email ?? null });
  });

  it('reports a login taken by another employee and a row twice in the file', async () => {
    const person = (await server.admin.get(`/api/persons/${company.person}/`)).body;
    const site = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    const role = ((await server.admin.get('/api/person-roles/')).body as Array<{ name: string }>)[0];
    const file = await xlsx([
      ['Imię', 'Nazwisko', 'Pesel', 'Login', 'Rola', 'Budowa'],
      ['Ewa', 'Zielińska', '91030312342', person.username, role.name, site],
      ['Jan', 'Mazur', '92040412347', 'jan.mazur', role.name, site],
      ['Jan', 'Mazur', '92040412347', 'jan.mazur', role.name, site],
    ]);
    const result = await importFile(file);
    expect(result.status).toBe(400);
    expect(result.body.problems.map((problem: { text: string }) => problem.text)).toEqual([
      expect.stringMatching(/^wiersz 2, Login: /),
      'wiersz 4: Ten sam rekord co w wierszu 3.',
    ]);
    expect(await account('jan.mazur')).toBeUndefined();
  });
});
