/** The company's calendar day (Europe/Warsaw by default) of an instant, yyyy-MM-dd: what "today" is for due dates. */
import { companyWallClock, companyTimeZone } from '../../src/domain/dates';

export function companyDayOf(now: number | Date = Date.now()): string {
  const wall = companyWallClock(now, companyTimeZone());
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}
