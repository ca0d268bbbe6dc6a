/** Work days as the dashboard shows them (spec §4 "Work day"). */

export interface WorkDayRow {
  person: number;
  datetime_start: string;
  datetime_end?: string | null;
}

/** Each person's latest work day (by start), in the order the rows came. */
export function latestWorkDayPerPerson<T extends WorkDayRow>(rows: readonly T[]): T[] {
  const latest = new Map<number, T>();
  for (const row of rows) {
    const kept = latest.get(row.person);
    if (!kept || Date.parse(row.datetime_start) >= Date.parse(kept.datetime_start)) latest.set(row.person, row);
  }
  const keep = new Set(latest.values());
  return rows.filter((row) => keep.has(row));
}

/** Someone is online with an open work day and a location this recent (the server's rule). */
export const ONLINE_WINDOW_MS = 15 * 60_000;
