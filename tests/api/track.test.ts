import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import { type TestServer } from '../helpers/server';

describe.each(testDialects)("a ride's track on %s", (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('is sent gzip-compressed with a version tag, answered 304 while unchanged, and fresh after new points', async () => {
    const ride = await server.admin.post('/api/vehicle-ride/start/', {
      person: company.person,
      vehicle: company.truck,
      material: company.material,
      start_place: company.place,
    });
    expect(ride.status).toBe(201);
    const path = `/api/location-history-for-ride/${ride.body.id}/`;
    const point = (second: number) => ({
      person: company.person,
      ride: ride.body.id,
      latitude: Number((51.7 + second / 1000).toFixed(3)),
      longitude: 20.8,
      datetime: new Date(Date.UTC(2026, 5, 1, 8, 0, second)).toISOString(),
    });
    expect((await server.admin.post('/api/location-history/', [point(2), point(1)])).status).toBe(201);

    const first = await server.admin.request('GET', path, undefined, { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.body.map((p: { latitude: number }) => p.latitude)).toEqual([51.701, 51.702]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"track-/);

    const plain = await server.admin.request('GET', path, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toEqual(first.body);
    expect((await server.admin.request('GET', path, undefined, { 'if-none-match': etag })).status).toBe(304);

    expect((await server.admin.post('/api/location-history/', point(3))).status).toBe(201);
    const changed = await server.admin.request('GET', path, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.map((p: { latitude: number }) => p.latitude)).toEqual([51.701, 51.702, 51.703]);
  });
});
