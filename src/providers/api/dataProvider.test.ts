// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { storeUser, getStoredUser } from '../../state/storedUser';
import { getDataProvider } from './dataProvider';

const week = { from: new Date(2026, 0, 5), to: new Date(2026, 0, 12) };
/** The provider with a site selected (none: every site) and the week as the date range. */
const apiProvider = (site: number | null = null) => getDataProvider({ scope: () => ({ site, dateRange: week }) });
const page = (n: number, perPage = 10) => ({ page: n, perPage });
const pathAndQuery = (url: string) => decodeURIComponent(url);

describe('API data provider', () => {
  it('maps a resource to its API path with paging, sorting, search and the shared scope', async () => {
    const requests = mockFetch(() => ({ body: [{ id: 1 }], headers: { 'X-Total-Count': '42' } }));
    const result = await apiProvider(3).getList('rides', {
      pagination: page(2),
      sort: { field: 'start_datetime', order: 'DESC' },
      filter: { q: 'Kowal' },
    });
    expect(requests[0].method).toBe('GET');
    expect(pathAndQuery(requests[0].url)).toBe(
      '/api/vehicle-ride/?site=3&date_from=2026-01-05&date_to=2026-01-12&q=Kowal&_start=10&_end=20&_sort=start_datetime&_order=DESC',
    );
    expect(requests[0].credentials).toBe('include');
    expect(result).toEqual({ data: [{ id: 1 }], total: 42 });
  });

  it('injects site only into site-scoped lists (tanker fuelings too, by their tanker) and dates only into dated ones', async () => {
    const requests = mockFetch(() => ({ body: [], headers: { 'X-Total-Count': '0' } }));
    const provider = apiProvider(7);
    const params = { pagination: page(1), sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    await provider.getList('materials', params);
    await provider.getList('petrol-providers', params);
    await provider.getList('tanker-fueling', params);
    await provider.getList('fueling', params);
    const paging = '_start=0&_end=10&_sort=name&_order=ASC';
    expect(requests.map((request) => request.url)).toEqual([
      `/api/material/?site=7&${paging}`,
      `/api/petrol-provider/?${paging}`,
      `/api/tanker-fueling/?site=7&${paging}`,
      `/api/fueling/?site=7&date_from=2026-01-05&date_to=2026-01-12&${paging}`,
    ]);
  });

  it('omits the site when none is selected (all sites)', async () => {
    const requests = mockFetch(() => ({ body: [], headers: { 'X-Total-Count': '0' } }));
    await apiProvider().getList('employees', { pagination: page(1), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(requests[0].url).not.toContain('site=');
  });

  it('pages, sorts and searches in the browser when the server sends no X-Total-Count', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Materiał ${index + 1}` }));
    mockFetch(() => ({ body: rows }));
    const provider = apiProvider();
    const second = await provider.getList('materials', {
      pagination: page(2),
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(second.total).toBe(25);
    expect(second.data.map((row) => row.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const searched = await provider.getList('materials', {
      pagination: page(1),
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'materiał 2' },
    });
    expect(searched.data.map((row) => row.id)).toEqual([2, 12, 20, 21, 22, 23, 24, 25]);
    expect(searched.total).toBe(8);
  });

  it('finds, in the browser too, the rows holding every word of a search in any search column', async () => {
    mockFetch(() => ({
      body: [
        { id: 1, person_last_name: 'Bojko', material_name: 'Piasek' },
        { id: 2, person_last_name: 'Bojko', material_name: 'Żwir' },
        { id: 3, person_last_name: 'Kowalski', material_name: 'Piasek' },
      ],
    }));
    const found = await apiProvider().getList('rides', { pagination: page(1), sort: { field: 'id', order: 'ASC' }, filter: { q: ' bojko  PIASEK' } });
    expect(found).toEqual({ data: [{ id: 1, person_last_name: 'Bojko', material_name: 'Piasek' }], total: 1 });
  });

  it('reads several records with repeated id parameters', async () => {
    const requests = mockFetch(() => ({ body: [{ id: 1 }, { id: 2 }] }));
    const { data } = await apiProvider().getMany('vehicles', { ids: [1, 2] });
    expect(requests[0].url).toBe('/api/vehicle/?id=1&id=2');
    expect(data).toHaveLength(2);
  });

  it('echoes the XSRF cookie on writes, converts values and adds the selected site', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const requests = mockFetch(({ body }) => ({ status: 201, body: { id: 9, ...(body as object) } }));
    await apiProvider(4).create('places', {
      data: { name: 'Żwirownia', latitude: '52.123456789012', longitude: 20.5, site: '' },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/place/' });
    expect(requests[0].headers.get('X-XSRF-TOKEN')).toBe('token-123');
    expect(requests[0].body).toEqual({ name: 'Żwirownia', latitude: 52.123456789, longitude: 20.5, site: 4 });
  });

  it('sends no XSRF header on reads', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const requests = mockFetch(() => ({ body: { id: 1 } }));
    await apiProvider().getOne('materials', { id: 1 });
    expect(requests[0].url).toBe('/api/material/1/');
    expect(requests[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('adds employees at /api/users/ and updates them with the login flat, never the row’s `user`', async () => {
    const row = (username: string) => ({ id: 5, first_name: 'Jan', user_id: 50, username, user: { id: 50, username } });
    const requests = mockFetch(({ method }) => (method === 'POST' ? { status: 201, body: row('jan') } : { body: row('jan2') }));
    const provider = apiProvider();
    const person = { first_name: 'Jan', last_name: 'Nowak', pesel: '', is_foreigner: false, role: 1, site: 2 };
    const created = await provider.create('employees', { data: { ...person, username: 'jan', password: 'sekret123' } });
    expect(requests[0].url).toBe('/api/users/');
    expect(requests[0].body).toMatchObject({ username: 'jan', password: 'sekret123', first_name: 'Jan' });
    expect(created.data.username).toBe('jan');

    await provider.update('employees', {
      id: 5,
      data: { ...person, username: 'jan2', password: '', user: { id: 50, username: 'jan' } },
      previousData: { ...person, ...row('jan') },
    });
    expect(requests[1]).toMatchObject({ method: 'PUT', url: '/api/persons/5/' });
    expect(requests[1].body).toEqual({ ...person, pesel: null, email: null, username: 'jan2' });
  });

  it('deletes many records with one DELETE each, all in flight at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = mockFetch(async () => {
      await gate;
      return { status: 204 };
    });
    const deletion = apiProvider().deleteMany('materials', { ids: [1, 2, 3] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/material/1/',
      'DELETE /api/material/2/',
      'DELETE /api/material/3/',
    ]);
    release();
    await expect(deletion).resolves.toEqual({ data: [1, 2, 3] });
  });

  it('deletes the other rows of a bulk delete and names each refused one with the server’s reason', async () => {
    const inUse = 'Nie można usunąć: rekord jest używany w innych danych (Przejazdy).';
    const requests = mockFetch(({ url }) => (url.endsWith('/2/') || url.endsWith('/4/') ? { status: 409, body: { detail: inUse } } : { status: 204 }));
    await expect(apiProvider().deleteMany('materials', { ids: [1, 2, 3, 4] })).rejects.toMatchObject({
      status: 409,
      body: {
        deleted: [1, 3],
        refused: [
          { id: 2, reason: inUse },
          { id: 4, reason: inUse },
        ],
      },
    });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([1, 2, 3, 4].map((id) => `DELETE /api/material/${id}/`));
  });

  it('downloads exports with unpadded dates and the site', async () => {
    const requests = mockFetch(() => ({ body: 'a;b\n1;2\n', headers: { 'Content-Type': 'text/csv' } }));
    const blob = await apiProvider(2).exportCsv('fueling');
    expect(requests[0].url).toBe('/api/fuelings/export/?date_from=2026-1-5&date_to=2026-1-12&site=2');
    expect(await blob.text()).toBe('a;b\n1;2\n');
  });

  it('asks an export for the list’s filters, search and sort, and for the header’s dates only where the list follows them', async () => {
    const requests = mockFetch(() => ({ body: '', headers: { 'Content-Type': 'text/csv' } }));
    await apiProvider(2).exportCsv('subcontractors', { filter: { trade: 'transport', q: 'bud' }, sort: { field: 'hourly_rate', order: 'DESC' } });
    await apiProvider(2).exportCsv('service-records', { filter: {}, sort: { field: 'date', order: 'DESC' } });
    await apiProvider(2).exportCsv('rides', { filter: { q: 'Kowalski' }, sort: { field: 'start_datetime', order: 'DESC' } });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/subcontractor/export/?site=2&trade=transport&q=bud&_sort=hourly_rate&_order=DESC',
      '/api/service-record/export/?site=2&_sort=date&_order=DESC',
      '/api/vehicle-ride-export-file/?date_from=2026-1-5&date_to=2026-1-12&site=2&q=Kowalski&_sort=start_datetime&_order=DESC',
    ]);
  });

  it('drops the stored user on 401 and 403 and rejects with the status', async () => {
    for (const status of [401, 403]) {
      storeUser({ username: 'admin', fullName: 'Admin', access: { role: 'administrator', sites: null } });
      mockFetch(() => ({ status, body: { detail: 'Nie zalogowano' } }));
      await expect(apiProvider().getOne('materials', { id: 1 })).rejects.toMatchObject({ status });
      expect(getStoredUser()).toBeNull();
    }
  });
});
