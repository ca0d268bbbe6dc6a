// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { LATEST_PER_PERSON } from '../types';
import { getDataProvider } from './dataProvider';

const week = { from: new Date(2026, 0, 5), to: new Date(2026, 0, 12) };
/** The provider with a site selected (none: every site) and the week as the date range. */
const apiProvider = (site: number | null = null) => getDataProvider({ scope: () => ({ site, dateRange: week }) });

describe('API data provider: activity calls', () => {
  it('asks for the people online on the selected site and reads their coordinates as numbers', async () => {
    const requests = mockFetch(() => ({
      body: [{ id: 9, first_name: 'Jan', last_name: 'Kowalski', latitude: '52.25', longitude: '21.5' }],
    }));
    expect(await apiProvider(4).getOnlinePeople()).toEqual([{ id: 9, first_name: 'Jan', last_name: 'Kowalski', latitude: 52.25, longitude: 21.5 }]);
    expect(requests[0].url).toBe('/api/online/?site=4');
  });

  it('asks every site’s online people when no site is selected', async () => {
    const requests = mockFetch(() => ({ body: [] }));
    await apiProvider().getOnlinePeople();
    expect(requests[0].url).toBe('/api/online/');
  });

  it('reads a ride’s track and the map settings', async () => {
    const point = { latitude: 52, longitude: 21, datetime: '2026-01-05T07:00:00Z' };
    const requests = mockFetch(({ url }) => ({
      body: url.startsWith('/api/config/') ? { tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone: 'America/New_York' } : [point],
    }));
    const provider = apiProvider();
    expect(JSON.parse(new TextDecoder().decode(await provider.getRideTrack(17)))).toEqual([point]);
    expect(await provider.getAppSettings()).toEqual({ tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone: 'America/New_York' });
    expect(requests.map((request) => request.url)).toEqual(['/api/location-history-for-ride/17/', '/api/config/']);
  });

  it('rejects with the 404 of an unknown ride', async () => {
    mockFetch(() => ({ status: 404, body: { detail: 'Nie znaleziono przejazdu' } }));
    await expect(apiProvider().getRideTrack(5)).rejects.toMatchObject({ status: 404, message: 'Nie znaleziono przejazdu' });
  });

  it('fetches the whole scoped array for the latest work day per person, then searches, sorts and pages it here', async () => {
    const day = (id: number, person: number, start: string, first_name: string) => ({
      id,
      person,
      datetime_start: start,
      datetime_end: null,
      first_name,
      last_name: 'Nowak',
    });
    const requests = mockFetch(() => ({
      body: [
        day(1, 7, '2026-01-05T07:00:00Z', 'Anna'),
        day(2, 8, '2026-01-06T07:00:00Z', 'Piotr'),
        day(3, 7, '2026-01-07T07:00:00Z', 'Anna'),
        day(4, 9, '2026-01-04T07:00:00Z', 'Ewa'),
      ],
    }));
    const provider = apiProvider(2);
    const sort = { field: 'datetime_start', order: 'DESC' as const };
    const all = await provider.getList('work-days', { pagination: { page: 1, perPage: 2 }, sort, filter: {}, meta: LATEST_PER_PERSON });
    expect(requests[0].url).toBe('/api/person-work-day/?site=2&date_from=2026-01-05&date_to=2026-01-12');
    expect(all).toEqual({ data: [expect.objectContaining({ id: 3 }), expect.objectContaining({ id: 2 })], total: 3 });
    const searched = await provider.getList('work-days', { pagination: { page: 1, perPage: 10 }, sort, filter: { q: 'ewa' }, meta: LATEST_PER_PERSON });
    expect(requests[1].url).not.toContain('q=');
    expect(searched.data.map((row) => row.id)).toEqual([4]);
  });
});
