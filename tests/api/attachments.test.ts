/**
 * Attachments of `file` fields (issue 14 §4) on both databases: upload checked by content and size,
 * served with safe headers, linked by record writes, deleted with their row.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeUnlinkedUploads } from '../../server/attachments/repository';
import { testDialects } from '../helpers/databases';
import { buildCompany, type Company } from '../helpers/fixtures';
import { ADMIN, loginSession, startTestServer, type TestServer } from '../helpers/server';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe.each(testDialects)('attachments on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  beforeAll(async () => {
    // 0,5 MB: small enough to send a file over the limit quickly.
    server = await startTestServer(dialect, { ATTACHMENT_MAX_MB: '0.5' });
    company = await buildCompany(server.admin);
  });
  afterAll(() => server.close());

  const basic = () => ({ authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` });

  async function upload(content: Buffer, name: string, type = 'application/octet-stream', query = '') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), name);
    const response = await fetch(`${server.url}/api/attachments/${query}`, { method: 'POST', headers: basic(), body: form });
    return { status: response.status, body: await response.json() };
  }

  async function fetchFile(path: string) {
    const response = await fetch(server.url + path, { headers: basic() });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const stored = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('attachment')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let fleet = 500;
  const vehicle = (extra: Record<string, unknown> = {}) => ({
    site: company.site,
    fleet_number: (fleet += 1),
    registration_number: `WGR ${fleet}F`,
    vehicle_model: 'Volvo FMX 460',
    vehicle_type: 'TRUCK',
    fuel_capacity: 400,
    ...extra,
  });

  it('stores an image found by its bytes, serves it with its UTF-8 name, nosniff and a closed CSP, and a WebP thumbnail', async () => {
    const image = await png(1200, 800);
    const uploaded = await upload(image, 'zdjęcie żółwia.png', 'image/png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ id: expect.any(Number), name: 'zdjęcie żółwia.png', size: image.length, type: 'image/png', thumbnail: true });

    const file = await fetchFile(`/api/attachments/${uploaded.body.id}`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(image)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''zdj%C4%99cie%20%C5%BC%C3%B3%C5%82wia.png");
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);

    const thumbnail = await fetchFile(`/api/attachments/${uploaded.body.id}/thumbnail`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(thumbnail.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 107 });
  });

  it('stores a PDF without a thumbnail, and answers unknown ids and anonymous callers in Polish', async () => {
    const uploaded = await upload(PDF, 'Faktura 12/2026.pdf', 'application/pdf');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'Faktura 12/2026.pdf'.split('/').pop(), type: 'application/pdf', thumbnail: false });
    const file = await fetchFile(`/api/attachments/${uploaded.body.id}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect((await fetchFile(`/api/attachments/${uploaded.body.id}/thumbnail`)).status).toBe(404);

    const missing = await server.admin.get('/api/attachments/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Nie znaleziono pliku.');
    expect((await server.anonymous.get(`/api/attachments/${uploaded.body.id}`)).status).toBe(401);
  });

  it('refuses HTML named .pdf, and a file over the size limit, in Polish, storing nothing', async () => {
    const before = await stored();
    const html = await upload(HTML, 'raport.pdf', 'application/pdf');
    expect(html.status).toBe(400);
    expect(html.body.errors.file[0]).toBe(
      'Plik „raport.pdf” nie jest obrazem (JPEG, PNG, WebP, GIF) ani dokumentem PDF: sprawdzono jego zawartość, nie nazwę.',
    );

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(600 * 1024, 7)]);
    const tooBig = await upload(big, 'duże.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe('Plik jest za duży. Największy dozwolony rozmiar to 0,5 MB.');

    const wrongKind = await upload(PDF, 'skan.pdf', 'application/pdf', '?resource=vehicles&field=photo');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors.file[0]).toBe('Niedozwolony rodzaj pliku. Dozwolone: obraz (JPEG, PNG, WebP, GIF).');
    expect(await stored()).toBe(before);
  });

  it('accepts an upload from a signed-in browser session (cookie and XSRF token)', async () => {
    const { cookies, xsrf } = await loginSession(server.url);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(20, 20))]), 'a.png');
    const response = await fetch(`${server.url}/api/attachments/`, {
      method: 'POST',
      headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, origin: server.url },
      body: form,
    });
    expect(response.status).toBe(201);
  });

  it('links uploads on create and update, reads them in lists and rows, and deletes the ones taken out', async () => {
    const first = (await upload(await png(300, 300), 'przód.png')).body;
    const created = await server.admin.post('/api/vehicle/', vehicle({ photo: [first.id] }));
    expect(created.status).toBe(201);
    expect(created.body.photo).toEqual([first]);
    expect((await server.admin.get(`/api/vehicle/${created.body.id}/`)).body.photo).toEqual([first]);
    const listed = (await server.admin.get(`/api/vehicle/?site=${company.site}`)).body as Array<{ id: number; photo: unknown }>;
    expect(listed.find((row) => row.id === created.body.id)!.photo).toEqual([first]);
    expect(listed.find((row) => row.id === company.truck)!.photo).toEqual([]);

    // The read's refs written back (as a form does) keep the file; a new id replaces it.
    const { id, site_name, ...written } = created.body;
    const kept = await server.admin.put(`/api/vehicle/${id}/`, { ...written, vehicle_model: 'Volvo FMX 500' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ vehicle_model: 'Volvo FMX 500', photo: [first] });
    const second = (await upload(await png(100, 50), 'tył.png')).body;
    const replaced = await server.admin.put(`/api/vehicle/${id}/`, { ...written, photo: [second.id] });
    expect(replaced.body.photo).toEqual([second]);
    expect((await fetchFile(`/api/attachments/${first.id}`)).status).toBe(404);

    const cleared = await server.admin.put(`/api/vehicle/${id}/`, { ...written, photo: [] });
    expect(cleared.body.photo).toEqual([]);
    expect((await fetchFile(`/api/attachments/${second.id}`)).status).toBe(404);
  });

  it("refuses another row's file, an unknown id, a PDF in a photo field, and more files than maxFiles, under the field", async () => {
    const photo = (await upload(await png(40, 40), 'a.png')).body;
    const owner = await server.admin.post('/api/vehicle/', vehicle({ photo: [photo.id] }));
    expect(owner.status).toBe(201);

    const stolen = await server.admin.post('/api/vehicle/', vehicle({ photo: [photo.id] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({ photo: ['Ten plik należy do innego rekordu.'] });
    const { id: truck, site_name, ...truckBody } = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body;
    const stolenOnUpdate = await server.admin.put(`/api/vehicle/${truck}/`, { ...truckBody, photo: [photo.id] });
    expect(stolenOnUpdate.body.errors).toEqual({ photo: ['Ten plik należy do innego rekordu.'] });

    const unknown = await server.admin.post('/api/vehicle/', vehicle({ photo: [987654] }));
    expect(unknown.body.errors).toEqual({ photo: ['Nie znaleziono przesłanego pliku. Dodaj go ponownie.'] });

    const pdf = (await upload(PDF, 'skan.pdf')).body;
    const wrongKind = await server.admin.post('/api/vehicle/', vehicle({ photo: [pdf.id] }));
    expect(wrongKind.body.errors).toEqual({ photo: ['Niedozwolony rodzaj pliku. Dozwolone: obraz (JPEG, PNG, WebP, GIF).'] });

    const two = [(await upload(await png(10, 10), 'b.png')).body.id, (await upload(await png(10, 10), 'c.png')).body.id];
    const tooMany = await server.admin.post('/api/vehicle/', vehicle({ photo: two }));
    expect(tooMany.body.errors).toEqual({ photo: ['Można dołączyć tylko jeden plik.'] });

    // Nothing refused was written: the owner keeps its photo, no vehicle was added.
    expect((await server.admin.get(`/api/vehicle/${owner.body.id}/`)).body.photo).toEqual([photo]);
    expect((await server.admin.get(`/api/vehicle/${company.truck}/`)).body.photo).toEqual([]);
  });

  it("deletes a row's files with the row, and uploads never linked after a day", async () => {
    const photo = (await upload(await png(40, 40), 'a.png')).body;
    const row = (await server.admin.post('/api/vehicle/', vehicle({ photo: [photo.id] }))).body;
    expect((await server.admin.delete(`/api/vehicle/${row.id}/`)).status).toBe(204);
    expect((await fetchFile(`/api/attachments/${photo.id}`)).status).toBe(404);

    const fresh = (await upload(await png(10, 10), 'świeże.png')).body;
    const old = (await upload(await png(10, 10), 'stare.png')).body;
    const linked = (await upload(await png(10, 10), 'dołączone.png')).body;
    await server.admin.post('/api/vehicle/', vehicle({ photo: [linked.id] }));
    const twoDaysAgo = new Date(Date.now() - 2 * 86400_000).toISOString();
    await server.database.db.updateTable('attachment').set({ created_at: twoDaysAgo }).where('id', 'in', [old.id, linked.id]).execute();
    expect(await removeUnlinkedUploads(server.database.db, new Date(Date.now() - 86400_000))).toBe(1);
    expect((await fetchFile(`/api/attachments/${old.id}`)).status).toBe(404);
    expect((await fetchFile(`/api/attachments/${fresh.id}`)).status).toBe(200);
    expect((await fetchFile(`/api/attachments/${linked.id}`)).status).toBe(200);
  });
});
