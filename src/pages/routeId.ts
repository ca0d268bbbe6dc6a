/** A record id from a route parameter (`/work-day/{personId}`, `/map/vehicleHistory/{rideId}`). */

/** The positive integer the parameter spells, or null when it spells none (e.g. "abc", "12x", "0"). */
export function parseRouteId(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
