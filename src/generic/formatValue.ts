/** How list cells show values: Polish locale, 24-hour time in the company's zone (spec §9). */
import { showDateTime } from '../domain/dates';
import type { FieldSpec } from '../domain/fields';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short' });
const numberFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
const coordinateFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 10, useGrouping: false });

/** The text of a value, or null when there is nothing to show (booleans and enums are translated by the caller). */
export function formatValue(field: FieldSpec | undefined, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field?.type) {
    case 'datetime':
      return showDateTime(String(value));
    case 'date': {
      const [year, month, day] = String(value).split('-').map(Number);
      return dateFormat.format(new Date(year, month - 1, day));
    }
    case 'number':
      return numberFormat.format(Number(value));
    case 'latitude':
    case 'longitude':
      return coordinateFormat.format(Number(value));
    default:
      return String(value);
  }
}
