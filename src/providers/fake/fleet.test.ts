import { describe, expect, it } from 'vitest';
import { activityFixture } from '../../test/activityFixture';
import { getDataProvider } from '.';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

describe('the fake provider’s fleet', () => {
  it('answers the site’s vehicles at their last position, the changes after a cursor and a day, as the API does', async () => {
    const data = activityFixture();
    const datetime = new Date().toISOString();
    const latest = Math.max(...data['location-history'].map((point) => point.id));
    const point = { id: latest + 1, person: 1, vehicle: 1, ride: null, datetime, latitude: 52.3, longitude: 20.1, speed: 0, ignition: true };
    data['location-history'].push(point as never);
    const provider = getDataProvider(data, { scope: () => ({ site: 1, dateRange: {} }), timeZone: DEFAULT_COMPANY_TIME_ZONE });

    const fleet = await provider.getFleet();
    // Its latest point: stopped now, the engine on.
    expect(fleet.units.find((unit) => unit.key === 'vehicle-1')?.run).toMatchObject({ motion: 'idling', since: datetime, last: { latitude: 52.3 } });
    const { cursor } = await provider.getFleetChanges(undefined);
    expect(cursor).toBe(latest + 1);
    expect(fleet.cursor).toBe(cursor);
    expect((await provider.getFleetChanges(cursor)).units).toEqual([]);
    const changes = await provider.getFleetChanges(latest);
    expect(changes.cursor).toBe(cursor);
    expect(changes.units.map((unit) => unit.key).sort()).toEqual(['person-1', 'vehicle-1']);
    const day = await provider.getFleetDay({ kind: 'vehicle', id: 1 });
    expect(day.track.at(-1)).toEqual({ datetime, latitude: 52.3, longitude: 20.1, speed: 0, ignition: true });
  });
});
