/**
 * "Karty pracy" (issue 33 §3) on both databases, with a small company made here: a truck's days at
 * the turn of September and October 2026 (a fueling at the station, rides, readings typed in the
 * office) and an excavator's day (a pre-shift check, a tanker's fueling, a reading at the end), every
 * figure written out below; numbers kept once assigned; what an incomplete card lacks; CSV and the
 * site's month as a PDF (pages, Polish letters, page numbers), a page rendered to PNG.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkCard } from '../../src/domain/workCards/cards';
import type { WorkCardsReport } from '../../src/domain/workCards/report';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

// Warsaw in September and early October is UTC+2: 08:00 there is 06:00Z.
describe.each(testDialects)('work cards on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let excavator: number;
  let gravel: number;
  let embankment: number;
  beforeAll(async () => {
    ({ server, company } = setup());
    const { db } = server.database;
    const made = async (path: string, body: unknown) => {
      const response = await server.admin.post(path, body);
      expect(response.status, response.text).toBe(201);
      return response.body.id as number;
    };
    excavator = await made('/api/vehicle/', {
      site: company.site,
      fleet_number: 7,
      registration_number: `KOP ${dialect}`,
      vehicle_model: 'CAT 336',
      vehicle_type: 'CRAWLER_EXCAVATOR',
      fuel_capacity: 600,
    });
    gravel = await made('/api/material/', { name: 'Żwir', site: company.site });
    embankment = await made('/api/place/', { name: 'Nasyp km 3+200', latitude: 51.7, longitude: 20.8, site: company.site });
    // Station fuelings through the API: each writes its meter reading (source "Tankowanie").
    const fueling = (datetime: string, litres: number, odometer: number) =>
      made('/api/fueling/', {
        person: company.person,
        vehicle: company.truck,
        site: company.site,
        datetime,
        litres,
        price_per_litre: 6.5,
        odometer_state: odometer,
      });
    await fueling('2026-09-28T12:00:00.000Z', 300, 100_000);
    await fueling('2026-10-01T10:00:00.000Z', 40, 100_250);
    const reading = (vehicle: number, datetime: string, value: { km?: number; engine_hours?: number }, person: number | null = null) =>
      db
        .insertInto('meter_reading')
        .values({
          vehicle,
          datetime,
          km: value.km ?? null,
          engine_hours: value.engine_hours ?? null,
          source: 'manual',
          person,
          flagged: 0,
          flag_reason: null,
          origin: null,
        } as never)
        .execute();
    await reading(company.truck, '2026-09-30T15:00:00.000Z', { km: 100_150 });
    await reading(company.truck, '2026-10-01T14:00:00.000Z', { km: 100_310 });
    await reading(company.truck, '2026-10-05T12:00:00.000Z', { km: 100_400 }); // nobody's: a reading only
    const ride = (start: string, end: string | null, material: number, to: number) =>
      db
        .insertInto('ride')
        .values({
          person: company.person,
          vehicle: company.truck,
          material,
          start_datetime: start,
          end_datetime: end,
          start_place: company.place,
          end_place: to,
          site: company.site,
          distance_m: 12_000,
        } as never)
        .execute();
    await ride('2026-10-01T06:00:00.000Z', '2026-10-01T06:40:00.000Z', company.material, embankment);
    await ride('2026-10-01T07:00:00.000Z', '2026-10-01T07:40:00.000Z', company.material, embankment);
    await ride('2026-10-01T08:00:00.000Z', '2026-10-01T08:40:00.000Z', gravel, embankment);
    await ride('2026-10-01T09:00:00.000Z', '2026-10-01T09:40:00.000Z', company.material, embankment);
    await ride('2026-10-02T07:00:00.000Z', '2026-10-02T07:30:00.000Z', company.material, embankment); // no reading after it

    // The excavator: the tanker's fueling in September, then 1 October a check at 06:30, the tanker at 07:00, a reading at 16:00.
    await made('/api/vehicle-fueling/', {
      vehicle: excavator,
      tanker: company.tanker,
      datetime: '2026-09-29T08:00:00.000Z',
      litres: 300,
      odometer_state: 4990,
    });
    await db
      .insertInto('vehicle_check')
      .values({
        vehicle: excavator,
        person: company.person,
        performed_at: '2026-10-01T04:30:00.000Z',
        site: company.site,
        odometer_km: null,
        engine_hours: 5000,
        faults: 0,
        fault_summary: null,
      } as never)
      .execute();
    await reading(excavator, '2026-10-01T04:30:00.000Z', { engine_hours: 5000 }, company.person);
    await made('/api/vehicle-fueling/', {
      vehicle: excavator,
      tanker: company.tanker,
      datetime: '2026-10-01T05:00:00.000Z',
      litres: 200,
      odometer_state: 5000.5,
    });
    await reading(excavator, '2026-10-01T14:00:00.000Z', { engine_hours: 5008.5 });
  });

  const cards = async (query: string) => {
    const response = await server.admin.get<WorkCardsReport>(`/api/reports/work-cards/?${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body.cards;
  };
  const byDate = (list: WorkCard[]) => Object.fromEntries(list.map((card) => [card.date, card]));

  it("makes the truck's road cards: people, times, meter, rides and what each lacks", async () => {
    const list = await cards(`vehicle=${company.truck}&date_from=2026-10-01&date_to=2026-10-31`);
    expect(list.map((card) => [card.date, card.number])).toEqual([
      ['2026-10-01', '1/2026'],
      ['2026-10-02', '2/2026'],
      ['2026-10-05', '3/2026'],
    ]);
    const { '2026-10-01': first, '2026-10-02': second, '2026-10-05': fifth } = byDate(list);
    expect(first).toMatchObject({
      kind: 'road',
      title: 'Karta drogowa',
      unit: 'km',
      people: [{ person: company.person, first_name: 'Jan', last_name: 'Kowalski' }],
      start: '08:00',
      end: '16:00',
      meter_start: 100_150,
      meter_end: 100_310,
      usage: 160,
      fuel_taken: 40,
      fuel_norm: null,
      fuel_start: null,
      fuel_end: null,
      work: null,
    });
    expect(first.routes).toEqual([
      { from: 'Żwirownia Mogielnica', to: 'Nasyp km 3+200', material: 'Piasek', loads: 3 },
      { from: 'Żwirownia Mogielnica', to: 'Nasyp km 3+200', material: 'Żwir', loads: 1 },
    ]);
    // No norm is kept for the truck: the card says so instead of a figure.
    expect(first.missing).toEqual(['Brak normy zużycia paliwa dla tej maszyny.', 'Brak stanu paliwa na początek dnia: brak normy.']);
    expect(second).toMatchObject({ start: '09:00', end: '09:30', meter_start: 100_310, meter_end: null, usage: null, fuel_taken: 0 });
    expect(second.missing).toEqual(['Brak odczytu licznika (km) na koniec dnia.', 'Brak stanu paliwa na początek dnia: karta z 01.10.2026 jest niepełna.']);
    expect(fifth).toMatchObject({ people: [], start: '14:00', end: '14:00', meter_start: 100_310, meter_end: 100_400, usage: 90, routes: [] });
    expect(fifth.missing[0]).toBe('Brak kierowcy.');
  });

  it('writes the cards as CSV for Polish Excel', async () => {
    const csv = await server.admin.get(`/api/reports/work-cards/export/?vehicle=${company.truck}&date_from=2026-10-01&date_to=2026-10-31`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="karty-pracy_2026-10-01_2026-10-31_maszyna-${company.truck}.csv"`);
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Numer;Data;Rodzaj karty;Nr boczny;Nr rejestracyjny;Kierowca / operator;Początek;Koniec;Licznik początek;Licznik koniec;Jednostka;Przebieg / godziny;Przejazdy / praca;Paliwo na początek (l);Pobrano (l);Zużycie wg normy (l);Paliwo na koniec (l);Braki',
    );
    expect(lines[1]).toMatch(
      /^1\/2026;01\.10\.2026;Karta drogowa;\d+;WGR \d+K;Jan Kowalski;08:00;16:00;100150;100310;km;160;"Żwirownia Mogielnica → Nasyp km 3\+200, Piasek: 3 kursy; Żwirownia Mogielnica → Nasyp km 3\+200, Żwir: 1 kurs";;40;brak normy;;Brak normy zużycia paliwa dla tej maszyny\. Brak stanu paliwa na początek dnia: brak normy\.$/,
    );
  });

  it("makes the excavator's machine card in engine hours", async () => {
    const list = await cards(`vehicle=${excavator}&date_from=2026-10-01&date_to=2026-10-01`);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      number: '1/2026',
      kind: 'machine',
      title: 'Karta pracy sprzętu',
      unit: 'mth',
      vehicle_type_label: 'Koparka gąsienicowa',
      people: [{ person: company.person }],
      start: '06:30',
      end: '16:00',
      meter_start: 5000,
      meter_end: 5008.5,
      usage: 8.5,
      fuel_taken: 200,
      routes: [],
    });
    expect(list[0].work).toMatch(/^Praca na budowie S7 Grójec \d+: 8,5 mth$/);
  });

  it("balances the tank by the fuel norms: full after the last fueling, less the norm's litres", async () => {
    // 30 l/100 km for the truck, 18 l/mth for the excavator; the winter correction (+10 %, November–March) does not touch October.
    for (const norm of [
      { vehicle: company.truck, valid_from: '2026-09-01', litres: 30, season_percent: 10 },
      { vehicle: excavator, valid_from: '2026-09-01', litres: 18, season_percent: 10 },
    ]) {
      const created = await server.admin.post('/api/fuel-norm/', norm);
      expect(created.status, created.text).toBe(201);
    }
    const truck = byDate(await cards(`vehicle=${company.truck}&date_from=2026-10-01&date_to=2026-10-31`));
    // 1 Oct: 400 l after 28 Sep's fueling at 100 000 km, less 150 km × 0,3 = 45 l → 355; + 40 taken − 160 km × 0,3 = 48 → 347.
    expect(truck['2026-10-01']).toMatchObject({ fuel_start: 355, fuel_taken: 40, fuel_norm: 48, fuel_end: 347, missing: [] });
    // 2 Oct: starts where 1 Oct ended; no reading at its end, so no norm and no end.
    expect(truck['2026-10-02']).toMatchObject({ fuel_start: 347, fuel_norm: null, fuel_end: null, missing: ['Brak odczytu licznika (km) na koniec dnia.'] });
    // 5 Oct, after the incomplete 2 Oct: anchored anew, 400 l after 1 Oct's fueling at 100 250 km less 60 km × 0,3 = 18 → 382;
    // − 90 km × 0,3 = 27 → 355.
    expect(truck['2026-10-05']).toMatchObject({ fuel_start: 382, fuel_norm: 27, fuel_end: 355 });
    expect(truck['2026-10-05'].missing).toEqual(['Brak kierowcy.']);
    const [machine] = await cards(`vehicle=${excavator}&date_from=2026-10-01&date_to=2026-10-01`);
    // 600 l after 29 Sep's tanker at 4 990 mth, less 10 mth × 18 = 180 → 420; + 200 − 8,5 × 18 = 153 → 467.
    expect(machine).toMatchObject({ fuel_start: 420, fuel_taken: 200, fuel_norm: 153, fuel_end: 467, missing: [] });
  });

  it('keeps a card its number: days shown later are numbered after', async () => {
    const list = await cards(`vehicle=${company.truck}&date_from=2026-09-28&date_to=2026-10-05`);
    expect(list.map((card) => [card.date, card.number])).toEqual([
      ['2026-09-28', '4/2026'],
      ['2026-09-30', '5/2026'],
      ['2026-10-01', '1/2026'],
      ['2026-10-02', '2/2026'],
      ['2026-10-05', '3/2026'],
    ]);
    // 28 September: the fueling's own reading starts the day and nothing ends it.
    expect(byDate(list)['2026-09-28']).toMatchObject({ meter_start: 100_000, meter_end: null, fuel_taken: 300 });
    const site = await cards(`site=${company.site}&date_from=2026-10-01&date_to=2026-10-02`);
    // By fleet number (the excavator's 7 before the truck's), then day.
    expect(site.map((card) => [card.vehicle, card.date, card.number])).toEqual([
      [excavator, '2026-10-01', '1/2026'],
      [company.truck, '2026-10-01', '1/2026'],
      [company.truck, '2026-10-02', '2/2026'],
    ]);
  });

  it('refuses a query without a vehicle or a site, and an unknown vehicle, in Polish', async () => {
    const none = await server.admin.get('/api/reports/work-cards/?date_from=2026-10-01&date_to=2026-10-31');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ vehicle: ['Wybierz maszynę albo budowę.'] });
    const unknown = await server.admin.get('/api/reports/work-cards/?vehicle=999999&date_from=2026-10-01&date_to=2026-10-31');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Nie znaleziono tej maszyny.');
    const month = await server.admin.get(`/api/reports/work-cards/pdf/?site=${company.site}&month=2026-13`);
    expect(month.status).toBe(400);
    expect(month.body.errors.month).toEqual(['Podaj miesiąc w postaci RRRR-MM, np. 2026-08.']);
  });

  it("prints the site's month as one A4 PDF, a card a page, with Polish letters and page numbers", async () => {
    const response = await fetch(`${server.url}/api/reports/work-cards/pdf/?site=${company.site}&month=2026-10`, {
      headers: { authorization: `Basic ${Buffer.from('admin:admin-test-password').toString('base64')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="karty-pracy_2026-10_budowa-${company.site}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'work-cards-'));
    const file = path.join(dir, 'karty.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file]).toString();
    // The excavator's 1 October (fleet number 7), then the truck's 1, 2 and 5 October.
    expect(info).toMatch(/Pages:\s+4\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Karta pracy sprzętu nr 1/2026');
    expect(pages[0]).toContain('Podpis operatora');
    expect(pages[0]).toContain('Strona 1 z 4');
    expect(pages[1]).toContain('Karta drogowa nr 1/2026');
    expect(pages[1]).toContain('z dnia 01.10.2026');
    expect(pages[1]).toContain('Żwirownia Mogielnica');
    expect(pages[1]).toContain('Podpis kierowcy');
    expect(pages[1]).toContain('Strona 2 z 4');
    expect(pages[2]).toContain('Brak odczytu licznika (km) na koniec dnia.');
    expect(pages[3]).toContain('Brak kierowcy.');
    expect(pages[3]).toContain('Strona 4 z 4');
    // The truck's first card, rendered as the office would see it printed.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '2', '-l', '2', file, path.join(dir, 'strona')]);
    const png = readFileSync(path.join(dir, 'strona-2.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    if (process.env.WORK_CARDS_PNG) writeFileSync(process.env.WORK_CARDS_PNG, png);

    const empty = await fetch(`${server.url}/api/reports/work-cards/pdf/?site=${company.otherSite}&month=2026-10`, {
      headers: { authorization: `Basic ${Buffer.from('admin:admin-test-password').toString('base64')}` },
    });
    const emptyFile = path.join(dir, 'pusta.pdf');
    writeFileSync(emptyFile, Buffer.from(await empty.arrayBuffer()));
    expect(execFileSync('pdftotext', [emptyFile, '-']).toString()).toContain('Brak kart pracy w wybranym okresie.');
  });
});
