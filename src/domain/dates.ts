/** Calendar helpers shared by the app and the server. Company time zone: Europe/Warsaw. */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

export const COMPANY_TIME_ZONE = 'Europe/Warsaw';

/** A calendar day, padded or not ("2026-1-5" or "2026-01-05"), or null when it is no real day. */
export function parseCalendarDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** The instant a calendar day starts in the company's time zone, as UTC ISO. */
export function startOfCompanyDay(day: { year: number; month: number; day: number }): string {
  return new TZDate(day.year, day.month - 1, day.day, 0, 0, 0, COMPANY_TIME_ZONE).toISOString();
}

/** The half-open UTC interval [from, to) covering the calendar days from..to inclusive. */
export function companyDayRange(
  from: { year: number; month: number; day: number },
  to: { year: number; month: number; day: number },
): { fromIso: string; toIso: string } {
  const next = addDays(new Date(Date.UTC(to.year, to.month - 1, to.day)), 1);
  return {
    fromIso: new Date(startOfCompanyDay(from)).toISOString(),
    toIso: new Date(
      startOfCompanyDay({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }),
    ).toISOString(),
  };
}

/** A date as the exports' query wants it: year-month-day without zero padding (spec §7). */
export const unpaddedDay = (date: Date): string =>
  `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** A date as the lists' query wants it: yyyy-MM-dd (spec §7). */
export const paddedDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** Normalises any parseable date-time to UTC ISO with milliseconds, or null. */
export function toUtcIso(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A date-time in the company's zone for people (CSV, server-rendered text): "05.01.2026 14:03". */
export const formatCompanyDateTime = (iso: string): string =>
  format(new TZDate(Date.parse(iso), COMPANY_TIME_ZONE), 'dd.MM.yyyy HH:mm');

/** Ride duration "Xh Ym" from seconds; empty when there is no end (spec §2 /rides). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const totalMinutes = Math.floor(seconds / 60);
  return `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
}

/** Seconds between two ISO instants, or null when the end is missing. */
export function durationSeconds(startIso: string, endIso: string | null | undefined): number | null {
  if (!endIso) return null;
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 1000);
}
