/**
 * Idempotency-Key on unsafe requests (issue 30, the IETF draft's behaviour): the same key and
 * request replay the first answer and write nothing; another request with the key is 422; a key
 * still being handled is 409; keys are the account's own and kept at least 7 days; uploads too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from '../../server/idempotency/keys';
import { testDialects } from '../helpers/databases';
import { companyServer, driverClient, type Company } from '../helpers/fixtures';
import { ADMIN, basicAuth, type Client, type TestServer } from '../helpers/server';

describe.each(testDialects)('Idempotency-Key on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  let driver: Client;
  let driverId: number;
  beforeAll(async () => {
    ({ server, company } = setup());
    driver = driverClient(server, company);
    driverId = (await server.database.db.selectFrom('app_user').select('id').where('username', '=', company.driver.username).executeTakeFirstOrThrow()).id;
  });

  const withKey = (client: Client, key: string, method: string, path: string, body?: unknown) => client.request(method, path, body, { 'idempotency-key': key });
  const count = async (table: 'location_point' | 'work_day' | 'attachment') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('replays the first answer for the same key and request, and writes once', async () => {
    const points = [
      { latitude: 51.7, longitude: 20.8, datetime: '2026-11-27T09:02:00.000Z' },
      { latitude: 51.701, longitude: 20.801, datetime: '2026-11-27T09:03:00.000Z' },
    ];
    const before = await count('location_point');
    const first = await withKey(driver, 'punkty-0001', 'POST', '/api/location-history/', points);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await withKey(driver, 'punkty-0001', 'POST', '/api/location-history/', points);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('location_point')).toBe(before + 2);
    // Without a key every request is its own.
    expect((await driver.post('/api/location-history/', points[0])).status).toBe(201);
    expect(await count('location_point')).toBe(before + 3);
  });

  it('answers 422 for the key with another body or another path, and writes nothing', async () => {
    const point = { latitude: 51.7, longitude: 20.8, datetime: '2026-11-27T10:00:00.000Z' };
    expect((await withKey(driver, 'punkty-0002', 'POST', '/api/location-history/', point)).status).toBe(201);
    const before = await count('location_point');
    const other = await withKey(driver, 'punkty-0002', 'POST', '/api/location-history/', { ...point, latitude: 51.9 });
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe('Ten klucz Idempotency-Key został już użyty dla innego żądania.');
    const otherPath = await withKey(driver, 'punkty-0002', 'POST', '/api/person-work-day/start/', {});
    expect(otherPath.status).toBe(422);
    expect(await count('location_point')).toBe(before);
    expect(await count('work_day')).toBe(0);
  });

  it('answers 409 while the first request with the key is handled, and takes over one abandoned for a minute', async () => {
    const { db } = server.database;
    const body = { latitude: 51.7, longitude: 20.8, datetime: '2026-11-27T11:00:00.000Z' };
    // The first request claimed the key and is still running (the claim is what it leaves meanwhile).
    const first = withKey(driver, 'punkty-0003', 'POST', '/api/location-history/', body);
    const second = withKey(driver, 'punkty-0003', 'POST', '/api/location-history/', body);
    const answers = await Promise.all([first, second]);
    const statuses = answers.map((answer) => `${answer.status}${answer.headers.get('idempotent-replayed') ? ' replayed' : ''}`).sort();
    expect([
      ['201', '201 replayed'],
      ['201', '409'],
    ]).toContainEqual(statuses);

    const fingerprint = (await db.selectFrom('idempotency_key').select('fingerprint').where('key', '=', 'punkty-0003').executeTakeFirstOrThrow()).fingerprint;
    const claim = (key: string, secondsAgo: number) =>
      db
        .insertInto('idempotency_key')
        .values({
          user_id: driverId,
          key,
          fingerprint,
          created_at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
          status: null,
          content_type: null,
          response: null,
        })
        .execute();
    await claim('punkty-0004', 5);
    const busy = await withKey(driver, 'punkty-0004', 'POST', '/api/location-history/', body);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe('Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.');
    // The field app's queue tells this 409 from a refusal by its code (src/field/queue/outcome.ts).
    expect(busy.body.code).toBe('idempotency_in_progress');
    await claim('punkty-0005', 120);
    const before = await count('location_point');
    expect((await withKey(driver, 'punkty-0005', 'POST', '/api/location-history/', body)).status).toBe(201);
    expect(await count('location_point')).toBe(before + 1);
  });

  it('replays a refusal too, keeps keys per account, and refuses a malformed key', async () => {
    const bad = { latitude: 200, longitude: 20.8, datetime: '2026-11-27T12:00:00.000Z' };
    const refused = await withKey(driver, 'zly-punkt', 'POST', '/api/location-history/', bad);
    expect(refused.status).toBe(400);
    const again = await withKey(driver, 'zly-punkt', 'POST', '/api/location-history/', bad);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(refused.body);

    // The administrator's key of the same name is the administrator's own.
    const site = await withKey(server.admin, 'zly-punkt', 'POST', '/api/material/', { name: 'Żwir 8/16', site: company.site });
    expect(site.status).toBe(201);

    const malformed = await withKey(driver, 'klucz ze spacja', 'POST', '/api/location-history/', bad);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors['idempotency-key']).toEqual(['Nagłówek Idempotency-Key musi mieć od 1 do 255 znaków widocznych.']);
  });

  it('replays an upload of the same file under a new multipart boundary, and refuses another file', async () => {
    const upload = async (key: string, content: string) => {
      const form = new FormData();
      form.append('file', new Blob([`%PDF-1.4\n${content}\n%%EOF\n`], { type: 'application/pdf' }), 'Paragon 15/11.pdf');
      const response = await fetch(`${server.url}/api/attachments/`, {
        method: 'POST',
        headers: { ...basicAuth(ADMIN.username, ADMIN.password)(), 'idempotency-key': key },
        body: form,
      });
      return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
    };
    const before = await count('attachment');
    const first = await upload('zdjecie-1', 'paragon ze stacji');
    expect(first.status).toBe(201);
    const again = await upload('zdjecie-1', 'paragon ze stacji');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await count('attachment')).toBe(before + 1);
    expect((await upload('zdjecie-1', 'inny paragon')).status).toBe(422);
    expect(await count('attachment')).toBe(before + 1);
  });

  it('keeps keys at least 7 days', async () => {
    const { db } = server.database;
    const now = Date.now();
    await db
      .updateTable('idempotency_key')
      .set({ created_at: new Date(now - 7 * 86400_000 - 3600_000).toISOString() })
      .where('key', '=', 'punkty-0001')
      .execute();
    await db
      .updateTable('idempotency_key')
      .set({ created_at: new Date(now - 9 * 86400_000).toISOString() })
      .where('key', '=', 'punkty-0002')
      .execute();
    expect(await purgeIdempotencyKeys(db, now)).toBe(1);
    const left = (await db.selectFrom('idempotency_key').select('key').execute()).map((row) => row.key);
    expect(left).toContain('punkty-0001');
    expect(left).not.toContain('punkty-0002');
  });
});
