import { describe, expect, it } from 'vitest';
import { getDataProvider } from './dataProvider';
import { demoData } from './demoData';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

const EVERY_SITE = { scope: () => ({ site: null, dateRange: {} }), timeZone: DEFAULT_COMPANY_TIME_ZONE };
const NOW = new Date('2026-11-20T10:30:00.000Z');
const OPTIONS = { seed: 1, scale: 0.3, days: 3, now: NOW };

describe('fake provider: time on sites (issue 31 §4)', () => {
  it('finds the stays of a machine on a boundary drawn along its track, and keeps the working hours', async () => {
    const provider = getDataProvider(demoData(OPTIONS), EVERY_SITE);
    const query = { site: null, from: new Date(2026, 10, 18), to: new Date(2026, 10, 20) };
    // No boundary yet: no stay.
    expect((await provider.getSiteTime(query)).rows).toEqual([]);

    const { data: points } = await provider.getList('location-history', {
      filter: {},
      pagination: { page: 1, perPage: 5000 },
      sort: { field: 'id', order: 'ASC' },
    });
    const withVehicle = points.filter((point) => point.vehicle && point.datetime >= '2026-11-18');
    const track = withVehicle.filter((point) => point.vehicle === withVehicle[0].vehicle).slice(0, 5);
    const { data: site } = await provider.getOne('sites', { id: 1 });
    await provider.update('sites', {
      id: 1,
      data: { ...site, boundary: `korytarz 20 m: ${track.map((point) => `${point.latitude} ${point.longitude}`).join('; ')}` },
      previousData: site,
    });
    const { rows } = await provider.getSiteTime(query);
    const row = rows.find((candidate) => candidate.vehicle === track[0].vehicle && candidate.site === 1)!;
    expect(row.visits[0].entered_at <= track[0].datetime).toBe(true);
    expect(row.seconds).toBeGreaterThan(0);

    expect(await provider.saveWorkingHours({ start: '7:00' })).toMatchObject({ start: '07:00', end: '18:00' });
    await expect(provider.saveWorkingHours({ end: '05:00' })).rejects.toMatchObject({ status: 400 });
    expect((await provider.getWorkingHours()).start).toBe('07:00');
  });
});
