/** The company's calendar day (in its zone, config.companyTimeZone) of an instant, yyyy-MM-dd: what "today" is for due dates. */
import { companyWallClock } from '../../src/domain/dates';

export function companyDayOf(zone: string, now: number | Date = Date.now()): string {
  const wall = companyWallClock(now, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}
