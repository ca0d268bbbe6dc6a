/**
 * Company-local (COMPANY_TIME_ZONE) dates and times of UTC ISO instants for CSV rows, fast enough for
 * millions of rows: the zone's offset is looked up once per UTC hour (Warsaw changes its clocks
 * on the hour; an hour within which a zone changes them is looked up per instant), then the local
 * fields are plain arithmetic. An instant written as UTC ISO
 * (`2026-03-15T07:23:45.000Z`) in an hour whose offset is whole hours, as every Polish hour is,
 * takes its local date and hour from that hour, computed once, and its minutes from its own text.
 * Same text as date-fns' `format` of a TZDate with the patterns below.
 */
import { tzOffset } from '@date-fns/tz';
import { utcHourStart } from './isoInstants';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** UTC hours kept at most (a year is 8,760 hours). */
const MAX_CACHED_HOURS = 100_000;

/** A UTC hour on the company's wall clock: its local date and hour, or null when its offset is not whole hours. */
interface LocalHour {
  date: string;
  hour: string;
}

/** Offsets at the starts of the UTC hours seen lately, and their local dates and hours by the hour's start. */
const offsets = new Map<number, number>();
const localHours = new Map<number, LocalHour | null>();
/** The zone the cached hours belong to. */
let cachedZone = '';

/** Empties the caches when they are of another zone than asked (or full). */
function forZone(zone: string): void {
  if (zone !== cachedZone || offsets.size >= MAX_CACHED_HOURS || localHours.size >= MAX_CACHED_HOURS) {
    offsets.clear();
    localHours.clear();
    cachedZone = zone;
  }
}

/** The zone's offset at the start of the UTC hour. */
function offsetAtHour(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = tzOffset(cachedZone, new Date(hour * HOUR_MS)) * MINUTE_MS;
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The zone's offset throughout the UTC hour, or NaN when the clocks change within it (Warsaw
 * changes them on the hour; St. John's, say, at half past): the same at its start and the next's.
 */
function hourOffset(hour: number, zone: string): number {
  forZone(zone);
  const offset = offsetAtHour(hour);
  return offsetAtHour(hour + 1) === offset ? offset : NaN;
}

/** The zone's offset at the instant. */
function offsetMs(instant: number, zone: string): number {
  const offset = hourOffset(Math.floor(instant / HOUR_MS), zone);
  return Number.isNaN(offset) ? tzOffset(zone, new Date(instant)) * MINUTE_MS : offset;
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));
const datePart = (local: Date) => `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
const timePart = (local: Date) => `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;

/** The local date and hour of the instant's UTC hour, or null when they cannot be read that way. */
function localHour(iso: string, zone: string): LocalHour | null {
  const start = utcHourStart(iso);
  if (start === undefined) return null;
  forZone(zone);
  let known = localHours.get(start);
  if (known === undefined) {
    const offset = hourOffset(start / HOUR_MS, zone);
    if (offset % HOUR_MS === 0) {
      const local = new Date(start + offset);
      known = { date: datePart(local), hour: two(local.getUTCHours()) };
    } else known = null;
    localHours.set(start, known);
  }
  return known;
}

/** The last instant converted the general way: a row's date and time columns read the same instant in turn. */
let last: { iso: string; zone: string; local: Date | null } = { iso: '', zone: '', local: null };

/** The instant's local wall clock as a Date whose UTC fields are the local ones; null when no instant. */
function wallClock(iso: unknown, zone: string): Date | null {
  if (typeof iso !== 'string') return null;
  if (iso !== last.iso || last.zone !== zone) {
    const instant = Date.parse(iso);
    last = { iso, zone, local: Number.isNaN(instant) ? null : new Date(instant + offsetMs(instant, zone)) };
  }
  return last.local;
}

const minutesOf = (iso: string) => iso.slice(14, 16);

/** dd.MM.yyyy, or '' when there is no instant. */
export function companyDate(iso: unknown, zone: string): string {
  const hour = typeof iso === 'string' ? localHour(iso, zone) : null;
  if (hour) return hour.date;
  const local = wallClock(iso, zone);
  return local ? datePart(local) : '';
}

/** HH:mm, or ''. */
export function companyTime(iso: unknown, zone: string): string {
  const hour = typeof iso === 'string' ? localHour(iso, zone) : null;
  if (hour) return `${hour.hour}:${minutesOf(iso as string)}`;
  const local = wallClock(iso, zone);
  return local ? timePart(local) : '';
}

/** dd.MM.yyyy HH:mm, or ''. */
export function companyDateTime(iso: unknown, zone: string): string {
  const hour = typeof iso === 'string' ? localHour(iso, zone) : null;
  if (hour) return `${hour.date} ${hour.hour}:${minutesOf(iso as string)}`;
  const local = wallClock(iso, zone);
  return local ? `${datePart(local)} ${timePart(local)}` : '';
}
