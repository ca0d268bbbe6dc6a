/** How the page writes its values: hours with a decimal comma, the month as people read it. */
import { companyWallClock } from '../../domain/dates';

const hoursFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 12,5 — and an empty cell for none, so that the days worked stand out. */
export const shownHours = (hours: number, blankZero = false): string => (blankZero && hours === 0 ? '' : hoursFormat.format(hours));

/** The company's current month, yyyy-MM. */
export function currentMonth(now = Date.now()): string {
  const wall = companyWallClock(now);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** MM.yyyy of yyyy-MM. */
export const shownMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export const isMonth = (text: string | null): text is string => text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
