/** Small helpers the entity-screen tests share: first rows of a list, and local times. */
import { TZDate } from '@date-fns/tz';
import type { ApiClient } from './fixtures';

/** The first row of a list query (the path carries its filters and sort). */
export const firstRow = async <T>(api: ApiClient, path: string): Promise<T> =>
  (await api.get<T[]>(`${path}${path.includes('?') ? '&' : '?'}_start=0&_end=1`))[0];

/** Today at hh:mm in Warsaw: what a date-time input takes ("24.11.2026 14:30"), and the UTC ISO the API keeps. */
export function todayAt(hours: number, minutes: number) {
  const now = new TZDate(Date.now(), 'Europe/Warsaw');
  const local = new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes, 0, 'Europe/Warsaw');
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    input: `${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()} ${pad(hours)}:${pad(minutes)}`,
    iso: new Date(local.getTime()).toISOString(),
  };
}

/** How the lists show a date-time (dd.MM.yyyy HH:mm, company clock). */
export { polishDateTime as shownDateTime } from './activityData';
