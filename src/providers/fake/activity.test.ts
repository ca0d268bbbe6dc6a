// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { activityFixture, ago } from '../../test/activityFixture';
import { defaultDateRange, type WorkScope } from '../../state/workScope';
import type { TimedGeoPoint } from '../../domain/geo';
import { LATEST_PER_PERSON } from '../types';
import { getDataProvider } from './dataProvider';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

/** Every site and the default week; a test changes its own copy. */
const everySite = (): WorkScope => ({ site: null, dateRange: defaultDateRange(DEFAULT_COMPANY_TIME_ZONE) });

describe('fake provider: activity', () => {
  it('has online whoever has an open work day on the site and a location within 15 minutes', async () => {
    const data = activityFixture();
    // Ołeh Bondarenko (site 2) located a moment ago, but his work day has ended.
    data['location-history'].push({ id: 9, person: 3, vehicle: null, ride: null, datetime: ago(60_000), latitude: 52, longitude: 21 });
    // Jan Kowalski at work, but last located half an hour ago.
    data['work-days'].push({ id: 9, person: 1, datetime_start: ago(3_600_000), datetime_end: null, site: 1 });
    data['location-history'].push({ id: 10, person: 1, vehicle: null, ride: null, datetime: ago(1_800_000), latitude: 52, longitude: 21 });
    const scope = everySite();
    const provider = getDataProvider(data, { scope: () => scope, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    expect(await provider.getOnlinePeople()).toEqual([{ id: 2, first_name: 'Piotr', last_name: 'Nowak', latitude: 52.51, longitude: 20.66 }]);
    scope.site = 2;
    expect(await provider.getOnlinePeople()).toEqual([]);
  });

  it('gives a ride’s track in time order and a 404 for an unknown ride', async () => {
    const provider = getDataProvider(activityFixture(), { scope: everySite, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    const track = async (rideId: number) => JSON.parse(new TextDecoder().decode(await provider.getRideTrack(rideId))) as TimedGeoPoint[];
    expect((await track(1)).map((point) => point.latitude)).toEqual([52, 52.1, 52.2]);
    expect(await track(2)).toEqual([]);
    await expect(provider.getRideTrack(99)).rejects.toMatchObject({ status: 404 });
    expect((await provider.getAppSettings()).timeZone).toBe('Europe/Warsaw');
    // The zone the fake company is given is the one its settings name.
    const inNewYork = getDataProvider(activityFixture(), { scope: everySite, timeZone: 'America/New_York' });
    expect((await inNewYork.getAppSettings()).timeZone).toBe('America/New_York');
    expect((await provider.getAppSettings()).tileUrl).toMatch(/^https:\/\/tile\.openstreetmap\.org\//);
  });

  it('lists each person’s latest work day with the registry’s joined names', async () => {
    const { data, total } = await getDataProvider(activityFixture(), { scope: everySite, timeZone: DEFAULT_COMPANY_TIME_ZONE }).getList('work-days', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'datetime_start', order: 'DESC' },
      filter: {},
      meta: LATEST_PER_PERSON,
    });
    expect(total).toBe(3);
    expect(data.map((row) => [row.id, row.first_name])).toEqual([
      [4, 'Piotr'],
      [5, 'Ołeh'],
      [2, 'Jan'],
    ]);
  });
});
