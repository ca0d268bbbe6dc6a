/** How the register's page writes its values: kilometres with a decimal comma, months and days as people read them. */
import { companyWallClock } from '../../domain/dates';

const kmFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** 1 234,5 km; "brak odczytu" for a missing odometer reading. */
export const shownKm = (km: number | null, missing = 'brak odczytu'): string => (km === null ? missing : `${kmFormat.format(km)} km`);

/** The company's previous month, yyyy-MM: the one an office closes. */
export function previousMonth(now = Date.now()): string {
  const wall = companyWallClock(now);
  const year = wall.month === 1 ? wall.year - 1 : wall.year;
  const month = wall.month === 1 ? 12 : wall.month - 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** MM.yyyy of yyyy-MM. */
export const shownMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export const isMonth = (text: string | null): text is string => text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
