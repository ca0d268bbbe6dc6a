/**
 * Company-local (COMPANY_TIME_ZONE) dates and times of UTC ISO instants for CSV rows, fast enough for
 * millions of rows: the zone's offset is looked up once per UTC hour (Warsaw changes its clocks
 * on the hour), then the local fields are plain arithmetic. Same text as date-fns' `format` of a
 * TZDate with the patterns below.
 */
import { tzOffset } from '@date-fns/tz';
import { companyTimeZone } from './dates';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Offsets of the UTC hours seen lately (a year is 8,760 hours). */
const offsets = new Map<number, number>();
const MAX_CACHED_HOURS = 100_000;
/** The zone the cached offsets belong to. */
let offsetsZone = '';

function offsetMs(instant: number): number {
  const zone = companyTimeZone();
  if (zone !== offsetsZone) {
    offsets.clear();
    offsetsZone = zone;
  }
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
    offset = tzOffset(zone, new Date(hour * HOUR_MS)) * MINUTE_MS;
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The last instant converted: a row's date and time columns read the same instant in turn. */
let last: { iso: string; zone: string; local: Date | null } = { iso: '', zone: '', local: null };

/** The instant's local wall clock as a Date whose UTC fields are the local ones; null when no instant. */
function wallClock(iso: unknown): Date | null {
  if (typeof iso !== 'string') return null;
  if (iso !== last.iso || last.zone !== companyTimeZone()) {
    const instant = Date.parse(iso);
    last = { iso, zone: companyTimeZone(), local: Number.isNaN(instant) ? null : new Date(instant + offsetMs(instant)) };
  }
  return last.local;
}

const datePart = (local: Date) => `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
const timePart = (local: Date) => `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;

/** dd.MM.yyyy, or '' when there is no instant. */
export function companyDate(iso: unknown): string {
  const local = wallClock(iso);
  return local ? datePart(local) : '';
}

/** HH:mm, or ''. */
export function companyTime(iso: unknown): string {
  const local = wallClock(iso);
  return local ? timePart(local) : '';
}

/** dd.MM.yyyy HH:mm, or ''. */
export function companyDateTime(iso: unknown): string {
  const local = wallClock(iso);
  return local ? `${datePart(local)} ${timePart(local)}` : '';
}
