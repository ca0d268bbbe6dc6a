/**
 * The fake provider's answers to the API's activity calls (docs/api.md "Other"): people online
 * now, a ride's track, and the app settings (map tiles, company zone), computed from the fake tables like the server does.
 */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { CSV_BOM } from '../../domain/csv';
import { companyDayRange, parseCalendarDay } from '../../domain/dates';
import { positionsCsvHeader, positionsCsvRow } from '../../domain/gps/positionsCsv';
import { DOCUMENT_WARNING_DAYS } from '../../domain/resources/documentFields';
import type { TimedGeoPoint } from '../../domain/geo';
import { resources } from '../../domain/resources';
import { ONLINE_WINDOW_MS } from '../../domain/workDays';
import type { FakeProviderConfig } from '../config';
import type { AppSettings, OnlinePerson, SatDataProvider } from '../types';
import { csvFile } from './csv';

const ALL_ROWS = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** The public OpenStreetMap tiles (the server's default too). */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

type Activity = Pick<SatDataProvider, 'getOnlinePeople' | 'getRideTrack' | 'getAppSettings' | 'exportPersonPositionsCsv'>;

/** The server's default POSITION_RETENTION_DAYS. */
const POSITION_RETENTION_DAYS = 90;

export function fakeActivity(inner: DataProvider, { scope, timeZone }: FakeProviderConfig): Activity {
  const all = async (resource: string, filter: Record<string, unknown>, field = 'id', order: 'ASC' | 'DESC' = 'ASC') =>
    (await inner.getList(resource, { filter, pagination: ALL_ROWS, sort: { field, order } })).data;

  return {
    /** An open work day (on the selected site) and a location within the online window. */
    getOnlinePeople: async () => {
      const { site } = scope();
      const openDays = await all('work-days', site === null ? {} : { site });
      const working = new Set(openDays.filter((day) => day.datetime_end == null).map((day) => day.person));
      const since = new Date(Date.now() - ONLINE_WINDOW_MS).toISOString();
      const latest = new Map<number, RaRecord>();
      for (const point of await all('location-history', { datetime_gte: since }, 'datetime', 'DESC')) {
        if (working.has(point.person) && !latest.has(point.person)) latest.set(point.person, point);
      }
      const { data: people } = await inner.getMany('employees', { ids: [...latest.keys()] });
      return people
        .map((person): OnlinePerson => {
          const point = latest.get(person.id) as RaRecord;
          const { id, first_name, last_name } = person;
          return { id, first_name, last_name, latitude: point.latitude, longitude: point.longitude };
        })
        .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`, 'pl'));
    },
    getRideTrack: async (rideId) => {
      if ((await all('rides', { id: rideId })).length === 0) throw new HttpError(resources.rides.notFoundMessage, 404);
      const points = await all('location-history', { ride: rideId }, 'datetime');
      const track = points.map(({ latitude, longitude, datetime }): TimedGeoPoint => ({ latitude, longitude, datetime }));
      return new TextEncoder().encode(JSON.stringify(track)).buffer as ArrayBuffer;
    },
    getAppSettings: async (): Promise<AppSettings> => ({
      tileUrl: OSM_TILE_URL,
      // The fake company's own zone, the one its days and files are in.
      timeZone,
      documentWarningDays: DOCUMENT_WARNING_DAYS,
      positionRetentionDays: POSITION_RETENTION_DAYS,
    }),
    /** The same file the server writes, from the fake's points of the person over those company days. */
    exportPersonPositionsCsv: async (person, { from, to }) => {
      const range = companyDayRange(parseCalendarDay(from)!, parseCalendarDay(to)!, timeZone);
      const points = (await all('location-history', { person }, 'datetime')).filter((point) => point.datetime >= range.fromIso && point.datetime < range.toIso);
      const vehicles = new Map(
        (await inner.getMany('vehicles', { ids: [...new Set(points.map((point) => point.vehicle).filter(Boolean))] })).data.map((v) => [
          v.id,
          v.registration_number,
        ]),
      );
      const rows = points.map((point) =>
        positionsCsvRow(
          {
            datetime: point.datetime,
            latitude: Number(point.latitude),
            longitude: Number(point.longitude),
            vehicle: vehicles.get(point.vehicle) ?? null,
            ride: point.ride ?? null,
          },
          timeZone,
        ),
      );
      return csvFile(CSV_BOM + positionsCsvHeader() + rows.join(''));
    },
  };
}
