/**
 * The names CSV exports are saved under: what they hold and which company days, e.g.
 * `przejazdy_2026-11-17_2026-11-24.csv`, or `maszyny_wszystkie.csv` without a date range. The
 * server names its answer and the app its download the same way.
 */
import { isoDay, parseCalendarDay } from './dates';
import type { ResourceSpec } from './resources';

/** A calendar day as the exports' query gives it ("2026-1-5") in file-name form ("2026-01-05"); undefined when none. */
export function fileNameDay(text: string | undefined): string | undefined {
  const day = text ? parseCalendarDay(text) : null;
  return day ? isoDay(day) : undefined;
}

/** The file name of a resource's export over the days `from`..`to` (yyyy-MM-dd, either may be missing). */
export function exportFileName(spec: ResourceSpec, { from, to }: { from?: string; to?: string }): string {
  const name = spec.csvExport?.fileName ?? spec.name;
  if (!spec.dateField) return `${name}_wszystkie.csv`;
  return rangeFileName(name, { from, to });
}

/** The file name of an export named `name` over the days `from`..`to` (yyyy-MM-dd, either may be missing). */
export function rangeFileName(name: string, { from, to }: { from?: string; to?: string }): string {
  if (!from && !to) return `${name}_wszystkie.csv`;
  if (!to) return `${name}_od_${from}.csv`;
  if (!from) return `${name}_do_${to}.csv`;
  return `${name}_${from}_${to}.csv`;
}
