/**
 * /api/maintenance/due/ and the maintenance resources (issue 15 §1, §2) on both databases: km and
 * engine hours from station and tanker fuelings, months, whichever comes first, a vehicle's own
 * plan before its type's, a service record restarting the interval, the plans' rules, documents
 * ending within the window, the vehicles' and people's expired marks, the CSV, Polish 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemo } from '../../src/domain/demo/index';
import { addMonthsToDay, daysBetween, maintenanceDue } from '../../src/domain/maintenance/due';
import { employeeDocumentKinds } from '../../src/domain/resources/employee-documents';
import { vehicleDocumentKinds } from '../../src/domain/resources/vehicle-documents';
import { companyDayOf } from '../../server/crud/companyDay';
import { testDialects } from '../helpers/databases';
import { buildCompany, demoServer, type Company } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const DUE = '/api/maintenance/due/';

/** The company day `days` from today, yyyy-MM-dd. */
function day(days: number): string {
  const [year, month, date] = companyDayOf('Europe/Warsaw').split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

describe.each(testDialects)('maintenance on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let excavator: number;
  let ownTruck: number;
  const created = async (path: string, body: unknown) => {
    const response = await server.admin.post(path, body);
    expect(response.status, response.text).toBe(201);
    return response.body.id as number;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
    const vehicle = (vehicle_type: string, fleet_number: number) => ({
      site: company.site,
      fleet_number,
      registration_number: `WSE ${fleet_number}`,
      vehicle_model: 'Model',
      vehicle_type,
      fuel_capacity: 400,
    });
    excavator = await created('/api/vehicle/', vehicle('CRAWLER_EXCAVATOR', 501));
    ownTruck = await created('/api/vehicle/', vehicle('TRUCK', 502));
    const at = (days: number) => `${day(days)}T08:00:00.000Z`;
    const station = (vehicle: number, days: number, odometer_state: number) =>
      created('/api/fueling/', { person: company.person, vehicle, site: company.site, datetime: at(days), litres: 50, price_per_litre: 6.5, odometer_state });
    // The truck's latest reading is 25 000 km (the older, higher typo-free reading is not the latest).
    await station(company.truck, -20, 24_000);
    await station(company.truck, -2, 25_000);
    await station(ownTruck, -1, 40_000);
    // The excavator's readings come from the tanker: 1 240 engine hours.
    for (const [days, odometer_state] of [
      [-10, 1200],
      [-1, 1240],
    ]) {
      await created('/api/vehicle-fueling/', { vehicle: excavator, tanker: company.tanker, datetime: at(days), litres: 80, odometer_state });
    }
    // Type plans: trucks every 10 000 km (an hours interval does not apply to them), excavators every 250 mth.
    await created('/api/service-plan/', { name: 'Przegląd ciężarówki', vehicle_type: 'TRUCK', interval_km: 10_000, interval_hours: 300 });
    await created('/api/service-plan/', { name: 'Przegląd koparki', vehicle_type: 'CRAWLER_EXCAVATOR', interval_hours: 250, interval_months: 12 });
    // This truck's own plan replaces its type's: 100 000 km or 6 months.
    await created('/api/service-plan/', { name: 'Plan własny', vehicle: ownTruck, interval_km: 100_000, interval_months: 6 });
    await created('/api/service-record/', { vehicle: company.truck, date: day(-30), reading: 15_500, cost: '1 250,50', workshop: 'Serwis Kowalski' });
    await created('/api/service-record/', { vehicle: excavator, date: day(-40), reading: 900 });
    await created('/api/service-record/', { vehicle: ownTruck, date: addMonthsToDay(day(-10), -6), reading: 35_000 });
  });
  afterAll(() => server.close());

  const report = async () => {
    const response = await server.admin.get(`${DUE}?site=${company.site}`);
    expect(response.status, response.text).toBe(200);
    return response.body as import('../../src/domain/maintenance/due').MaintenanceDue;
  };
  const serviceOf = async (vehicle: number) => (await report()).services.filter((item) => item.vehicle.id === vehicle);

  it('counts kilometres for trucks and engine hours for machines from the latest station or tanker reading', async () => {
    const [truck] = await serviceOf(company.truck);
    expect(truck).toMatchObject({
      unit: 'km',
      plan: { name: 'Przegląd ciężarówki', interval_reading: 10_000, interval_months: null },
      last_service: { date: day(-30), reading: 15_500 },
      current_reading: 25_000,
      due_reading: 25_500,
      remaining_reading: 500,
      due_date: null,
      remaining_days: null,
      status: 'due', // 500 km left is within a tenth of the interval
    });
    const [machine] = await serviceOf(excavator);
    expect(machine).toMatchObject({ unit: 'h', current_reading: 1240, due_reading: 1150, remaining_reading: -90, status: 'overdue' });
    expect(machine.due_date).toBe(addMonthsToDay(day(-40), 12));
    expect(machine.remaining_days).toBe(daysBetween(day(0), addMonthsToDay(day(-40), 12)));
  });

  it("takes a vehicle's own plan instead of its type's, and the months when they come first", async () => {
    const own = await serviceOf(ownTruck);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ plan: { name: 'Plan własny' }, remaining_reading: 95_000, remaining_days: -10, status: 'overdue' });
    const { services } = await report();
    expect(services.map((item) => item.status)).toEqual(
      [...services.map((item) => item.status)].sort((a, b) => ['overdue', 'due', 'unknown', 'ok'].indexOf(a) - ['overdue', 'due', 'unknown', 'ok'].indexOf(b)),
    );
  });

  it('restarts the interval when a service is recorded', async () => {
    const record = await created('/api/service-record/', { vehicle: excavator, date: day(0), reading: 1240, parts: 'Filtry, olej' });
    const [machine] = await serviceOf(excavator);
    expect(machine).toMatchObject({ last_service: { date: day(0), reading: 1240 }, due_reading: 1490, remaining_reading: 250, status: 'ok' });
    expect(machine.remaining_days).toBe(daysBetween(day(0), addMonthsToDay(day(0), 12)));
    const stored = await server.admin.get(`/api/service-record/${record}/`);
    expect(stored.body).toMatchObject({ vehicle: excavator, reading: 1240, vehicle_fleet_number: 501 });
    await server.admin.delete(`/api/service-record/${record}/`);
    expect((await serviceOf(excavator))[0].status).toBe('overdue');
  });

  it('leaves archived machines out: a retired machine has nothing due', async () => {
    expect(await serviceOf(excavator)).toHaveLength(1);
    expect((await server.admin.post(`/api/vehicle/${excavator}/archive/`)).status).toBe(200);
    expect(await serviceOf(excavator)).toEqual([]);
    expect((await server.admin.post(`/api/vehicle/${excavator}/restore/`)).status).toBe(200);
    expect((await serviceOf(excavator))[0].status).toBe('overdue');
  });

  it('refuses a plan for both a vehicle and a type, or with no interval, under the field', async () => {
    const both = await server.admin.post('/api/service-plan/', { name: 'Zły', vehicle: company.truck, vehicle_type: 'TRUCK', interval_km: 1000 });
    expect(both.status).toBe(400);
    expect(both.body.errors.vehicle).toEqual(['Wybierz pojazd albo typ pojazdu (dokładnie jedno z nich).']);
    const neither = await server.admin.post('/api/service-plan/', { name: 'Zły', interval_km: 1000 });
    expect(neither.body.errors.vehicle).toEqual(['Wybierz pojazd albo typ pojazdu (dokładnie jedno z nich).']);
    const noInterval = await server.admin.post('/api/service-plan/', { name: 'Zły', vehicle_type: 'TRUCK' });
    expect(noInterval.status).toBe(400);
    expect(noInterval.body.errors.interval_km).toEqual(['Podaj co najmniej jeden interwał: km, motogodziny lub miesiące.']);
    const plan = await created('/api/service-plan/', { name: 'Dobry', vehicle_type: 'GRADER', interval_months: 3 });
    const edit = await server.admin.put(`/api/service-plan/${plan}/`, { name: 'Dobry', vehicle_type: 'GRADER', interval_months: null });
    expect(edit.body.errors.interval_km).toEqual(['Podaj co najmniej jeden interwał: km, motogodziny lub miesiące.']);
  });

  it('lists documents ending within the window, the latest per owner and kind; refuses an end before the start', async () => {
    await created('/api/vehicle-document/', { vehicle: company.tanker, kind: 'oc', number: 'OC/1', valid_from: day(-400), valid_until: day(-35) });
    await created('/api/vehicle-document/', { vehicle: company.tanker, kind: 'oc', number: 'OC/2', valid_from: day(-35), valid_until: day(12) });
    await created('/api/vehicle-document/', { vehicle: company.tanker, kind: 'udt', number: 'UDT/9', valid_from: day(-300), valid_until: day(31) });
    await created('/api/employee-document/', { person: company.person, kind: 'qualification', valid_from: day(-700), valid_until: day(-3) });
    const { documents, warning_days } = await report();
    expect(warning_days).toBe(30);
    expect(documents.map((document) => [document.kind_label, document.number, document.days_left, document.status])).toEqual([
      ['Świadectwo kwalifikacji', null, -3, 'overdue'],
      ['Ubezpieczenie OC', 'OC/2', 12, 'due'],
    ]);
    expect(documents[0].owner_name).toBe('Jan Kowalski');
    const listed = await server.admin.get(`/api/vehicle-document/?site=${company.site}&kind=oc`);
    expect(listed.body.map((row: { number: string; days_left: number }) => [row.number, row.days_left])).toEqual([
      ['OC/1', -35],
      ['OC/2', 12],
    ]);
    const reversed = await server.admin.post('/api/vehicle-document/', { vehicle: company.tanker, kind: 'ac', valid_from: day(10), valid_until: day(5) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.valid_until).toEqual(['Data „Ważny do” musi być późniejsza niż „Ważny od”.']);
  });

  it("marks vehicles and people whose latest mandatory document has ended (a driver's licence too)", async () => {
    const marks = async (path: string, id: number) =>
      ((await server.admin.get(`${path}?site=${company.site}`)).body as Array<{ id: number; expired_documents: string | null }>).find((row) => row.id === id)!
        .expired_documents;
    expect(await marks('/api/vehicle/', company.truck)).toBeNull();
    await created('/api/vehicle-document/', { vehicle: company.truck, kind: 'inspection', valid_from: day(-400), valid_until: day(-1) });
    await created('/api/vehicle-document/', { vehicle: company.truck, kind: 'oc', valid_from: day(-400), valid_until: day(-40) });
    await created('/api/vehicle-document/', { vehicle: company.truck, kind: 'ac', valid_from: day(-400), valid_until: day(-40) });
    expect(await marks('/api/vehicle/', company.truck)).toBe('Przegląd techniczny, Ubezpieczenie OC');
    await created('/api/vehicle-document/', { vehicle: company.truck, kind: 'inspection', valid_from: day(0), valid_until: day(365) });
    expect(await marks('/api/vehicle/', company.truck)).toBe('Ubezpieczenie OC');
    expect((await server.admin.get(`/api/vehicle/${company.truck}/`)).body.expired_documents).toBe('Ubezpieczenie OC');
    // The vehicles' CSV keeps the spec's columns.
    const csv = await server.admin.get(`/api/vehicle/export/?site=${company.site}`);
    expect(csv.text).not.toContain('Dokumenty po terminie');

    await created('/api/employee-document/', { person: company.person, kind: 'medical', valid_from: day(-800), valid_until: day(-5) });
    await created('/api/employee-document/', { person: company.person, kind: 'licence', categories: 'C', valid_from: day(-800), valid_until: day(-5) });
    expect(await marks('/api/persons/', company.person)).toBe('Badanie lekarskie, Prawo jazdy');
    const operator = (await server.admin.get('/api/person-roles/')).body.find((role: { name: string }) => role.name === 'Operator').id;
    const person = (await server.admin.get(`/api/persons/${company.person}/`)).body;
    const moved = await server.admin.put(`/api/persons/${company.person}/`, { ...person, role: operator });
    expect(moved.status, moved.text).toBe(200);
    expect(await marks('/api/persons/', company.person)).toBe('Badanie lekarskie');
  });

  it('answers the list as CSV and refuses a missing or unknown site in Polish', async () => {
    const csv = await server.admin.get(`${DUE}export/?site=${company.site}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`serwis-i-terminy_budowa-${company.site}_${day(0)}.csv`);
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rodzaj;Dotyczy;Pozycja;Ostatni serwis;Stan licznika;Jednostka;Termin (stan licznika);Pozostało (km / mth);Termin (data);Pozostało dni;Status',
    );
    const machine = lines.find((line) => line.startsWith('Serwis;501 WSE 501;'))!;
    expect(machine.split(';').slice(4, 8)).toEqual(['1240', 'mth', '1150', '-90']);
    expect(machine.endsWith(';Po terminie')).toBe(true);
    expect(lines.some((line) => line.startsWith('Dokument maszyny;') && line.includes('Ubezpieczenie OC OC/2') && line.endsWith(';12;Wkrótce'))).toBe(true);

    const missing = await server.admin.get(DUE);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.site).toEqual(['To pole jest wymagane.']);
    expect((await server.admin.get(`${DUE}?site=999999`)).status).toBe(404);
    expect((await server.anonymous.get(`${DUE}?site=${company.site}`)).status).toBe(401);
  });
});

describe.each(testDialects)('the seeded demo’s maintenance on %s', (dialect) => {
  const options = { seed: 2, scale: 0.3, days: 5, now: new Date() };
  const demo = demoServer(dialect, options);
  let server: TestServer;
  beforeAll(() => void (server = demo()));

  it('answers what the reference definition finds in the demo rows: services overdue, due, unknown and fine, documents ending', async () => {
    const demo = generateDemo(options);
    const maintenance = demo.maintenance();
    const labels: Record<string, Record<string, string>> = { vehicle: vehicleDocumentKinds, person: employeeDocumentKinds };
    const vehicles = new Map(demo.vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const people = new Map(demo.people.map((person) => [person.id, person]));
    const readings = [
      ...[...demo.fuelings()].map((row) => ({ ...row, source_rank: 0 })),
      ...[...demo.vehicleFuelings()].map((row) => ({ ...row, source_rank: 1 })),
    ];
    for (const site of demo.sites) {
      const expected = maintenanceDue({
        site: site.id,
        today: companyDayOf('Europe/Warsaw'),
        zone: 'Europe/Warsaw',
        warningDays: 30,
        vehicles: demo.vehicles.filter((vehicle) => vehicle.site === site.id),
        plans: maintenance.servicePlans,
        readings,
        // The demo's typed shift-end readings (work cards, issue 33 §3) and the VAT vans' odometer (§4).
        meterReadings: demo.meterReadings(),
        services: maintenance.serviceRecords,
        documents: [
          ...maintenance.vehicleDocuments
            .filter((document) => vehicles.get(document.vehicle)!.site === site.id)
            .map((document) => {
              const vehicle = vehicles.get(document.vehicle)!;
              return {
                ...document,
                owner: 'vehicle' as const,
                owner_id: vehicle.id,
                owner_name: `${vehicle.fleet_number} ${vehicle.registration_number}`,
                kind_label: labels.vehicle[document.kind],
              };
            }),
          ...maintenance.employeeDocuments
            .filter((document) => people.get(document.person)!.site === site.id)
            .map((document) => {
              const person = people.get(document.person)!;
              return {
                ...document,
                owner: 'person' as const,
                owner_id: person.id,
                owner_name: `${person.first_name} ${person.last_name}`,
                kind_label: labels.person[document.kind],
              };
            }),
        ],
      });
      const answer = (await server.admin.get(`${DUE}?site=${site.id}`)).body;
      const strip = (report: typeof expected) => ({
        ...report,
        services: report.services.map(({ vehicle, ...item }) => ({ ...item, vehicle: vehicle.id })),
        documents: report.documents.map(({ id, owner, owner_id, owner_name, kind, kind_label, number, valid_until, days_left, status }) => ({
          id,
          owner,
          owner_id,
          owner_name,
          kind,
          kind_label,
          number,
          valid_until,
          days_left,
          status,
        })),
      });
      expect(strip(answer)).toEqual(strip(expected));
      const statuses = new Set(expected.services.map((item) => item.status));
      expect([...statuses].sort()).toEqual(['due', 'ok', 'overdue', 'unknown']);
      expect(expected.documents.some((document) => document.status === 'overdue')).toBe(true);
      expect(expected.documents.some((document) => document.status === 'due')).toBe(true);
    }
  });
});
