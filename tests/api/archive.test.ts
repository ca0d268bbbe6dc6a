/**
 * Archive instead of delete (issue 16 §3), on both databases: archive and restore, hidden from the
 * default list and from the lists the app's selects choose from, shown with ?archived=, still read
 * by id and by name where old rows reference it, new references refused, the 409 offering it;
 * both recorded in the record's change history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/domain/resources';
import { testDialects } from '../helpers/databases';
import { companyServer, driverClient, writeCases, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe.each(testDialects)('archive instead of delete on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  /** Each archivable resource: its path and a row of the company's, with the query a select of it sends. */
  const archivable = () =>
    [
      ['/api/persons', company.person, `site=${company.site}&_sort=first_name&_order=DESC&_start=0&_end=500`],
      ['/api/vehicle', company.truck, `site=${company.site}&_sort=fleet_number&_order=ASC&_start=0&_end=500`],
      ['/api/place', company.place, `site=${company.site}&_start=0&_end=500`],
      ['/api/material', company.material, `site=${company.site}&_start=0&_end=500`],
      ['/api/petrol-place', company.petrolPlace, '_start=0&_end=500'],
      ['/api/petrol-provider', company.provider, '_start=0&_end=500'],
    ] as const;

  it('archives and restores every archivable resource: hidden from lists and choices, shown with ?archived=', async () => {
    const { admin } = server;
    for (const [path, id, choices] of archivable()) {
      expect(ids((await admin.get(`${path}/`)).body)).toContain(id);
      const archived = await admin.post(`${path}/${id}/archive/`);
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ id });
      expect(Date.parse(archived.body.archived_at)).toBeGreaterThan(Date.now() - 60_000);

      expect(ids((await admin.get(`${path}/`)).body)).not.toContain(id);
      const choice = await admin.get(`${path}/?${choices}`);
      expect(choice.status).toBe(200);
      expect(ids(choice.body)).not.toContain(id);
      expect(choice.headers.get('x-total-count')).toBe(String(choice.body.length));
      expect(ids((await admin.get(`${path}/?${choices}&q=${encodeURIComponent('a')}`)).body)).not.toContain(id);

      const onlyArchived = (await admin.get(`${path}/?archived=true`)).body;
      expect(onlyArchived).toContainEqual(archived.body);
      expect(onlyArchived.every((row: { archived_at?: string }) => typeof row.archived_at === 'string')).toBe(true);
      expect(ids((await admin.get(`${path}/?archived=all`)).body)).toContain(id);
      // Rows asked for by id (how the app reads a record's current reference) and the row itself stay readable.
      expect(ids((await admin.get(`${path}/?id=${id}`)).body)).toEqual([id]);
      expect((await admin.get(`${path}/${id}/`)).body).toEqual(archived.body);

      const again = await admin.post(`${path}/${id}/archive/`);
      expect(again.body.archived_at).toBe(archived.body.archived_at);

      const restored = await admin.post(`${path}/${id}/restore/`);
      expect(restored.status).toBe(200);
      expect(restored.body).not.toHaveProperty('archived_at');
      expect(ids((await admin.get(`${path}/?${choices}`)).body)).toContain(id);
      expect(ids((await admin.get(`${path}/?archived=true`)).body)).not.toContain(id);

      // Archiving and restoring are in the record's history, each once (the repeated archive changed nothing).
      const entity = resourceList.find((spec) => spec.apiPath === path)!.name;
      const history = (await admin.get(`/api/history/?entity=${entity}&record=${id}`)).body as Array<{ action: string; username: string; changes: object }>;
      expect(history.filter((event) => event.action === 'archive' || event.action === 'restore')).toEqual([
        expect.objectContaining({ action: 'restore', username: 'admin', changes: {} }),
        expect.objectContaining({ action: 'archive', username: 'admin', changes: {} }),
      ]);
    }
  });

  it('refuses a new reference to an archived row under the field; existing rows keep theirs and still show it by name', async () => {
    const { admin } = server;
    const cases = writeCases(company);
    const fueling = await admin.post('/api/fueling/', cases.fueling.create);
    const tankerFueling = await admin.post('/api/tanker-fueling/', cases['tanker-fueling'].create);
    expect((await admin.post(`/api/vehicle/${company.truck}/archive/`)).status).toBe(200);
    expect((await admin.post(`/api/petrol-provider/${company.provider}/archive/`)).status).toBe(200);
    try {
      const before = (await admin.get('/api/fueling/')).body.length;
      const refused = await admin.post('/api/fueling/', cases.fueling.create);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ vehicle: ['Wybrany rekord (Maszyna) jest zarchiwizowany. Wybierz inny lub przywróć go.'] });
      expect((await admin.get('/api/fueling/')).body.length).toBe(before);

      const provider = await admin.post('/api/tanker-fueling/', cases['tanker-fueling'].create);
      expect(provider.status).toBe(400);
      expect(provider.body.errors.provider[0]).toMatch(/jest zarchiwizowany/);

      // A field-data write (a driver starting a ride) cannot choose it either.
      const ride = await admin.post('/api/vehicle-ride/start/', { person: company.person, vehicle: company.truck, material: company.material });
      expect(ride.status).toBe(400);
      expect(ride.body.errors.vehicle[0]).toMatch(/jest zarchiwizowany/);

      // Existing records keep the archived row (an edit sending it again passes) and show it by name.
      const edited = await admin.put(`/api/fueling/${fueling.body.id}/`, cases.fueling.update);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ vehicle: company.truck, litres: 130 });
      const truck = (await admin.get(`/api/vehicle/${company.truck}/`)).body;
      expect(edited.body.vehicle_fleet_number).toBe(truck.fleet_number);
      const keptProvider = await admin.put(`/api/tanker-fueling/${tankerFueling.body.id}/`, cases['tanker-fueling'].update);
      expect(keptProvider.status).toBe(200);
      const listed = (await admin.get(`/api/fueling/?vehicle=${company.truck}`)).body;
      expect(ids(listed)).toContain(fueling.body.id);
      // …and in the export of their period.
      const csv = await admin.get(`/api/fuelings/export/?site=${company.site}&date_from=2026-06-01&date_to=2026-06-30`);
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(String(truck.fleet_number));

      // Moving an existing record onto an archived row is a new choice: refused.
      const other = await admin.post('/api/fueling/', { ...cases.fueling.create, vehicle: company.tanker });
      expect(other.status).toBe(201);
      const moved = await admin.put(`/api/fueling/${other.body.id}/`, { ...cases.fueling.update, vehicle: company.truck });
      expect(moved.status).toBe(400);
      expect(moved.body.errors.vehicle[0]).toMatch(/jest zarchiwizowany/);
      expect((await admin.get(`/api/fueling/${other.body.id}/`)).body.vehicle).toBe(company.tanker);
      await admin.delete(`/api/fueling/${other.body.id}/`);
    } finally {
      await admin.post(`/api/vehicle/${company.truck}/restore/`);
      await admin.post(`/api/petrol-provider/${company.provider}/restore/`);
    }
    expect((await admin.post('/api/fueling/', cases.fueling.create)).status).toBe(201);
  });

  it('offers archiving in the 409 of a refused delete of an archivable row, not of other rows', async () => {
    const { admin } = server;
    await admin.post('/api/fueling/', writeCases(company).fueling.create);
    const vehicle = await admin.delete(`/api/vehicle/${company.truck}/`);
    expect(vehicle.status).toBe(409);
    expect(vehicle.body.detail).toMatch(/^Nie można usunąć: rekord jest używany w innych danych \(.*\)\. Możesz go zarchiwizować\.$/);
    const person = await admin.delete(`/api/persons/${company.person}/`);
    expect(person.status).toBe(409);
    expect(person.body.detail).toMatch(/Możesz go zarchiwizować\.$/);
    const site = await admin.delete(`/api/site/${company.site}/`);
    expect(site.status).toBe(409);
    expect(site.body.detail).not.toMatch(/zarchiwizować/);
  });

  it('answers an unknown row with 404, a bad ?archived= with a Polish 400, a driver with 403; documents the routes', async () => {
    const { admin } = server;
    expect((await admin.post('/api/vehicle/999999/archive/')).status).toBe(404);
    expect((await admin.post('/api/material/999999/restore/')).status).toBe(404);
    const bad = await admin.get('/api/vehicle/?archived=może');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.archived[0]).toMatch(/zarchiwizowane/);
    const driver = driverClient(server, company);
    expect((await driver.post(`/api/vehicle/${company.truck}/archive/`)).status).toBe(403);
    expect((await admin.get(`/api/vehicle/${company.truck}/`)).body).not.toHaveProperty('archived_at');
    const { paths } = (await admin.get('/api/openapi.json')).body;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/vehicle/{id}/archive/', '/api/persons/{id}/restore/']));
    expect(paths['/api/vehicle/'].get.parameters.map((parameter: { name: string }) => parameter.name)).toContain('archived');
  });
});
