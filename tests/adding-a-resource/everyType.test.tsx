// @vitest-environment jsdom
/**
 * Issue 14 §6: a resource that uses every field type and rule is still one declaration and one
 * generated migration. `contractors` (Kontrahenci, ./contractorsResource.ts) joins the registry,
 * `generateMigration` writes its table, join table and indexes into a temporary folder, a fresh
 * server on each database runs it, and the app (jsdom) is driven against that server: menu entry
 * and icon, list cells, filters in the address, search, each rule refused under its field (the
 * client's before anything is sent, the server's same-site and unique rules from its 400), the
 * saved row read back, edit, an attachment, CSV and bulk delete.
 */
import './registerContractors';
import '../../src/test/domSetup';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql, type Migration } from 'kysely';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { resourceList } from '../../src/domain/resources';
import type { ApiRow } from '../../src/domain/resources/rows';
import { companyWallClock } from '../../src/domain/dates';
import { migrations } from '../../server/db/migrations';
import { generateMigration, runMigrations } from '../../server/db/migrationGenerator';
import { renderApp } from '../../src/test/renderApp';
import { getAuthProvider, getDataProvider } from '../../src/providers/api';
import { workScope } from '../../src/state/workScope';
import { testDialects } from '../helpers/databases';
import { buildCompany, type Company } from '../helpers/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { contractors } from './contractorsResource';

/** A contractor as the API reads it: the subcontractors' row type, derived from the same fields. */
type Contractor = ApiRow<'subcontractors'>;

const PATH = `${contractors.apiPath}/`;
const NBSP = '\u00a0';
const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
const realFetch = globalThis.fetch;
/** vitest's jsdom instance: the page moves to the test server's origin, so the app's upload (XHR) reaches it. */
const page = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void; window: { _origin: string } } }).jsdom;

/** A valid NIP (nine digits and their check digit), and the same digits with a wrong check digit. */
function nipOf(number: number): { valid: string; wrong: string } {
  for (let candidate = number; ; candidate += 1) {
    const digits = String(100_000_000 + candidate).slice(-9);
    const check = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;
    if (check !== 10) return { valid: `${digits}${check}`, wrong: `${digits}${(check + 1) % 10}` };
  }
}

/** The company day `days` from today: yyyy-MM-dd for the API, dd.MM.yyyy as typed. */
function companyDay(days: number) {
  const wall = companyWallClock(Date.now(), 'Europe/Warsaw');
  const iso = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days)).toISOString().slice(0, 10);
  return { iso, typed: iso.split('-').reverse().join('.') };
}

// The server runs in this test's process, where vitest's jsdom gives the page's Uint8Array, a
// constructor of another realm than Node's Buffers: the server's check of a file's content
// (file-type: `instanceof Uint8Array`) would then refuse every upload. Node's own, as in production.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;

const generatedDirectory = fs.mkdtempSync(path.join(import.meta.dirname, '.generated-'));
let contractorsMigration: Record<string, Migration>;

beforeAll(async () => {
  const generated = await generateMigration({ name: 'contractors', specs: resourceList, migrations, directory: generatedDirectory });
  // The resource's table with its unique keys and filter indexes, and the multi-reference's join table.
  expect(generated.comparison.problems).toEqual([]);
  expect(generated.comparison.changes).toEqual([
    expect.objectContaining({ kind: 'createTable', table: expect.objectContaining({ name: 'contractor' }) }),
    expect.objectContaining({ kind: 'createTable', table: expect.objectContaining({ name: 'contractor_materials' }) }),
  ]);
  const source = fs.readFileSync(generated.file!, 'utf8');
  for (const index of ['contractor_site_nip_key', 'contractor_site_trade_contract_number_key', 'contractor_materials_material_id_idx']) {
    expect(source).toContain(`createIndex('${index}')`);
  }
  // The name ignores letter case, Polish letters too.
  expect(source).toContain('create unique index contractor_site_name_key on contractor (site, unicode_upper(name))');
  contractorsMigration = { [generated.name!]: await import(/* @vite-ignore */ generated.file!) };
});

afterAll(() => fs.rmSync(generatedDirectory, { recursive: true, force: true }));

describe.each(testDialects)('a resource with every field type and rule, added by its declaration and generated migration, on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let betonex: Contractor;
  let transbud: Contractor;
  /** The app's requests, as the server got them. */
  let sent: Array<{ method: string; url: URL }> = [];
  const writes = () => sent.filter(({ method, url }) => method !== 'GET' && url.pathname.startsWith(PATH));
  const nip = nipOf(4_200_000);

  const read = async (query: string) => (await server.admin.get<Contractor[]>(`${PATH}?${query}`)).body;
  const joinRows = async () => Number((await sql<{ n: number }>`select count(*) as n from contractor_materials`.execute(server.database.db)).rows[0].n);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await runMigrations(server.database.db, { ...migrations, ...contractorsMigration });
    company = await buildCompany(server.admin);
    // Nowak works on the other site: no supervisor for a contractor of this one.
    await server.admin.post('/api/users/', {
      username: 'anna.nowak',
      password: 'haslo-kierowcy',
      first_name: 'Anna',
      last_name: 'Nowak',
      role: company.role,
      site: company.otherSite,
    });
    const seeded = async (body: Record<string, unknown>) => {
      const response = await server.admin.post<Contractor>(PATH, { site: company.site, contract_from: '2026-11-01', ...body });
      expect(response.status).toBe(201);
      return response.body;
    };
    betonex = await seeded({
      name: 'Betonex',
      trade: 'concrete',
      nip: nipOf(1_000).valid,
      hourly_rate: 100,
      vat_payer: false,
      contract_number: 'UM/2026/5',
      materials: [company.material],
    });
    transbud = await seeded({ name: 'Transbud', trade: 'transport', nip: nipOf(2_000).valid, hourly_rate: '75,5', vat_payer: true });
  });

  afterAll(() => server?.close());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    sent = [];
    // The page on the server's origin: the upload's XMLHttpRequest (which jsdom sends for real, CORS
    // rules and all) is then same-origin. reconfigure moves the document, not the origin jsdom's
    // XHR reads from the window; that is set beside it.
    page.reconfigure({ url: `${server.url}/` });
    page.window._origin = server.url;
    // The app's /api calls go to the test server, signed in with HTTP Basic (fetch, and the upload's XHR).
    vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
      if (typeof input !== 'string' || !input.startsWith('/')) return realFetch(input, init);
      const headers = new Headers(init.headers);
      headers.set('Authorization', basic);
      sent.push({ method: init.method ?? 'GET', url: new URL(input, server.url) });
      return realFetch(server.url + input, { ...init, headers });
    });
    const send = XMLHttpRequest.prototype.send;
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
      this.setRequestHeader('Authorization', basic);
      send.call(this, body);
    });
  });

  // No pointer-events check on every click (getComputedStyle up the tree): seconds in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const open = async (site: number | null = company.site) => {
    renderApp('/contractors', { site, backend: { dataProvider: getDataProvider({ scope: workScope.get }), authProvider: getAuthProvider() } });
    await screen.findByText('Betonex', {}, { timeout: 10_000 });
  };
  const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
  const cell = (text: string, column: string) => row(text).querySelector(`td.column-${column}`);

  /** Reads `label`, a required mark or nothing after it. */
  const reading = (label: string) => new RegExp(`^${label}(?![\\p{L}])`, 'u');
  /**
   * The `<label>` element in the dialog reading `label`, found by its text: a query by accessible
   * name has jsdom look up every field's labels, and it finds a field's labels by walking the
   * whole page once for each label in it (2–3 s of each dialog walk-through below).
   */
  const labelOf = (dialog: HTMLElement, label: string) =>
    [...dialog.querySelectorAll('label')].find((element) => reading(label).test(element.textContent ?? ''));
  /** The text field (an input or a text area) the label `label` is for. */
  const textField = (dialog: HTMLElement, label: string) => {
    const input = dialog.ownerDocument.getElementById(labelOf(dialog, label)?.htmlFor ?? '');
    expect(input?.matches('input[type="text"], textarea'), `${label}: ${input?.outerHTML}`).toBe(true);
    return input as HTMLInputElement | HTMLTextAreaElement;
  };

  /** Replaces a text input's value as a person does: select all, then type (paste, for speed). */
  async function fill(dialog: HTMLElement, label: string, text: string) {
    const input = textField(dialog, label);
    if (!text) await user.clear(input);
    else {
      // Into an empty input a click is enough; otherwise a triple click selects what the paste replaces.
      await (input.value ? user.tripleClick(input) : user.click(input));
      await user.paste(text);
    }
  }
  /** The form control (input, label, message under it) labelled `label`: by a `<label>`, or else by name (selects). */
  const control = (dialog: HTMLElement, label: string) =>
    (labelOf(dialog, label) ?? within(dialog).getAllByLabelText(reading(label))[0]).closest('.MuiFormControl-root') as HTMLElement;
  const under = (dialog: HTMLElement, label: string) =>
    (control(dialog, label).querySelector('.MuiFormHelperText-root')?.textContent ?? '').replace('\u200b', '');
  async function fillDay(dialog: HTMLElement, label: string, typed: string) {
    await user.click(within(control(dialog, label)).getByRole('spinbutton', { name: 'Dzień' }));
    await user.keyboard(typed.replaceAll('.', ''));
  }
  async function choose(dialog: HTMLElement, label: string, typed: string, option: RegExp) {
    const input = within(dialog).getByRole('combobox', { name: label });
    await user.clear(input);
    await user.type(input, typed);
    await user.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  }

  it('has its menu entry with the declared icon, a list of its cells, filters kept in the address, and search', async () => {
    await open();
    const entry = screen.getByRole('link', { name: 'Kontrahenci' });
    expect(entry).toHaveAttribute('href', '/contractors');
    expect(entry.querySelector('[data-testid="FactoryIcon"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Kontrahenci' })).toBeInTheDocument();
    // Money in złoty, the tri-state's Tak / Nie, a multi-reference by its rows' names.
    expect(cell('Betonex', 'hourly_rate')?.textContent).toBe(`100,00${NBSP}zł`);
    expect(cell('Transbud', 'hourly_rate')?.textContent).toBe(`75,50${NBSP}zł`);
    expect(cell('Betonex', 'vat_payer')).toHaveTextContent('Nie');
    expect(cell('Transbud', 'vat_payer')).toHaveTextContent('Tak');
    await waitFor(() => expect(cell('Betonex', 'materials')).toHaveTextContent('Piasek'));

    const filters = screen.getByRole('search', { name: 'Filtry' });
    await user.click(within(filters).getByRole('combobox', { name: 'Branża' }));
    await user.click(screen.getByRole('option', { name: 'Transport' }));
    await waitFor(() => expect(screen.queryByText('Betonex')).not.toBeInTheDocument());
    expect(screen.getByText('Transbud')).toBeInTheDocument();
    expect(window.location.search).toBe('?trade=transport');
    const listed = () => sent.filter(({ url }) => url.pathname === PATH).map(({ url }) => Object.fromEntries(url.searchParams));
    expect(listed().at(-1)).toMatchObject({ site: String(company.site), trade: 'transport' });
    await user.click(within(filters).getByRole('button', { name: 'Wyczyść filtry' }));
    await screen.findByText('Betonex');
    // The tri-state's filter: Tak / Nie / Brak.
    await user.click(within(filters).getByRole('combobox', { name: 'Czynny podatnik VAT' }));
    await user.click(screen.getByRole('option', { name: /^Nie$/ }));
    await waitFor(() => expect(screen.queryByText('Transbud')).not.toBeInTheDocument());
    expect(window.location.search).toBe('?vat_payer=false');
    expect(listed().at(-1)).toMatchObject({ vat_payer: 'false' });
    await user.click(within(filters).getByRole('button', { name: 'Wyczyść filtry' }));
    await screen.findByText('Transbud');

    await user.type(screen.getByPlaceholderText('Szukaj wartosci...'), 'beton');
    await waitFor(() => expect(screen.queryByText('Transbud')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Betonex')).toBeInTheDocument();
    expect(listed().at(-1)).toMatchObject({ q: 'beton' });
  });

  it('creates: each rule refused under its field, the client’s with nothing sent, the server’s from its 400; then stored', { timeout: 90_000 }, async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Dodaj kontrahenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj kontrahenta' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Dodaj kontrahenta' }));
    // The date pickers load with the first dialog.
    await within(dialog).findAllByRole('spinbutton', { name: 'Dzień' }, { timeout: 10_000 });
    // The server's refusals arrive after a round trip: on a loaded machine that can take over waitFor's default second.
    const expectUnder = async (messages: Record<string, string>) => {
      await waitFor(() => expect(Object.fromEntries(Object.keys(messages).map((label) => [label, under(dialog, label)]))).toEqual(messages), {
        timeout: 5000,
      });
    };

    // Required fields left empty; a money amount over the declared max, a decimal past its scale, too long a note.
    await fill(dialog, 'Wartość umowy', '60 000 000');
    await fill(dialog, 'Ocena', '4,25');
    await fill(dialog, 'Uwagi', 'x'.repeat(2001));
    await submit();
    const required = 'To pole jest wymagane.';
    await expectUnder({
      Nazwa: required,
      Branża: required,
      NIP: required,
      'Stawka godzinowa': required,
      'Umowa od': required,
      'Wartość umowy': 'Kwota nie może być większa niż 50 000 000 zł.',
      Ocena: 'Podaj wartość z najwyżej jednym miejscem po przecinku.',
      Uwagi: 'Tekst jest za długi (maks. 2000 znaków).',
    });

    // Every identifier, the pattern, money's places and minimum, and `after`.
    await fill(dialog, 'Nazwa', 'Betonex');
    await user.click(within(dialog).getByRole('combobox', { name: 'Branża' }));
    await user.click(screen.getByRole('option', { name: 'Roboty betoniarskie' }));
    await fill(dialog, 'NIP', nip.wrong);
    await fill(dialog, 'REGON', '123456784');
    await fill(dialog, 'PESEL właściciela', '44051401358');
    await fill(dialog, 'E-mail', 'biuro@');
    await fill(dialog, 'Telefon', '12345');
    await fill(dialog, 'Rejestracja pojazdu', '12');
    await fill(dialog, 'Numer umowy', 'umowa 7');
    await fill(dialog, 'Stawka godzinowa', '85,555');
    await fill(dialog, 'Wartość umowy', '-5');
    await fill(dialog, 'Ocena', '4,5');
    await fill(dialog, 'Uwagi', 'Zbrojenie i betonowanie podpór');
    await fillDay(dialog, 'Umowa od', companyDay(0).typed);
    await fillDay(dialog, 'Umowa do', companyDay(-3).typed);
    await submit();
    await expectUnder({
      Nazwa: '',
      NIP: 'Niepoprawny numer NIP (10 cyfr z poprawną cyfrą kontrolną).',
      REGON: 'Niepoprawny numer REGON (9 lub 14 cyfr z poprawną cyfrą kontrolną).',
      'PESEL właściciela': 'Niepoprawny numer PESEL.',
      'E-mail': 'Niepoprawny adres e-mail.',
      Telefon: 'Podaj numer telefonu: 9 cyfr, opcjonalnie z +48.',
      'Rejestracja pojazdu': 'Niepoprawny numer rejestracyjny (np. FZI 13RS).',
      'Numer umowy': 'Numer umowy ma postać UM/rrrr/nr, np. UM/2026/17.',
      'Stawka godzinowa': 'Podaj kwotę z najwyżej 2 miejscami po przecinku.',
      'Wartość umowy': 'Kwota nie może być ujemna.',
      'Umowa do': 'Koniec umowy musi być po jej początku.',
    });
    expect(writes()).toEqual([]);

    // Valid by every rule the dialog checks, but the name and the contract number (in this trade)
    // are Betonex's: the server's unique rules answer 400, shown under their fields.
    await fill(dialog, 'NIP', nip.valid);
    await fill(dialog, 'REGON', '');
    await fill(dialog, 'PESEL właściciela', '');
    await fill(dialog, 'E-mail', 'biuro@kruszbud.pl');
    await fill(dialog, 'Telefon', '600 100 200');
    await fill(dialog, 'Rejestracja pojazdu', 'fzi 13rs');
    await fill(dialog, 'Numer umowy', 'UM/2026/5');
    await fill(dialog, 'Stawka godzinowa', '1 234,5');
    await fill(dialog, 'Wartość umowy', '250 000,10');
    await fillDay(dialog, 'Umowa do', companyDay(10).typed);
    await choose(dialog, 'Kierownik', 'Kowal', /Kowalski/);
    await choose(dialog, 'Dostarczane materiały', 'Pias', /^Piasek$/);
    await submit();
    await expectUnder({
      Nazwa: 'Podwykonawca o tej nazwie już jest na tej budowie.',
      'Numer umowy': 'Ta budowa ma już umowę o tym numerze w tej branży.',
    });
    expect(writes().map(({ method }) => method)).toEqual(['POST']);
    expect(await read(`site=${company.site}&q=${nip.valid}`)).toEqual([]);
    // The contract's scan, uploaded by the dialog (XHR to POST /api/attachments/), then saved.
    await fill(dialog, 'Nazwa', 'Kruszbud');
    await fill(dialog, 'Numer umowy', 'UM/2026/7');
    const pdf = new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'umowa.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    expect(await within(dialog).findByRole('link', { name: 'umowa.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });

    const [stored] = await read(`site=${company.site}&q=Kruszbud`);
    expect(stored).toMatchObject({
      name: 'Kruszbud',
      trade: 'concrete',
      nip: nip.valid,
      phone: '+48 600 100 200',
      vehicle_plate: 'FZI 13RS',
      hourly_rate: 1234.5,
      contract_value: 250000.1,
      rating: 4.5,
      vat_payer: null,
      insured: false,
      contract_from: companyDay(0).iso,
      contract_until: companyDay(10).iso,
      days_left: 10,
      supervisor: company.person,
      materials: [company.material],
      contract_scan: [expect.objectContaining({ name: 'umowa.pdf' })],
    });
    // Its list row: money in złoty, "Brak" for VAT not known, the days left, the scan's link.
    expect(await screen.findByText('Kruszbud')).toBeInTheDocument();
    expect(cell('Kruszbud', 'hourly_rate')?.textContent).toBe(`1${NBSP}234,50${NBSP}zł`);
    expect(cell('Kruszbud', 'vat_payer')).toHaveTextContent('Brak');
    expect(cell('Kruszbud', 'days_left')).toHaveTextContent('10');
    expect(within(row('Kruszbud')).getByRole('link', { name: /umowa\.pdf/ })).toBeInTheDocument();
  });

  it('exports the CSV: the declared columns’ labels, money with a decimal comma, the tri-state’s Brak, the days left', async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (file: Blob) => ((blob = file), 'blob:csv');
        static revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    await open();
    await user.click(screen.getByRole('button', { name: 'Eksportuj' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0].name).toMatch(/^kontrahenci_.*\.csv$/);
    expect(sent.some(({ url }) => url.pathname === contractors.csvExport.path)).toBe(true);
    const lines = (await saved[0].blob.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nazwa;Branża;NIP;Stawka godzinowa;Wartość umowy;Czynny podatnik VAT;Umowa od;Umowa do;Dni do końca umowy;Kierownik');
    expect(lines).toContain(`Kruszbud;Roboty betoniarskie;${nip.valid};1234,50;250000,10;Brak;${companyDay(0).typed};${companyDay(10).typed};10;Kowalski`);
    expect(lines).toContain(`Transbud;Transport;${transbud.nip};75,50;;Tak;01.11.2026;;;`);
    expect(lines).toContain(`Betonex;Roboty betoniarskie;${nipOf(1_000).valid};100,00;;Nie;01.11.2026;;;`);
  });

  it('edits on the all-sites list: a supervisor of another site refused by the server under the field, then saved', { timeout: 60_000 }, async () => {
    await open(null);
    await user.click(within(row('Kruszbud')).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj kontrahenta' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Edytuj kontrahenta' }));
    await within(dialog).findAllByRole('spinbutton', { name: 'Dzień' }, { timeout: 10_000 });
    await choose(dialog, 'Kierownik', 'Now', /Nowak/);
    await submit();
    await waitFor(() => expect(under(dialog, 'Kierownik')).toBe('Kierownik musi pracować na tej samej budowie.'), { timeout: 5000 });
    expect(writes().map(({ method }) => method)).toEqual(['PUT']);
    expect((await read('q=Kruszbud'))[0].supervisor).toBe(company.person);

    await choose(dialog, 'Kierownik', 'Kowal', /Kowalski/);
    await fill(dialog, 'Stawka godzinowa', '99,99');
    await user.click(within(dialog).getByRole('radio', { name: 'Tak' }));
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(cell('Kruszbud', 'hourly_rate')?.textContent).toBe(`99,99${NBSP}zł`));
    expect(cell('Kruszbud', 'vat_payer')?.textContent).toBe('Tak');
    const [stored] = await read(`q=Kruszbud`);
    expect(stored).toMatchObject({ hourly_rate: 99.99, vat_payer: true, supervisor: company.person, materials: [company.material], days_left: 10 });
    expect(stored.contract_scan.map((file) => file.name)).toEqual(['umowa.pdf']);
  });

  it('deletes the selected rows with their join rows and attachments', async () => {
    const [kruszbud] = await read(`q=Kruszbud`);
    expect(await joinRows()).toBe(2);
    await open();
    await user.click(within(row('Kruszbud')).getByRole('checkbox'));
    await user.click(within(row('Betonex')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy jesteś pewien?' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByText('Kruszbud')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText('Betonex')).not.toBeInTheDocument();
    expect((await read(`site=${company.site}`)).map(({ name }) => name)).toEqual(['Transbud']);
    expect(await joinRows()).toBe(0);
    expect((await server.admin.get(`/api/attachments/${kruszbud.contract_scan[0].id}`)).status).toBe(404);
    expect(
      writes()
        .map(({ method, url }) => `${method} ${url.pathname}`)
        .sort(),
    ).toEqual([`DELETE ${PATH}${betonex.id}/`, `DELETE ${PATH}${kruszbud.id}/`].sort());
  });
});
