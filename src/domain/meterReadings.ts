/**
 * Meter readings (issue 30): the rules the server keeps and the due report reads, pure.
 *
 * - A reading gives kilometres and/or engine hours of a vehicle at a moment, from a source.
 * - A reading lower than the vehicle's previous one (the latest before it in time, in the same
 *   unit) is refused with a Polish message naming the previous value and its date; from a source
 *   the office cannot correct (telematics) it is stored flagged, with the same text as its reason.
 *   Flagged readings are not the vehicle's current reading.
 * - The vehicle's current reading is the latest (in time) of every source: station and tanker
 *   fuelings' odometers, service records' readings, meter readings.
 */
import { parseCalendarDay, showDateTime, startOfCompanyDay } from './dates';
import { formatDecimal } from './numbers';

export const METER_SOURCE_LABELS = {
  check: 'Kontrola przed zmianą',
  fueling: 'Tankowanie',
  service: 'Serwis',
  telematics: 'Telematyka',
  manual: 'Ręcznie',
} as const;

export type MeterSource = keyof typeof METER_SOURCE_LABELS;

/** Sources whose readings the office cannot correct: a lower reading is kept, flagged. */
export const UNCORRECTABLE_SOURCES: ReadonlySet<MeterSource> = new Set<MeterSource>(['telematics']);

export type MeterField = 'km' | 'engine_hours';

export const METER_UNITS: Record<MeterField, string> = { km: 'km', engine_hours: 'mth' };

/** A vehicle's previous reading in one unit. */
export interface PreviousReading {
  value: number;
  /** UTC ISO instant. */
  datetime: string;
}

/** The Polish refusal (or flag reason) of a reading lower than the previous one. */
export const lowerReadingMessage = (field: MeterField, previous: PreviousReading, zone: string): string =>
  `Odczyt jest niższy niż poprzedni: ${formatDecimal(previous.value)} ${METER_UNITS[field]} z ${showDateTime(previous.datetime, zone)}.`;

export type ReadingVerdict = { kind: 'ok' } | { kind: 'refused'; field: MeterField; message: string } | { kind: 'flagged'; reason: string };

/**
 * What becomes of a new reading given the vehicle's previous one in each unit it gives: stored,
 * refused (the message under the field), or stored flagged (an uncorrectable source).
 */
export function judgeReading(
  source: MeterSource,
  reading: Partial<Record<MeterField, number | null>>,
  previous: Partial<Record<MeterField, PreviousReading | null>>,
  zone: string,
): ReadingVerdict {
  for (const field of ['km', 'engine_hours'] as const) {
    const value = reading[field];
    const before = previous[field];
    if (value === null || value === undefined || !before || value >= before.value) continue;
    const message = lowerReadingMessage(field, before, zone);
    return UNCORRECTABLE_SOURCES.has(source) ? { kind: 'flagged', reason: message } : { kind: 'refused', field, message };
  }
  return { kind: 'ok' };
}

/** A candidate for a vehicle's current reading (one unit). */
export interface ReadingCandidate {
  vehicle: number;
  /** UTC ISO instant, or a company day (yyyy-MM-dd) for a service, which counts from the day's start. */
  datetime: string;
  odometer_state: number;
}

/** The latest of the candidates (a later time wins; at the same time, the later in the list). */
export function latestReading<T extends ReadingCandidate>(candidates: readonly (T | null | undefined)[], zone: string): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (!best || instantOf(candidate.datetime, zone) >= instantOf(best.datetime, zone)) best = candidate;
  }
  return best;
}

/** A service's day counts from the start of the company day (in `zone`). */
const instantOf = (datetime: string, zone: string): number => {
  const day = datetime.length === 10 ? parseCalendarDay(datetime) : null;
  return Date.parse(day ? startOfCompanyDay(day, zone) : datetime);
};
