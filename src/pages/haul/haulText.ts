/** How the haul report reads on screen: tonnes with a decimal comma, durations in hours and minutes, route names. */
import { formatDecimal } from '../../domain/numbers';
import type { DurationStats } from '../../domain/reports/haul';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Tonnes as shown: "1 234,5"; a dash when unknown. */
export const shownTonnes = (tonnes: number | null): string => (tonnes === null ? '–' : formatDecimal(tonnes));

/** A duration as shown: "42 min", "1 h 05 min"; a dash when there is none. */
export function shownDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Median / p90 / max of a statistic: "40 min / 50 min / 50 min". */
export const shownStats = (stats: DurationStats): string => [stats.median_seconds, stats.p90_seconds, stats.max_seconds].map(shownDuration).join(' / ');

/** A place's name, or what is said when the ride named none. */
export const placeName = (name: string | null, translate: Translate): string => name ?? translate('sat.haul.noPlace');

export const materialName = (name: string | null, translate: Translate): string => name ?? translate('sat.haul.noMaterial');

/** "Żwirownia → Nasyp km 3". */
export const routeName = (route: { start_place_name: string | null; end_place_name: string | null }, translate: Translate): string =>
  `${placeName(route.start_place_name, translate)} → ${placeName(route.end_place_name, translate)}`;
