/** How the page writes its values: hours and minutes, a vehicle, a position. */
import { formatDuration } from '../../domain/dates';
import { WEEKDAY_NAMES, type WorkingHours } from '../../domain/sites/workingHours';

export const shownDuration = (seconds: number): string => formatDuration(seconds);

export const vehicleText = (row: { fleet_number: number | null; registration_number: string | null; vehicle_model?: string | null }): string =>
  [row.fleet_number, row.registration_number, row.vehicle_model].filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/** A position as Poles write coordinates: decimal commas, "51,86010, 20,87000". */
export const positionText = (latitude: number, longitude: number): string =>
  `${latitude.toFixed(5).replace('.', ',')}; ${longitude.toFixed(5).replace('.', ',')}`;

/** "poniedziałek–sobota", or the days listed when they are not one run. */
export function daysText(days: readonly number[]): string {
  if (days.length === 0) return '';
  const run = days.every((day, index) => index === 0 || day === days[index - 1] + 1);
  if (run && days.length > 2) return `${WEEKDAY_NAMES[days[0] - 1]}–${WEEKDAY_NAMES[days.at(-1)! - 1]}`;
  return days.map((day) => WEEKDAY_NAMES[day - 1]).join(', ');
}

export const workingHoursText = (hours: WorkingHours) => ({ start: hours.start, end: hours.end, days: daysText(hours.days) });
