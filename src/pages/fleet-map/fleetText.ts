/** How the fleet map shows a unit: its state's colour and words, since when, its speed. */
import type { FleetUnit } from '../../domain/fleet/api';
import { fleetState, type FleetState } from '../../domain/fleet/motion';
import { showDateTime, showTime } from '../../domain/dates';
import { formatDecimal } from '../../domain/numbers';

/** The states' colours (the legend's, the list's dots, the markers'); the words always go with them. */
export const STATE_COLOURS: Record<FleetState, string> = {
  moving: '#2e7d32',
  idling: '#ed6c02',
  stopped: '#1565c0',
  'no-signal': '#757575',
};

/** A unit as the map and the list show it at `now`. */
export interface ShownUnit extends FleetUnit {
  state: FleetState;
  since: string | null;
}

export const shownUnits = (units: readonly FleetUnit[], now: number): ShownUnit[] => units.map((unit) => ({ ...unit, ...fleetState(unit.run, now) }));

/** "11:53" today, "05.11.2026 11:53" before (the company's days and clock in `timeZone`). */
export function shownSince(iso: string, now: number, timeZone: string): string {
  return showDateTime(iso, timeZone).slice(0, 10) === showDateTime(new Date(now).toISOString(), timeZone).slice(0, 10)
    ? showTime(iso, timeZone)
    : showDateTime(iso, timeZone);
}

export const shownSpeed = (speed: number | null | undefined): string | null => (speed == null ? null : formatDecimal(Math.round(speed)));

/** Whether the unit matches the search: its name, detail or driver, whatever the letter case. */
export function matches(unit: FleetUnit, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('pl').split(/\s+/).filter(Boolean);
  const text = [unit.name, unit.detail, unit.person].filter(Boolean).join(' ').toLocaleLowerCase('pl');
  return words.every((word) => text.includes(word));
}
