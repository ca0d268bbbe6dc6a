/**
 * Traccar's forwarding (issue 31 §2), read the way Traccar writes it: positions with
 * `forward.type=json` (PositionData: `{position, device}`) and events with `event.forward.url`
 * (EventData: `{event, position?, device, geofence?, maintenance?}`), both serialised by Traccar's
 * Jackson mapper (dates as `2026-06-01T08:00:00.000+00:00`, speed in knots, null members left out).
 *
 * From a position's attributes SAT takes what its machines' meters and tank tell: `ignition`,
 * `hours` (engine time, milliseconds), `odometer` (the vehicle's own, metres) or else
 * `totalDistance` (Traccar's sum, metres), `fuel` (litres) or `fuelLevel` (per cent), `fuelUsed`
 * (litres) and `driverUniqueId`.
 */
import type { GpsPosition } from './osmand';

const KMH_PER_KNOT = 1.852;

/** What a tracker tells of the machine beside where it is. */
export interface Telemetry {
  ignition: boolean | null;
  /** Engine hours (Traccar's `hours` is milliseconds). */
  engine_hours: number | null;
  /** Kilometres: the device's odometer, else Traccar's total distance. */
  km: number | null;
  /** Litres in the tank, when the device says litres. */
  fuel_litres: number | null;
  /** Per cent of the tank, when the device says a level. */
  fuel_percent: number | null;
  /** Litres used since the counter began. */
  fuel_used: number | null;
}

export interface TraccarPosition {
  /** The device's `uniqueId`: a SAT device's traccar_unique_id. */
  uniqueId: string;
  position: GpsPosition;
  telemetry: Telemetry;
}

/** The Polish answer to each part of a payload that cannot be read (400). */
export const TRACCAR_PROBLEMS: Record<string, string> = {
  position: 'Brak pozycji (position).',
  'device.uniqueId': 'Brak identyfikatora urządzenia (device.uniqueId).',
  'position.location': 'Nieprawidłowe współrzędne pozycji.',
  'position.fixTime': 'Nieprawidłowy czas pozycji (fixTime).',
  event: 'Brak zdarzenia (event).',
  'event.type': 'Brak rodzaju zdarzenia (event.type).',
  'event.eventTime': 'Nieprawidłowy czas zdarzenia (event.eventTime).',
};

export type TraccarPositionReading = { ok: true; reading: TraccarPosition } | { ok: false; problem: string };

/** The events SAT keeps for a machine's day. */
export const TRACCAR_EVENT_TYPES = ['ignitionOn', 'ignitionOff', 'deviceOnline', 'deviceOffline'] as const;
export type TraccarEventType = (typeof TRACCAR_EVENT_TYPES)[number];

export const TRACCAR_EVENT_LABELS: Record<TraccarEventType, string> = {
  ignitionOn: 'Zapłon włączony',
  ignitionOff: 'Zapłon wyłączony',
  deviceOnline: 'Urządzenie w sieci',
  deviceOffline: 'Urządzenie poza siecią',
};

export interface TraccarEvent {
  uniqueId: string;
  /** One SAT keeps, or another Traccar type (answered, not stored). */
  type: string;
  datetime: string;
  /** The event's position when Traccar sent one (ignition events carry it). */
  position: { latitude: number; longitude: number } | null;
  /** The driver's key or card in the event's position (`driverUniqueId`). */
  driver_unique_id: string | null;
}

export type TraccarEventReading = { ok: true; event: TraccarEvent } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A Jackson date (`…T…+00:00`, or milliseconds when a mapper writes numbers) as UTC ISO; null when none. */
export function readTraccarTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

const uniqueIdOf = (device: unknown): string =>
  isObject(device) && (typeof device.uniqueId === 'string' || typeof device.uniqueId === 'number') ? String(device.uniqueId).trim() : '';

/** The device's `uniqueId` in either payload; '' when none. */
export const traccarUniqueId = (body: unknown): string => (isObject(body) ? uniqueIdOf(body.device) : '');

const booleanOf = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null);

const driverOf = (attributes: Record<string, unknown>): string | null =>
  (typeof attributes.driverUniqueId === 'string' || typeof attributes.driverUniqueId === 'number') && String(attributes.driverUniqueId).trim() !== ''
    ? String(attributes.driverUniqueId).trim()
    : null;

export function readTelemetry(attributes: Record<string, unknown>): Telemetry {
  const hours = finite(attributes.hours);
  const odometer = finite(attributes.odometer) ?? finite(attributes.totalDistance);
  const level = finite(attributes.fuelLevel);
  return {
    ignition: booleanOf(attributes.ignition),
    engine_hours: hours === null || hours < 0 ? null : rounded(hours / 3_600_000, 2),
    km: odometer === null || odometer < 0 ? null : rounded(odometer / 1000, 1),
    fuel_litres: finite(attributes.fuel) !== null && finite(attributes.fuel)! >= 0 ? finite(attributes.fuel) : null,
    fuel_percent: level !== null && level >= 0 && level <= 100 ? level : null,
    fuel_used: finite(attributes.fuelUsed),
  };
}

function readPosition(position: Record<string, unknown>, now: Date): { position: GpsPosition; telemetry: Telemetry } | string {
  const latitude = finite(position.latitude);
  const longitude = finite(position.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return 'location';
  // The fix's time; a device without one is dated by Traccar's own receipt.
  const datetime = readTraccarTime(position.fixTime) ?? readTraccarTime(position.deviceTime) ?? readTraccarTime(position.serverTime);
  if (datetime === null && (position.fixTime ?? position.deviceTime ?? position.serverTime) !== undefined) return 'fixTime';
  const attributes = isObject(position.attributes) ? position.attributes : {};
  const speed = finite(position.speed);
  const kept: GpsPosition['attributes'] = {};
  for (const [key, value] of Object.entries(attributes))
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) kept[key] = value;
  const battery = finite(attributes.batteryLevel);
  return {
    position: {
      datetime: datetime ?? now.toISOString(),
      latitude,
      longitude,
      // Outdated: Traccar's copy of the last known place for a message without a fix.
      valid: position.valid !== false && position.outdated !== true,
      speed_kmh: speed === null ? null : rounded(speed * KMH_PER_KNOT, 2),
      course: finite(position.course),
      altitude: finite(position.altitude),
      accuracy: finite(position.accuracy) || null,
      battery: battery === null ? null : Math.round(battery),
      charging: booleanOf(attributes.charge),
      driver_unique_id: driverOf(attributes),
      attributes: kept,
    },
    telemetry: readTelemetry(attributes),
  };
}

/** A forwarded position (`{position, device}`); `now` dates a position without any time. */
export function readTraccarPosition(body: unknown, now: Date): TraccarPositionReading {
  if (!isObject(body) || !isObject(body.position)) return { ok: false, problem: 'position' };
  const uniqueId = traccarUniqueId(body);
  if (uniqueId === '') return { ok: false, problem: 'device.uniqueId' };
  const read = readPosition(body.position, now);
  if (typeof read === 'string') return { ok: false, problem: `position.${read}` };
  return { ok: true, reading: { uniqueId, ...read } };
}

/** A forwarded event (`{event, position?, device, …}`). */
export function readTraccarEvent(body: unknown): TraccarEventReading {
  if (!isObject(body) || !isObject(body.event)) return { ok: false, problem: 'event' };
  const uniqueId = traccarUniqueId(body);
  if (uniqueId === '') return { ok: false, problem: 'device.uniqueId' };
  const { event } = body;
  if (typeof event.type !== 'string' || event.type === '') return { ok: false, problem: 'event.type' };
  const datetime = readTraccarTime(event.eventTime);
  if (datetime === null) return { ok: false, problem: 'event.eventTime' };
  const position = isObject(body.position) ? body.position : {};
  const latitude = finite(position.latitude);
  const longitude = finite(position.longitude);
  const attributes = isObject(position.attributes) ? position.attributes : {};
  return {
    ok: true,
    event: {
      uniqueId,
      type: event.type,
      datetime,
      position: latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null,
      driver_unique_id: driverOf(attributes),
    },
  };
}

export const isKeptEvent = (type: string): type is TraccarEventType => (TRACCAR_EVENT_TYPES as readonly string[]).includes(type);

/** Litres in the tank from what the device says: litres, else a level of the tank's capacity. */
export function tankLitres(telemetry: Telemetry, capacity: number | null): number | null {
  if (telemetry.fuel_litres !== null) return telemetry.fuel_litres;
  if (telemetry.fuel_percent === null || capacity === null || !(capacity > 0)) return null;
  return rounded((telemetry.fuel_percent * capacity) / 100, 2);
}
