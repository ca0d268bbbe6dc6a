/** How list cells show values: Polish locale, 24-hour time in the company's zone (spec §9). */
import { showDateTime, showDay } from '../domain/dates';
import type { FieldSpec } from '../domain/fields';
import { formatMoney, showFieldNumber } from '../domain/numbers';
import { isBlank } from '../domain/requiredValues';

/**
 * The text of a value, or null when there is nothing to show (booleans and enums are translated by
 * the caller); money as `1 234,50 zł`, a decimal with its scale's places, a date-time on the
 * company's clock in `timeZone`.
 */
export function formatValue(field: FieldSpec | undefined, value: unknown, timeZone: string): string | null {
  if (isBlank(value)) return null;
  switch (field?.type) {
    case 'datetime':
      return showDateTime(String(value), timeZone);
    case 'date':
      // dd.MM.yyyy as every other date (Intl's Polish short date drops the day's zero: 5.11.2026).
      return showDay(String(value));
    case 'money': {
      const number = Number(value);
      return Number.isFinite(number) ? formatMoney(number) : String(value);
    }
    case 'integer':
    case 'number':
    case 'decimal':
    case 'latitude':
    case 'longitude': {
      const number = Number(value);
      return Number.isFinite(number) ? showFieldNumber(field, number) : String(value);
    }
    default:
      return String(value);
  }
}
