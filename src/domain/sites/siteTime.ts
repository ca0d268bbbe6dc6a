/**
 * "Czas na budowie" (issue 31 §4): from a vehicle's GPS positions, when it entered and left each
 * site's boundary and how long it stayed there each company day — the basis for charging a
 * machine's hours to a site.
 *
 * The rule, over the positions in time order: a stay begins at the first position inside a
 * boundary and ends at the first position outside it afterwards (the machine left between the
 * two). When the positions stop for longer than MAX_GAP_MINUTES (the tracker was off), or the
 * period's positions end, the stay ends at its last position inside: time without positions is not
 * counted. A stay crossing midnight counts to each company day its part.
 */
import type { GeoPoint } from '../geo';
import type { CompanyDay } from '../reports/tankerLedger';
import { boundaryTest, type Boundary } from './boundary';

export const MAX_GAP_MINUTES = 30;
const MAX_GAP_MS = MAX_GAP_MINUTES * 60_000;

export interface Fix extends GeoPoint {
  /** UTC ISO instant. */
  datetime: string;
}

export interface SiteArea {
  site: number;
  boundary: Boundary;
}

/** A stay of a vehicle within a site's boundary. */
export interface SiteVisit {
  site: number;
  /** UTC ISO instants of the entry and the exit. */
  entered_at: string;
  exited_at: string;
  /** Where the first position inside was. */
  latitude: number;
  longitude: number;
  seconds: number;
}

/** Prepared boundaries, tested in order: a point inside several counts to the first. */
export type SiteLocator = (point: GeoPoint) => number | null;

export function siteLocator(areas: readonly SiteArea[]): SiteLocator {
  const tests = areas.map((area) => ({ site: area.site, inside: boundaryTest(area.boundary) }));
  return (point) => tests.find((test) => test.inside(point))?.site ?? null;
}

interface OpenStay {
  site: number;
  first: Fix;
  last: Fix;
}

const visitOf = ({ site, first }: OpenStay, exit: Fix): SiteVisit => ({
  site,
  entered_at: first.datetime,
  exited_at: exit.datetime,
  latitude: first.latitude,
  longitude: first.longitude,
  seconds: Math.round((Date.parse(exit.datetime) - Date.parse(first.datetime)) / 1000),
});

/** The stays of one vehicle, from its positions in time order. */
export function siteVisits(fixes: readonly Fix[], locate: SiteLocator): SiteVisit[] {
  const visits: SiteVisit[] = [];
  let open: OpenStay | null = null;
  for (const fix of fixes) {
    const site = locate(fix);
    if (open && Date.parse(fix.datetime) - Date.parse(open.last.datetime) > MAX_GAP_MS) {
      visits.push(visitOf(open, open.last));
      open = null;
    }
    if (open && site !== open.site) {
      visits.push(visitOf(open, fix));
      open = null;
    }
    if (site === null) continue;
    if (open) open.last = fix;
    else open = { site, first: fix, last: fix };
  }
  if (open) visits.push(visitOf(open, open.last));
  return visits;
}

/** Seconds of each stay within each company day, by the day's `yyyy-MM-dd`. */
export function secondsPerDay(visits: readonly SiteVisit[], days: readonly CompanyDay[]): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const visit of visits) {
    const from = Date.parse(visit.entered_at);
    const to = Date.parse(visit.exited_at);
    for (const day of days) {
      const overlap = Math.min(to, Date.parse(day.endIso)) - Math.max(from, Date.parse(day.startIso));
      if (overlap > 0) perDay.set(day.day, (perDay.get(day.day) ?? 0) + Math.round(overlap / 1000));
    }
  }
  return perDay;
}
