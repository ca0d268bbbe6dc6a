/**
 * The small test fixture plus activity: two rides on site 1 (one ended after 1 h 35 min with a
 * three-point track, one under way without points), work days of three people, and Piotr Nowak
 * online now. Times are relative to now, so they fall into the default date range.
 */
import type { Backend } from '../admin/backend';
import { getAuthProvider, getDataProvider } from '../providers/fake';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { smallFixture } from './fixture';
import { workScope } from '../state/workScope';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export function activityFixture() {
  const rideStart = Date.now() - 5 * HOUR;
  const at = (ms: number) => new Date(rideStart + ms).toISOString();
  return {
    ...smallFixture(),
    rides: [
      {
        id: 1,
        person: 1,
        vehicle: 1,
        material: 1,
        start_datetime: at(0),
        end_datetime: at(HOUR + 35 * MINUTE + 59_000),
        start_place: 1,
        end_place: 2,
        site: 1,
      },
      { id: 2, person: 2, vehicle: 1, material: 2, start_datetime: ago(HOUR), end_datetime: null, start_place: 1, end_place: null, site: 1 },
    ],
    'location-history': [
      // Ride 1, listed out of time order: 52.0 → 52.1 → 52.2 is 22.24 km.
      { id: 1, person: 1, vehicle: 1, ride: 1, datetime: at(20 * MINUTE), latitude: 52.2, longitude: 20 },
      { id: 2, person: 1, vehicle: 1, ride: 1, datetime: at(0), latitude: 52.0, longitude: 20 },
      { id: 3, person: 1, vehicle: 1, ride: 1, datetime: at(10 * MINUTE), latitude: 52.1, longitude: 20 },
      // Piotr Nowak, a moment ago.
      { id: 4, person: 2, vehicle: null, ride: null, datetime: ago(2 * MINUTE), latitude: 52.51, longitude: 20.66 },
    ],
    'work-days': [
      { id: 1, person: 1, datetime_start: ago(50 * HOUR), datetime_end: ago(42 * HOUR), site: 1 },
      { id: 2, person: 1, datetime_start: ago(26 * HOUR), datetime_end: ago(18 * HOUR), site: 1 },
      { id: 3, person: 2, datetime_start: ago(74 * HOUR), datetime_end: ago(66 * HOUR), site: 1 },
      { id: 4, person: 2, datetime_start: ago(3 * HOUR), datetime_end: null, site: 1 },
      { id: 5, person: 3, datetime_start: ago(10 * HOUR), datetime_end: ago(2 * HOUR), site: 2 },
    ],
    repairs: [{ id: 1, person: 1, vehicle: 3, note: 'Wyciek oleju', datetime: ago(HOUR), site: 2, status: 'nowe' }],
  };
}

/** The fake on the activity fixture, its company in `timeZone`. */
export const activityBackend = (timeZone = DEFAULT_COMPANY_TIME_ZONE): Backend => ({
  dataProvider: getDataProvider(activityFixture(), { scope: workScope.get, timeZone }),
  authProvider: getAuthProvider(),
});
