/**
 * The company's night (Labour Code art. 151⁷): 8 hours between 21:00 and 7:00 set by the company,
 * a setting (22:00–06:00 until changed). Only its start is stored; its end is 8 hours later.
 */
import { settingHistorySpec } from '../resources/shared';
import type { ResourceSpec } from '../resources/spec';
import type { FieldErrors } from '../validation';

export interface NightHours {
  start: string;
  end: string;
}

const DAY_MINUTES = 1440;
export const NIGHT_MINUTES = 8 * 60;
/** The night's start lies within 21:00..23:00, so that its 8 hours lie within 21:00–07:00. */
export const NIGHT_EARLIEST_START = 21 * 60;
export const NIGHT_LATEST_START = 23 * 60;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The night beginning at `startMinutes` after midnight. */
export const nightFrom = (startMinutes: number): NightHours => ({ start: hhmm(startMinutes), end: hhmm((startMinutes + NIGHT_MINUTES) % DAY_MINUTES) });

export const DEFAULT_NIGHT_HOURS: NightHours = nightFrom(22 * 60);

export const nightHoursMessages = {
  start: 'Podaj początek pory nocnej w postaci GG:MM, od 21:00 do 23:00 (pora nocna trwa 8 godzin między 21:00 a 7:00).',
  body: 'Podaj początek pory nocnej: start, np. 22:00.',
} as const;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of the night's start. */
export function nightStartMinutes(night: NightHours): number {
  const match = TIME.exec(night.start)!;
  return Number(match[1]) * 60 + Number(match[2]);
}

export type NightHoursReading = { ok: true; night: NightHours } | { ok: false; errors: FieldErrors };

/** A change of the night: `{start: 'HH:mm'}` (an `end` given must be 8 hours later), or Polish messages. */
export function readNightHours(body: unknown): NightHoursReading {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('start' in body)) return { ok: false, errors: { body: [nightHoursMessages.body] } };
  const input = body as Record<string, unknown>;
  const match = typeof input.start === 'string' ? TIME.exec(input.start.trim()) : null;
  const start = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(start >= NIGHT_EARLIEST_START && start <= NIGHT_LATEST_START)) return { ok: false, errors: { start: [nightHoursMessages.start] } };
  const night = nightFrom(start);
  if ('end' in input && input.end !== night.end)
    return { ok: false, errors: { end: [`Pora nocna trwa 8 godzin: zaczynając się o ${night.start}, kończy się o ${night.end}.`] } };
  return { ok: true, night };
}

/** The night as the change history shows it: one record, its start and end. */
export const NIGHT_HOURS_RECORD = 1;

export const nightHoursHistoryValues = (night: NightHours) => ({ start: night.start, end: night.end });

export const nightHoursHistorySpec: ResourceSpec = settingHistorySpec({
  name: 'night-hours',
  apiPath: '/api/night-hours',
  table: 'company_setting',
  label: 'Pora nocna',
  singular: 'Pora nocna',
  fields: {
    start: { type: 'string', label: 'Początek pory nocnej' },
    end: { type: 'string', label: 'Koniec pory nocnej' },
  },
});
