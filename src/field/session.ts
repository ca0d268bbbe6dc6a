/**
 * What the phone remembers between launches, so the app opens without signal: who signed in (the
 * last GET /api/field/me/ answer) and the work day as the phone's own actions left it.
 */
import type { FieldMe } from './api';

const ME = 'sat-field-me';
const OPEN_DAY = 'sat-field-open-day';

export function rememberedMe(): FieldMe | null {
  const stored = localStorage.getItem(ME);
  return stored ? (JSON.parse(stored) as FieldMe) : null;
}

export const rememberMe = (me: FieldMe | null) => (me ? localStorage.setItem(ME, JSON.stringify(me)) : localStorage.removeItem(ME));

/** The start of the open work day (UTC ISO), or null. */
export const rememberedOpenDay = (): string | null => localStorage.getItem(OPEN_DAY);

export const rememberOpenDay = (start: string | null) => (start ? localStorage.setItem(OPEN_DAY, start) : localStorage.removeItem(OPEN_DAY));

const OPEN_RIDE = 'sat-field-open-ride';

/**
 * The open ride as the phone knows it: the key of its start action (its id comes with the server's
 * answer) or, for a ride started elsewhere, the server's id; when, with what, and the distance of
 * the positions recorded since.
 */
export interface OpenRide {
  startKey?: string;
  id?: number;
  start: string;
  vehicle: string;
  km: number;
  last?: { latitude: number; longitude: number };
}

export function rememberedOpenRide(): OpenRide | null {
  const stored = localStorage.getItem(OPEN_RIDE);
  return stored ? (JSON.parse(stored) as OpenRide) : null;
}

export const rememberOpenRide = (ride: OpenRide | null) => (ride ? localStorage.setItem(OPEN_RIDE, JSON.stringify(ride)) : localStorage.removeItem(OPEN_RIDE));
