/** Activity rows as the API answers them (derived from the registry), and helpers that create activity through the API. */
import type { ApiRow } from '../src/domain/resources/rows';
import type { OnlinePerson } from '../src/providers/types';
import { uniqueName, type ApiClient, type Site } from './fixtures';

export type Ride = ApiRow<'rides'>;
export type WorkDay = ApiRow<'work-days'>;

export type { OnlinePerson };

export type Repair = ApiRow<'repairs'>;
export type TrackPoint = Pick<ApiRow<'location-history'>, 'latitude' | 'longitude' | 'datetime'>;

/**
 * Date and time as the app shows them: Polish, dd.MM.yyyy HH:mm (day and month zero-padded),
 * 24-hour, on the company clock (Europe/Warsaw) in any browser zone.
 */
const warsaw = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('pl-PL', { ...options, timeZone: 'Europe/Warsaw' });
const date = warsaw({ day: '2-digit', month: '2-digit', year: 'numeric' });
const time = warsaw({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
export const polishDate = (iso: string) => date.format(new Date(iso));
export const polishDateTime = (iso: string) => `${polishDate(iso)} ${polishTime(iso)}`;
export const polishTime = (iso: string) => time.format(new Date(iso));

/**
 * A new employee of `site` who is at work and was located a moment ago, so that the online map
 * has someone whenever the test runs (the demo's own people are online only for 15 minutes).
 */
export async function putSomeoneOnline(api: ApiClient, site: Site): Promise<OnlinePerson> {
  const [role] = await api.get<{ id: number }[]>('/api/person-roles/');
  const [place] = await api.get<{ latitude: number; longitude: number }[]>(`/api/place/?site=${site.id}`);
  const name = uniqueName('Online');
  const person = await api.post<{ id: number }>('/api/users/', {
    username: name.replace(/\W/g, '').toLowerCase(),
    password: 'Haslo-do-testow-1',
    first_name: 'Aktywny',
    last_name: name,
    pesel: '',
    is_foreigner: false,
    role: role.id,
    site: site.id,
  });
  await api.post('/api/person-work-day/start/', { person: person.id });
  await api.post('/api/location-history/', {
    person: person.id,
    latitude: place.latitude,
    longitude: place.longitude,
    datetime: new Date().toISOString(),
  });
  return { id: person.id, first_name: 'Aktywny', last_name: name, latitude: place.latitude, longitude: place.longitude };
}
