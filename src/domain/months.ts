/** Months as the month reports read and write them: yyyy-MM in URLs and requests, MM.yyyy on screen. */
import { companyWallClock } from './dates';

/** Whether the text is a month, yyyy-MM. */
export const isMonth = (text: string | null): text is string => text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** The company's current month, yyyy-MM (the month so far until it ends). */
export function currentMonth(now: number, zone: string): string {
  const wall = companyWallClock(now, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** MM.yyyy of yyyy-MM. */
export const shownMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;
