/** How list cells show values: Polish locale, 24-hour time (spec §9). */
import type { FieldSpec } from '../domain/fields';
import { formatFieldNumber } from '../domain/numbers';

const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short', hour12: false });
const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('pl-PL', { timeStyle: 'short', hour12: false });

/** An instant as local date and time, e.g. "21.11.2026, 11:53". */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
/** The local calendar day of an instant, e.g. "21.11.2026". */
export const formatLocalDate = (iso: string): string => dateFormat.format(new Date(iso));
/** The local time of day of an instant, e.g. "11:53". */
export const formatLocalTime = (iso: string): string => timeFormat.format(new Date(iso));

/** The text of a value, or null when there is nothing to show (booleans and enums are translated by the caller). */
export function formatValue(field: FieldSpec | undefined, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field?.type) {
    case 'datetime':
      return formatDateTime(String(value));
    case 'date': {
      const [year, month, day] = String(value).split('-').map(Number);
      return dateFormat.format(new Date(year, month - 1, day));
    }
    case 'integer':
    case 'number':
    case 'latitude':
    case 'longitude': {
      const number = Number(value);
      return Number.isFinite(number) ? formatFieldNumber(field, number) : String(value);
    }
    default:
      return String(value);
  }
}
