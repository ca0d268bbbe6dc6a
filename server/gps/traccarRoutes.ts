/**
 * Traccar's forwarding (issue 31 §2, docs/api.md "Traccar"): a company's Traccar server posts each
 * position (`forward.type=json`) to `/api/traccar/positions` and each event (`event.forward.url`)
 * to `/api/traccar/events`, with `Authorization: Bearer <token>` (`forward.header`,
 * `event.forward.header`), a token an administrator created (resource traccar-tokens). No account
 * signs in: a missing, unknown or revoked token is answered 401 (a few wrong tries from one address
 * then 429 for a minute).
 *
 * Traccar's `device.uniqueId` is a SAT device's "Identyfikator w Traccar" (resource gps-devices). A device SAT does
 * not know, or has switched off, is answered 200 `{"result": "unknown_device"}` and nothing is
 * kept: Traccar forwards every device it has, and would retry a refusal. A position goes where
 * OsmAnd's go (./receive.ts); a vehicle's also gives its meters and tank (./telematics.ts). Events
 * SAT keeps (ignition on/off, device online/offline) make a machine's day: GET
 * /api/vehicle-timeline/{vehicle}/?date=.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyDayRange, companyWallClock, isoDay, parseCalendarDay } from '../../src/domain/dates';
import { isKeptEvent, readTraccarEvent, readTraccarPosition, TRACCAR_EVENT_LABELS, TRACCAR_PROBLEMS } from '../../src/domain/gps/traccar';
import { FUEL_CHANGE_FLOOR_LITRES } from '../../src/domain/gps/fuelLevel';
import { messages } from '../../src/domain/validation';
import { rowSiteCheckAtHand } from '../auth/siteAccess';
import { badRequest, HttpError, notFound, unauthorized } from '../errors';
import type { Feature } from '../http/feature';
import { optional, reader, readWith, requiredId } from '../http/schemas';
import { isAhead, receivePosition } from './receive';
import { readActiveDevice } from './repository';
import { applyTelemetry } from './telematics';
import { storeEvent, useToken, vehicleDay, vehicleOf } from './telematicsRepository';
import { unknownDeviceLimiter } from './unknownDevices';

const refusal = (problem: string) => badRequest({ [problem]: [TRACCAR_PROBLEMS[problem] ?? messages.body] }, 'Nieprawidłowe dane z serwera Traccar.');

const positionBody = reader(
  { type: 'object', description: "Traccar's PositionData: {position, device}", properties: { position: { type: 'object' }, device: { type: 'object' } } },
  (body, ctx) =>
    readWith(ctx, () => {
      const read = readTraccarPosition(body, new Date());
      if (!read.ok) throw refusal(read.problem);
      return read.reading;
    }),
);

const eventBody = reader(
  {
    type: 'object',
    description: "Traccar's EventData: {event, position?, device, geofence?, maintenance?}",
    properties: { event: { type: 'object' }, position: { type: 'object' }, device: { type: 'object' } },
  },
  (body, ctx) =>
    readWith(ctx, () => {
      const read = readTraccarEvent(body);
      if (!read.ok) throw refusal(read.problem);
      return read.event;
    }),
);

const resultSchema = {
  type: 'object',
  properties: {
    result: {
      type: 'string',
      enum: ['stored', 'duplicate', 'dropped', 'ignored', 'unknown_device'],
      description:
        'stored; duplicate (the same point or event is stored already); dropped (a person outside their work day, ahead of the clock, invalid fix); ignored (an event type SAT does not keep); unknown_device',
    },
  },
};

const timelineQuery = z.object({
  date: optional({ type: 'string', description: 'Company day yyyy-MM-dd; today when omitted' }, (text, ctx) => {
    const day = parseCalendarDay(text);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: messages.date });
    return z.NEVER;
  }),
});

const timelineSchema = {
  type: 'object',
  properties: {
    vehicle: { type: 'integer' },
    date: { type: 'string' },
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: Object.keys(TRACCAR_EVENT_LABELS) },
          label: { type: 'string', description: 'Polish name of the event' },
          datetime: { type: 'string' },
          latitude: { type: ['number', 'null'] },
          longitude: { type: ['number', 'null'] },
          driver_unique_id: { type: ['string', 'null'] },
        },
      },
    },
    fuel_changes: {
      type: 'array',
      description: `The tank's rises (refuel) and falls (drop) of at least ${FUEL_CHANGE_FLOOR_LITRES} l seen with the engine stopped`,
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string', enum: ['refuel', 'drop'] },
          datetime: { type: 'string' },
          datetime_end: { type: 'string' },
          litres_before: { type: 'number' },
          litres_after: { type: 'number' },
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
      },
    },
  },
};

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** A device Traccar has and SAT does not (or has switched off): answered, logged for the administrator to add it. */
function unknownDevice(request: FastifyRequest, uniqueId: string) {
  request.log.info({ uniqueId }, 'Traccar forwarded a device no active GPS device names');
  return { result: 'unknown_device' as const };
}

export const traccarRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  const limiter = unknownDeviceLimiter();

  /** The token check, before the body is read: a client without a token learns nothing of the payload's form. */
  async function authorize(request: FastifyRequest) {
    if (limiter.refuses(request.ip)) throw new HttpError(429, 'Zbyt wiele prób z nieprawidłowym tokenem. Spróbuj ponownie za minutę.');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !(await useToken(db, token))) {
      limiter.failed(request.ip);
      throw unauthorized('Brak ważnego tokenu Traccar (nagłówek Authorization: Bearer …).');
    }
  }

  const forwarding = <Body extends z.ZodType>(summary: string, description: string, body: Body) => ({
    config: { public: true, forTrackers: true },
    onRequest: authorize,
    schema: { tags: ['gps'], summary, description, body, response: { 200: resultSchema } },
  });

  app.post(
    '/api/traccar/positions/',
    forwarding(
      "A position forwarded by Traccar (forward.type=json: {position, device}); its meters and tank for a vehicle's device",
      'Authorization: Bearer <token of /api/traccar-token/>. 401 without a valid token, 400 with Polish messages for a payload that is not a position. ' +
        'The point is stored like an OsmAnd one (a person only during a work day, on the ride open then, the same point once). ' +
        'For a vehicle: hours and odometer/totalDistance become meter readings of source telematics (one a quarter of an hour, the latest of it), ' +
        'fuel/fuelLevel with ignition off give refuels and falls for the anomalies.',
      positionBody,
    ),
    async (request) => {
      const { uniqueId, position, telemetry } = request.body;
      const device = await readActiveDevice(db, uniqueId, 'traccar_unique_id', position.datetime);
      if (!device) return unknownDevice(request, uniqueId);
      const now = new Date();
      const receipt = await receivePosition(db, device, position, now);
      // A fix marked invalid (or outdated) is no point of the track, but its meters and tank are read all the same.
      if (!isAhead(position, now)) await applyTelemetry(db, device, position, telemetry, zone);
      return { result: receipt };
    },
  );

  app.post(
    '/api/traccar/events/',
    forwarding(
      'An event forwarded by Traccar (event.forward.url: {event, position, device, …}); ignition on/off and device online/offline are kept',
      'Authorization: Bearer <token of /api/traccar-token/>. Other event types are answered ignored; the same event (device, type, time) is kept once.',
      eventBody,
    ),
    async (request) => {
      const event = request.body;
      const device = await readActiveDevice(db, event.uniqueId, 'traccar_unique_id', null);
      if (!device) return unknownDevice(request, event.uniqueId);
      if (!isKeptEvent(event.type)) return { result: 'ignored' };
      const stored = await storeEvent(db, {
        gps_device: device.id,
        vehicle: device.vehicle,
        person: device.person,
        type: event.type,
        datetime: event.datetime,
        latitude: event.position?.latitude ?? null,
        longitude: event.position?.longitude ?? null,
        driver_unique_id: event.driver_unique_id,
      });
      return { result: stored ? 'stored' : 'duplicate' };
    },
  );

  app.get(
    '/api/vehicle-timeline/:vehicle/',
    {
      schema: {
        tags: ['gps'],
        summary: "A vehicle's day from its trackers: ignition on/off, device online/offline, the tank's rises and falls",
        description: "404 for no such vehicle; 403 for a vehicle of a site the account does not see. The day is the company's (Europe/Warsaw).",
        params: z.object({ vehicle: requiredId('Vehicle id') }),
        querystring: timelineQuery,
        response: { 200: timelineSchema },
      },
    },
    async (request) => {
      const { vehicle } = request.params;
      const query = request.query;
      const row = await vehicleOf(db, vehicle);
      if (!row) throw notFound('Nie znaleziono pojazdu');
      rowSiteCheckAtHand(request)(row.site === null ? null : Number(row.site));
      const today = companyWallClock(new Date(), zone);
      const day = query.date ?? { year: today.year, month: today.month, day: today.day };
      const { fromIso, toIso } = companyDayRange(day, day, zone);
      const { events, fuel_changes } = await vehicleDay(db, vehicle, fromIso, toIso);
      return {
        vehicle,
        date: isoDay(day),
        events: events.map((event) => ({ ...event, label: TRACCAR_EVENT_LABELS[event.type as keyof typeof TRACCAR_EVENT_LABELS] ?? event.type })),
        fuel_changes,
      };
    },
  );
};
