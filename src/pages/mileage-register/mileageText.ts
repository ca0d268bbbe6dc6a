/** How the register's page writes its values: kilometres with a decimal comma, months and days as people read them. */
import { companyWallClock } from '../../domain/dates';

const kmFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** 1 234,5 km; "brak odczytu" for a missing odometer reading. */
export const shownKm = (km: number | null, missing = 'brak odczytu'): string => (km === null ? missing : `${kmFormat.format(km)} km`);

/** The company's current month, yyyy-MM. */
export function currentMonth(now = Date.now()): string {
  const wall = companyWallClock(now);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** MM.yyyy of yyyy-MM. */
export const shownMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export const isMonth = (text: string | null): text is string => text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
