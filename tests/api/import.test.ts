/**
 * Import of spreadsheets into registry resources (issue 32 §1) on both databases: XLSX written with
 * exceljs, CSV as a Polish Excel saves it (Windows-1250, `;`, decimal commas), SAT's own export
 * imported back unchanged; counts, stored values, the registry's rules reported row by row, all or
 * nothing, an existing row changed rather than duplicated, the history marking the import, a file
 * refused by its content and its size, and who may import.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROGRESS_TYPE, MAX_IMPORT_ROWS, type ImportProgressLine } from '../../src/domain/imports';
import { REQUIRED_MESSAGE } from '../../src/domain/validation';
import { vehicleTypeLabels } from '../../src/domain/vehicleTypes';
import { PROGRESS_ROWS } from '../../server/imports/importRows';
import { testDialects } from '../helpers/databases';
import { createAccount } from '../helpers/accounts';
import { buildCompany, type Company } from '../helpers/fixtures';
import { ADMIN, startTestServer, type TestServer, countRows } from '../helpers/server';

const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Arkusz1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV as Polish Excel saves it: `;`, CRLF, Windows-1250. */
const windows1250Csv = (rows: string[][]) => iconv.encode(rows.map((row) => row.join(';')).join('\r\n') + '\r\n', 'win1250');

describe.each(testDialects)('import on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let siteName: string;
  let otherSiteName: string;
  beforeAll(async () => {
    // 0,5 MB: a file over the limit is quick to send.
    server = await startTestServer(dialect, { ATTACHMENT_MAX_MB: '0.5' });
    company = await buildCompany(server.admin);
    siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    otherSiteName = (await server.admin.get(`/api/site/${company.otherSite}/`)).body.name;
  });
  afterAll(() => server.close());

  async function importFile(
    resource: string,
    content: Buffer,
    name: string,
    options: { dryRun?: boolean; mapping?: object; auth?: Record<string, string>; site?: number } = {},
  ) {
    const form = new FormData();
    if (options.dryRun) form.append('dry_run', 'true');
    if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
    if (options.site) form.append('site', String(options.site));
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.url}/api/import/${resource}/`, {
      method: 'POST',
      headers: options.auth ?? basic(ADMIN.username, ADMIN.password),
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  /** The import's answer as progress lines (Accept: application/x-ndjson), and the chunks they came in. */
  async function streamImport(resource: string, content: Buffer, name: string, options: { dryRun?: boolean; headers?: Record<string, string> } = {}) {
    const form = new FormData();
    if (options.dryRun) form.append('dry_run', 'true');
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.url}/api/import/${resource}/`, {
      method: 'POST',
      headers: { ...basic(ADMIN.username, ADMIN.password), accept: IMPORT_PROGRESS_TYPE, ...options.headers },
      body: form,
    });
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) chunks.push(decoder.decode(chunk, { stream: true }));
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ImportProgressLine);
    return { response, chunks, progress: lines.slice(0, -1) as Array<{ done: number; rows: number }>, last: lines.at(-1) as { status: number; body: unknown } };
  }

  /** A CSV of `count` materials of the site, named `prefix 1`…, as Polish Excel saves it. */
  const materialsCsv = (prefix: string, count: number, broken?: number) =>
    windows1250Csv([['Nazwa', 'Budowa'], ...Array.from({ length: count }, (_, i) => [i + 1 === broken ? 'Zepsuty' : `${prefix} ${i + 1}`, siteName])]);

  const vehiclesNamed = (registration: string) =>
    server.database.db.selectFrom('vehicle').selectAll().where('registration_number', '=', registration).execute();
  const count = (table: string) => countRows(server, table);

  it('checks an XLSX file on a dry run without storing it, then imports its rows with the history marking the import', async () => {
    const file = await xlsx([
      ['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa', 'Uwagi'],
      [701, 'wgr 701x', 'Volvo FMX 460', 'Samochód ciężarowy', 410.5, siteName, 'nowa'],
      [702, 'WGR 702X', 'MAN TGS cysterna', 'cysterna', '12 000,25', siteName, ''],
    ]);
    const vehicles = await count('vehicle');
    const checked = await importFile('vehicles', file, 'maszyny.xlsx', { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ dryRun: true, imported: false, rows: 2, added: 2, changed: 0, unchanged: 0, problems: [], ignored: ['Uwagi'] });
    expect(checked.body.mapping).toMatchObject({ 'Numer boczny': 'fleet_number', Budowa: 'site', Uwagi: null });
    expect(await count('vehicle')).toBe(vehicles);

    const imported = await importFile('vehicles', file, 'maszyny.xlsx');
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ dryRun: false, imported: true, added: 2 });
    const [volvo] = await vehiclesNamed('WGR 701X');
    expect(volvo).toMatchObject({ fleet_number: 701, vehicle_model: 'Volvo FMX 460', vehicle_type: 'TRUCK', fuel_capacity: 410.5, site: company.site });
    const [tanker] = await vehiclesNamed('WGR 702X');
    expect(tanker).toMatchObject({ vehicle_type: 'TANK', fuel_capacity: 12000.25 });
    const history = await server.database.db
      .selectFrom('change_event')
      .selectAll()
      .where('entity', '=', 'vehicles')
      .where('record_id', '=', volvo.id)
      .execute();
    expect(history).toEqual([expect.objectContaining({ action: 'create', source: 'import', username: ADMIN.username })]);
    const shown = await server.admin.get(`/api/history/export/?entity=vehicles&record=${volvo.id}`);
    expect(shown.text).toContain(';Dodanie (import);');
  });

  it('reads a Windows-1250 CSV with decimal commas and changes an existing place instead of adding it again', async () => {
    const file = windows1250Csv([
      ['Nazwa', 'Szerokość geograficzna', 'Długość geograficzna', 'Budowa'],
      ['Żwirownia Mogielnica', '51,7', '20,7123456789', siteName],
      ['Składowisko Łęczyca', '52,0591', '19,2011', siteName],
    ]);
    const places = await count('place');
    const checked = await importFile('places', file, 'miejsca.csv', { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ added: 1, changed: 1, unchanged: 0, problems: [] });
    expect(checked.body.changes).toEqual([
      { row: 2, id: company.place, fields: [{ field: 'latitude', label: 'Szerokość geograficzna', from: 51.6912345678, to: 51.7 }] },
    ]);

    expect((await importFile('places', file, 'miejsca.csv')).status).toBe(200);
    expect(await count('place')).toBe(places + 1);
    expect((await server.admin.get(`/api/place/${company.place}/`)).body).toMatchObject({ name: 'Żwirownia Mogielnica', latitude: 51.7 });
    const added = await server.database.db.selectFrom('place').selectAll().where('name', '=', 'Składowisko Łęczyca').executeTakeFirstOrThrow();
    expect(added).toMatchObject({ latitude: 52.0591, longitude: 19.2011, site: company.site });
    const change = await server.database.db
      .selectFrom('change_event')
      .selectAll()
      .where('entity', '=', 'places')
      .where('record_id', '=', company.place)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ action: 'update', source: 'import' });

    // The same file again: nothing to change.
    const again = await importFile('places', file, 'miejsca.csv');
    expect(again.body).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
  });

  it("imports SAT's own CSV export back unchanged", async () => {
    const exported = await fetch(`${server.url}/api/vehicle/export/`, { headers: basic(ADMIN.username, ADMIN.password) });
    const content = Buffer.from(await exported.arrayBuffer());
    const rows = content.toString('utf8').trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThanOrEqual(4);
    const vehicles = await count('vehicle');
    const result = await importFile('vehicles', content, 'maszyny_wszystkie.csv');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ rows, added: 0, changed: 0, unchanged: rows, problems: [], ignored: [] });
    expect(await count('vehicle')).toBe(vehicles);
  });

  it('finds people by PESEL, by "Nazwisko Imię" or by the export\'s Imię and Nazwisko columns, and reports a name two people share', async () => {
    const file = await xlsx([
      ['Pracownik', 'Rodzaj', 'Ważny od', 'Ważny do', 'Koszt'],
      ['85010112345', 'Badanie lekarskie', '01.02.2026', new Date(Date.UTC(2027, 1, 1)), '120,50'],
      ['Kowalski Jan', 'Prawo jazdy', 46023, '31.12.2030', ''],
    ]);
    const checked = await importFile('employee-documents', file, 'dokumenty.xlsx');
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ added: 2, problems: [] });
    const documents = await server.database.db.selectFrom('employee_document').selectAll().where('person', '=', company.person).orderBy('id').execute();
    expect(documents.map(({ kind, valid_from, valid_until }) => ({ kind, valid_from, valid_until }))).toEqual([
      { kind: 'medical', valid_from: '2026-02-01', valid_until: '2027-02-01' },
      { kind: 'licence', valid_from: '2026-01-01', valid_until: '2030-12-31' },
    ]);
    expect((await server.admin.get(`/api/employee-document/${documents[0].id}/`)).body.cost).toBe(120.5);

    // The export's columns: Imię and Nazwisko name the person together.
    const split = await xlsx([
      ['Imię', 'Nazwisko', 'Rodzaj', 'Ważny od', 'Ważny do'],
      ['Jan', 'Kowalski', 'Uprawnienia UDT', '01.03.2026', '01.03.2028'],
    ]);
    expect((await importFile('employee-documents', split, 'dokumenty.xlsx', { dryRun: true })).body).toMatchObject({ added: 1, problems: [] });

    const roles = (await server.admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
    const namesake = await server.admin.post('/api/users/', {
      username: 'jan.kowalski.drugi',
      password: 'haslo-drugiego-1',
      first_name: 'Jan',
      last_name: 'Kowalski',
      role: roles[0].id,
      site: company.otherSite,
    });
    expect(namesake.status).toBe(201);
    const ambiguous = await importFile('employee-documents', split, 'dokumenty.xlsx', { dryRun: true });
    expect(ambiguous.body.problems.map((problem: { text: string }) => problem.text)).toEqual([
      'wiersz 2, Pracownik: „Jan Kowalski” pasuje do 2 rekordów: podaj jednoznaczną wartość.',
    ]);
  });

  it('lists every problem with its row and stores nothing when any row breaks a rule', async () => {
    const file = windows1250Csv([
      ['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa'],
      ['801', 'WGR 801Y', 'Volvo', 'Samochód ciężarowy', '300', siteName],
      ['802', 'WGR 802Y', 'Volvo', 'Samochód ciężarowy', '-5', siteName],
      ['803', 'WGR 801Y', 'Volvo', 'Samochód ciężarowy', '300', siteName],
      ['801', 'WGR 804Y', 'Volvo', 'Rakieta', '300', 'Budowa na Księżycu'],
      ['801', 'WGR 805Y', 'Volvo', 'Samochód ciężarowy', '300', siteName],
      ['806', '', 'Volvo', 'Samochód ciężarowy', 'dużo', siteName],
    ]);
    const vehicles = await count('vehicle');
    const events = await count('change_event');
    const result = await importFile('vehicles', file, 'maszyny.csv');
    expect(result.status).toBe(400);
    expect(result.body.imported).toBe(false);
    expect(result.body.problems.map((problem: { text: string }) => problem.text)).toEqual([
      'wiersz 3, Pojemność zbiornika (l): Wartość nie może być mniejsza niż 0.',
      'wiersz 4: Ten sam rekord co w wierszu 2.',
      `wiersz 5, Typ pojazdu: Wybierz jedną z wartości: ${Object.values(vehicleTypeLabels).join(', ')}.`,
      'wiersz 5, Budowa: Nie znaleziono „Budowa na Księżycu”.',
      'wiersz 6, Numer boczny: Pojazd o tym numerze bocznym już istnieje na tej budowie.',
      `wiersz 7, Numer rejestracyjny: ${REQUIRED_MESSAGE}`,
      'wiersz 7, Pojemność zbiornika (l): Podaj liczbę.',
    ]);
    expect(await count('vehicle')).toBe(vehicles);
    expect(await count('change_event')).toBe(events);
    expect(await vehiclesNamed('WGR 801Y')).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet by its content, and one over the size limit', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const notCsv = await importFile('materials', pdf, 'materialy.csv');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.detail).toBe('Plik „materialy.csv” nie jest arkuszem XLSX ani plikiem CSV: sprawdzono jego zawartość, nie nazwę.');
    const notXlsx = await importFile('materials', Buffer.from(`Nazwa;Budowa\r\nCement;${siteName}\r\n`), 'materialy.xlsx', { dryRun: true });
    expect(notXlsx.status).toBe(200);
    const many = await importFile('materials', Buffer.from(`Nazwa;Budowa\r\n${`Kruszywo;${siteName}\r\n`.repeat(MAX_IMPORT_ROWS + 1)}`), 'materialy.csv');
    expect(many.status).toBe(400);
    expect(many.body.detail).toBe('Plik ma za dużo wierszy: jednorazowo można zaimportować najwyżej 10\u00a0000. Podziel go na mniejsze pliki.');
    const large = Buffer.from(`Nazwa;Budowa\r\n${`Kruszywo;${siteName}\r\n`.repeat(40_000)}`);
    const tooLarge = await importFile('materials', large, 'materialy.csv');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toBe('Plik jest za duży. Największy dozwolony rozmiar to 0,5 MB.');
  });

  it('takes a corrected mapping, and lets a site manager import only into its own site', async () => {
    const manager = await createAccount(server, { role: 'site_manager', sites: [company.site] });
    const auth = basic(manager.username, manager.password);
    const file = await xlsx([
      ['Materiał', 'Budowa'],
      ['Cement CEM I', siteName],
    ]);
    const unmapped = await importFile('materials', file, 'materialy.xlsx', { auth, dryRun: true });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.problems.map((problem: { text: string }) => problem.text)).toEqual([`wiersz 2, Nazwa: ${REQUIRED_MESSAGE}`]);
    const mapped = await importFile('materials', file, 'materialy.xlsx', { auth, mapping: { Materiał: 'name' } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.added).toBe(1);
    const other = await xlsx([
      ['Nazwa', 'Budowa'],
      ['Cement CEM II', otherSiteName],
    ]);
    const refused = await importFile('materials', other, 'materialy.xlsx', { auth });
    expect(refused.status).toBe(400);
    expect(refused.body.problems.map((problem: { text: string }) => problem.text)).toEqual([`wiersz 2, Budowa: Nie znaleziono „${otherSiteName}”.`]);
    // A file without a site column: its rows go to the site sent with it (the app's selected site), only one of the account's.
    const names = await xlsx([['Nazwa'], ['Cement CEM III']]);
    const onSite = await importFile('materials', names, 'materialy.xlsx', { auth, site: company.site });
    expect(onSite.body).toMatchObject({ imported: true, added: 1 });
    const stored = await server.database.db.selectFrom('material').selectAll().where('name', '=', 'Cement CEM III').execute();
    expect(stored).toEqual([expect.objectContaining({ site: company.site })]);
    const elsewhere = await importFile('materials', await xlsx([['Nazwa'], ['Cement CEM IV']]), 'materialy.xlsx', { auth, site: company.otherSite });
    expect(elsewhere.status).toBe(403);
    const office = await createAccount(server, { role: 'office' });
    expect((await importFile('materials', file, 'materialy.xlsx', { auth: basic(office.username, office.password) })).status).toBe(403);
    expect((await importFile('nie-ma-takiego', file, 'pracownicy.xlsx')).status).toBe(404);
  });

  it(`checks ${MAX_IMPORT_ROWS} rows at once`, async () => {
    const file = materialsCsv('Kruszywo z pliku', MAX_IMPORT_ROWS);
    const checked = await importFile('materials', file, 'materialy.csv', { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ rows: MAX_IMPORT_ROWS, added: MAX_IMPORT_ROWS, problems: [] });
  }, 120_000);

  it('streams the rows checked as lines of JSON, then the same answer as the JSON one, uncompressed', async () => {
    const rows = 1200;
    const file = materialsCsv('Piasek z pliku', rows);
    const json = await importFile('materials', file, 'materialy.csv', { dryRun: true });
    expect(json.status).toBe(200);
    const { response, chunks, progress, last } = await streamImport('materials', file, 'materialy.csv', {
      dryRun: true,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('content-encoding')).toBeNull();
    // The lines came as the rows were checked, not all at the end.
    expect(chunks[0]).not.toContain('"status"');
    expect(progress[0]).toEqual({ done: 0, rows });
    expect(progress.at(-1)).toEqual({ done: rows, rows });
    expect(progress.length).toBeGreaterThanOrEqual(rows / 250);
    for (const [index, line] of progress.entries()) {
      expect(line.rows).toBe(rows);
      if (index > 0) expect(line.done).toBeGreaterThan(progress[index - 1].done);
    }
    expect(last).toEqual({ status: 200, body: json.body });

    // A file with problems: the 400 and its report, as the JSON answer has them.
    const broken = windows1250Csv([['Nazwa', 'Budowa'], ...Array.from({ length: 300 }, (_, i) => [i === 299 ? '' : `Żwir z pliku ${i}`, siteName])]);
    const refused = await importFile('materials', broken, 'materialy.csv');
    expect(refused.status).toBe(400);
    const streamed = await streamImport('materials', broken, 'materialy.csv');
    expect(streamed.last).toEqual({ status: 400, body: refused.body });
    expect(streamed.last.body).toMatchObject({
      detail: 'Import nie został wykonany: popraw błędy w pliku.',
      problems: [expect.objectContaining({ row: 301 })],
    });
    // A file refused before its rows are read is answered as JSON, with its status.
    const empty = await streamImport('materials', windows1250Csv([['Nazwa', 'Budowa']]), 'materialy.csv');
    expect(empty.response.status).toBe(400);
    expect(empty.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(empty.last).toEqual({ detail: 'Plik nie zawiera wierszy do zaimportowania.', errors: { file: ['Plik nie zawiera wierszy do zaimportowania.'] } });
  });

  it('rolls back and tells the error in the last line when the database fails in the middle of an import', async () => {
    const failing =
      dialect === 'sqlite'
        ? [`CREATE TRIGGER import_test_failure BEFORE INSERT ON material WHEN NEW.name = 'Zepsuty' BEGIN SELECT RAISE(ABORT, 'test failure'); END`]
        : [
            `CREATE FUNCTION import_test_failure() RETURNS trigger AS $$ BEGIN IF NEW.name = 'Zepsuty' THEN RAISE EXCEPTION 'test failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
            'CREATE TRIGGER import_test_failure BEFORE INSERT ON material FOR EACH ROW EXECUTE FUNCTION import_test_failure()',
          ];
    for (const statement of failing) await sql.raw(statement).execute(server.database.db);
    try {
      const materials = await count('material');
      const events = await count('change_event');
      const imports = await count('data_import');
      const { response, progress, last } = await streamImport('materials', materialsCsv('Cement z pliku', 700, 600), 'materialy.csv');
      expect(response.status).toBe(200);
      // Reported at least every PROGRESS_ROWS rows: the rows before the failing one were told.
      expect(progress.at(-1)!.done).toBeGreaterThan(599 - PROGRESS_ROWS);
      expect(progress.every((line) => line.done < 600)).toBe(true);
      expect(last).toEqual({ status: 500, body: { detail: 'Wystąpił błąd serwera.' } });
      expect(await count('material')).toBe(materials);
      expect(await count('change_event')).toBe(events);
      expect(await count('data_import')).toBe(imports);
    } finally {
      await sql.raw('DROP TRIGGER import_test_failure' + (dialect === 'sqlite' ? '' : ' ON material')).execute(server.database.db);
    }
  });
});
