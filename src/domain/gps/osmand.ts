/**
 * The OsmAnd protocol as Traccar Client (and OsmAnd, and most phone trackers) send it, read the way
 * Traccar's own decoder reads it, into one position: the query or form form
 * (`?id=…&lat=…&lon=…&timestamp=…&speed=…`) and the JSON form of Traccar Client 9 and later
 * (`{device_id, location: {timestamp, coords: {…}, battery: {…}, …}}`).
 *
 * Speeds: OsmAnd sends knots (Traccar's unit) unless the device says otherwise; the JSON form
 * sends metres per second. SAT keeps km/h.
 */

/** How a device's `speed` parameter is to be read (a device setting; Traccar reads knots). */
export type SpeedUnit = 'kn' | 'kmh' | 'mps';

export interface GpsPosition {
  /** When the phone or tracker took the fix, UTC ISO; the server's time when the device sent none. */
  datetime: string;
  latitude: number;
  longitude: number;
  /** false when the device says the fix is not valid. */
  valid: boolean;
  speed_kmh: number | null;
  /** Degrees from north. */
  course: number | null;
  altitude: number | null;
  /** Metres. */
  accuracy: number | null;
  /** Per cent. */
  battery: number | null;
  charging: boolean | null;
  driver_unique_id: string | null;
  /** Every other parameter the device sent: numbers as numbers, true/false as booleans. */
  attributes: Record<string, string | number | boolean>;
}

export type OsmAndReading = { ok: true; identifier: string; position: GpsPosition } | { ok: false; problem: string };

const KMH_PER_KNOT = 1.852;
const KMH_PER_MPS = 3.6;
const toKmh: Record<SpeedUnit, number> = { kn: KMH_PER_KNOT, kmh: 1, mps: KMH_PER_MPS };

const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A device's `timestamp`: whole seconds or milliseconds since 1970 (Traccar takes a number below
 * 2^31 as seconds), ISO 8601, or `yyyy-MM-dd HH:mm:ss` in UTC. Null when it is none of these.
 */
export function readDeviceTime(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const value = Number(trimmed);
    const milliseconds = value < 2 ** 31 ? value * 1000 : value;
    return new Date(Math.round(milliseconds)).toISOString();
  }
  const simple = /^(\d{4})-(\d{2})-(\d{2})[ +](\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  const iso = simple ? `${simple[1]}-${simple[2]}-${simple[3]}T${simple[4]}:${simple[5]}:${simple[6]}Z` : trimmed;
  const day = /^(\d{4})-(\d{2})-(\d{2})T/.exec(iso);
  // Date.parse rolls 31 February over into March: a day the month has not is refused.
  if (!day || new Date(Date.UTC(+day[1], +day[2] - 1, +day[3])).getUTCDate() !== +day[3]) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

const validCoordinates = (latitude: number | null, longitude: number | null): latitude is number =>
  latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

const attributeValue = (text: string): string | number | boolean => {
  if (text === 'true' || text === 'false') return text === 'true';
  return number(text) ?? text;
};

const KNOWN = new Set([
  'id',
  'deviceid',
  'timestamp',
  'lat',
  'lon',
  'location',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'valid',
  'batt',
  'charge',
  'driverUniqueId',
]);

/** The device's identifier in the query or form form (`id` or `deviceid`); '' when none. */
export const parametersIdentifier = (parameters: Record<string, string>): string => (parameters.id ?? parameters.deviceid ?? '').trim();

/** The query or form form; `now` is the server's time, for a device that sent no timestamp. */
export function readOsmAndParameters(parameters: Record<string, string>, speedUnit: SpeedUnit, now: Date): OsmAndReading {
  const identifier = parametersIdentifier(parameters);
  if (identifier === '') return { ok: false, problem: 'id' };
  const [locationLatitude, locationLongitude] = (parameters.location ?? '').split(',');
  const latitude = number(parameters.lat) ?? number(locationLatitude);
  const longitude = number(parameters.lon) ?? number(locationLongitude);
  if (!validCoordinates(latitude, longitude)) return { ok: false, problem: 'location' };
  const datetime = parameters.timestamp === undefined ? now.toISOString() : readDeviceTime(parameters.timestamp);
  if (datetime === null) return { ok: false, problem: 'timestamp' };
  const speed = number(parameters.speed);
  const attributes: GpsPosition['attributes'] = {};
  for (const [key, value] of Object.entries(parameters)) if (!KNOWN.has(key)) attributes[key] = attributeValue(value);
  return {
    ok: true,
    identifier,
    position: {
      datetime,
      latitude,
      longitude: longitude!,
      valid: parameters.valid === undefined ? true : parameters.valid.toLowerCase() === 'true',
      speed_kmh: speed === null ? null : rounded(speed * toKmh[speedUnit], 2),
      course: number(parameters.bearing) ?? number(parameters.heading),
      altitude: number(parameters.altitude),
      accuracy: number(parameters.accuracy),
      battery: number(parameters.batt),
      charging: parameters.charge === undefined ? null : parameters.charge.toLowerCase() === 'true',
      driver_unique_id: parameters.driverUniqueId?.trim() || null,
      attributes,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const jsonNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The device's identifier in the JSON form (`device_id`); '' when none. */
export const jsonIdentifier = (body: unknown): string =>
  !isObject(body) ? '' : typeof body.device_id === 'string' ? body.device_id.trim() : typeof body.device_id === 'number' ? String(body.device_id) : '';

/** The JSON form of Traccar Client 9 and later (speeds in m/s, battery level 0–1). */
export function readOsmAndJson(body: unknown, now: Date): OsmAndReading {
  if (!isObject(body)) return { ok: false, problem: 'body' };
  const identifier = jsonIdentifier(body);
  if (identifier === '') return { ok: false, problem: 'device_id' };
  const location = isObject(body.location) ? body.location : {};
  const coords = isObject(location.coords) ? location.coords : {};
  const latitude = jsonNumber(coords.latitude);
  const longitude = jsonNumber(coords.longitude);
  if (!validCoordinates(latitude, longitude)) return { ok: false, problem: 'location' };
  const datetime =
    typeof location.timestamp === 'string' || typeof location.timestamp === 'number' ? readDeviceTime(String(location.timestamp)) : now.toISOString();
  if (datetime === null) return { ok: false, problem: 'timestamp' };
  const battery = isObject(location.battery) ? location.battery : {};
  const level = jsonNumber(battery.level);
  const speed = jsonNumber(coords.speed);
  const attributes: GpsPosition['attributes'] = {};
  if (typeof location.is_moving === 'boolean') attributes.motion = location.is_moving;
  const odometer = jsonNumber(location.odometer);
  if (odometer !== null) attributes.odometer = odometer;
  if (typeof location.event === 'string') attributes.event = location.event;
  if (isObject(location.activity) && typeof location.activity.type === 'string') attributes.activity = location.activity.type;
  return {
    ok: true,
    identifier,
    position: {
      datetime,
      latitude,
      longitude: longitude!,
      valid: true,
      // A negative speed or heading is the platform's "unknown".
      speed_kmh: speed === null || speed < 0 ? null : rounded(speed * KMH_PER_MPS, 2),
      course: jsonNumber(coords.heading) !== null && jsonNumber(coords.heading)! >= 0 ? jsonNumber(coords.heading) : null,
      altitude: jsonNumber(coords.altitude),
      accuracy: jsonNumber(coords.accuracy),
      battery: level === null || level < 0 ? null : rounded(level * 100, 0),
      charging: typeof battery.is_charging === 'boolean' ? battery.is_charging : null,
      driver_unique_id: null,
      attributes,
    },
  };
}
