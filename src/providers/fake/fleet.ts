/**
 * The fake provider's fleet (docs/api.md "Fleet"), computed from the fake tables as the server
 * computes it: the selected site's vehicles and people carrying a GPS device, the points added after
 * a cursor (their ids), a unit's day.
 */
import type { DataProvider, RaRecord } from 'ra-core';
import { calendarDay, companyDayRange, companyToday, parseCalendarDay, paddedDay } from '../../domain/dates';
import { unitKey, type FleetUnit, type FleetUnitChange } from '../../domain/fleet/api';
import { ignitionChangesOfPoints, ignitionPeriods, stopsOf } from '../../domain/fleet/day';
import { advanceRun, type FleetPoint } from '../../domain/fleet/motion';
import type { FakeProviderConfig } from '../config';
import type { SatDataProvider } from '../types';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };
const RECENT_MS = 24 * 3_600_000;

const fleetPoint = (row: RaRecord): FleetPoint => ({
  datetime: row.datetime,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  speed: row.speed ?? null,
  ignition: row.ignition ?? null,
});

type Fleet = Pick<SatDataProvider, 'getFleet' | 'getFleetChanges' | 'getFleetDay'>;

export function fakeFleet(inner: DataProvider, { scope, timeZone }: FakeProviderConfig): Fleet {
  const all = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await inner.getList(resource, { filter, pagination: ALL_ROWS, sort: { field: 'id', order: 'ASC' } })).data;
  const ofSite = (rows: RaRecord[]) => {
    const { site } = scope();
    return site === null ? rows : rows.filter((row) => row.site === site);
  };
  const names = async () => new Map((await all('employees')).map((person) => [person.id, `${person.first_name} ${person.last_name}`]));
  const cursorOf = (points: RaRecord[]) => points.reduce((top, point) => Math.max(top, Number(point.id)), 0);

  return {
    getFleet: async () => {
      const points = await all('location-history');
      const people = await names();
      const after = new Date(Date.now() - RECENT_MS).toISOString();
      const unit = (kind: 'vehicle' | 'person', id: number, name: string, detail: string | null, own: string | null): FleetUnit => {
        const recent = points.filter((point) => point[kind] === id && point.datetime >= after);
        const last = recent.reduce<RaRecord | undefined>((latest, point) => (!latest || point.datetime > latest.datetime ? point : latest), undefined);
        return {
          key: unitKey(kind, id),
          kind,
          id,
          name,
          detail,
          person: own ?? people.get(last?.person) ?? null,
          run: advanceRun(null, recent.map(fleetPoint)),
        };
      };
      // Fake data made before GPS devices existed has no such table: then nobody carries one.
      const devices = (await all('gps-devices').catch(() => [] as RaRecord[])).filter((device) => device.active && device.person != null);
      const carriers = ofSite(await all('employees')).filter((person) => devices.some((device) => device.person === person.id));
      const vehicles = ofSite(await all('vehicles')).filter((vehicle) => !vehicle.archived_at);
      return {
        cursor: cursorOf(points),
        units: [
          ...vehicles.map((v) => unit('vehicle', v.id as number, `${v.fleet_number} · ${v.registration_number}`, v.vehicle_model, null)),
          ...carriers.map((p) => {
            const name = `${p.first_name} ${p.last_name}`;
            return unit('person', p.id as number, name, devices.find((device) => device.person === p.id)!.name, name);
          }),
        ],
      };
    },
    getFleetChanges: async (since) => {
      const points = await all('location-history');
      const top = cursorOf(points);
      if (since === undefined) return { cursor: top, units: [] };
      const { site } = scope();
      const vehicleSites = new Map((await all('vehicles')).map((vehicle) => [vehicle.id, vehicle.site]));
      const personSites = new Map((await all('employees')).map((person) => [person.id, person.site]));
      const people = await names();
      const units = new Map<string, FleetUnitChange>();
      const add = (key: string, point: RaRecord) => {
        const change = units.get(key) ?? { key, person: null, points: [] };
        change.person = people.get(point.person) ?? change.person;
        change.points.push(fleetPoint(point));
        units.set(key, change);
      };
      for (const point of points.filter((row) => Number(row.id) > since).sort((a, b) => Number(a.id) - Number(b.id))) {
        if (site !== null && vehicleSites.get(point.vehicle) !== site && personSites.get(point.person) !== site) continue;
        if (point.vehicle != null) add(unitKey('vehicle', point.vehicle), point);
        if (point.person != null) add(unitKey('person', point.person), point);
      }
      return { cursor: top, units: [...units.values()] };
    },
    getFleetDay: async ({ kind, id, date }) => {
      const day = (date && parseCalendarDay(date)) || calendarDay(companyToday(Date.now(), timeZone));
      const { fromIso, toIso } = companyDayRange(day, day, timeZone);
      const track = (await all('location-history', { [kind]: id }))
        .filter((point) => point.datetime >= fromIso && point.datetime < toIso)
        .sort((a, b) => (a.datetime < b.datetime ? -1 : 1))
        .map(fleetPoint);
      const end = Date.parse(toIso) <= Date.now() ? (track.at(-1)?.datetime ?? null) : null;
      const shown = paddedDay(new Date(day.year, day.month - 1, day.day));
      return { date: shown, track, stops: stopsOf(track), ignition: ignitionPeriods(ignitionChangesOfPoints(track), end) };
    },
  };
}
