/**
 * `/api/osmand` (issue 31 §1): positions from Traccar Client, OsmAnd and trackers speaking the
 * OsmAnd protocol, in its query, form and JSON forms, answered as Traccar answers them: 200 for a
 * known device, 400 for an unknown one (404 in the JSON form). No account signs in: the device's
 * identifier is the secret, so unknown identifiers are limited per address.
 *
 * A device on a person gives that person's positions, kept only while their work day is open (the
 * rest are answered 200 and counted on the device, not stored); a device on a vehicle gives the
 * vehicle's. Points go where the field API's go (location_point), on the ride open at their time,
 * with their speed and the `ignition` parameter a tracker sends (the fleet map's states).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonIdentifier, type GpsPosition, parametersIdentifier, readOsmAndJson, readOsmAndParameters, type SpeedUnit } from '../../src/domain/gps/osmand';
import type { Feature } from '../http/feature';
import { markSeen, readActiveDevice, rideAt, storePoint, workDayOpenAt } from './repository';
import { unknownDeviceLimiter } from './unknownDevices';

/** The engine's ignition a tracker reports as its `ignition` attribute (true/false or 1/0); null when none. */
const ignitionOf = ({ attributes: { ignition } }: GpsPosition): number | null =>
  ignition === true || ignition === 1 ? 1 : ignition === false || ignition === 0 ? 0 : null;

/** A point stamped further ahead of the server's clock than this is not stored. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

const parametersOf = (request: FastifyRequest): Record<string, string> => {
  const query = (request.query ?? {}) as Record<string, string>;
  const form =
    typeof request.body === 'object' &&
    request.body !== null &&
    !Array.isArray(request.body) &&
    request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? (request.body as Record<string, string>)
      : {};
  return { ...form, ...query };
};

export const gpsRoutes: Feature = async (app, { database: { db } }) => {
  const limiter = unknownDeviceLimiter();
  // Traccar Client's default form posts; this plugin's own parser, like its routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function receive(request: FastifyRequest, reply: FastifyReply) {
    const json = request.headers['content-type']?.startsWith('application/json') ?? false;
    const unknown = json ? 404 : 400;
    if (limiter.refuses(request.ip)) return reply.code(429).send();
    const now = new Date();
    // The JSON form is read whole; the query or form form's speed is in the device's unit, known
    // once the device is: its identifier first, the rest after.
    const parameters = json ? {} : parametersOf(request);
    const fromJson = json ? readOsmAndJson(request.body, now) : undefined;
    const identifier = json ? jsonIdentifier(request.body) : parametersIdentifier(parameters);
    const device = identifier ? await readActiveDevice(db, identifier) : undefined;
    if (!device) {
      limiter.failed(request.ip);
      return reply.code(unknown).send();
    }
    const reading = fromJson ?? readOsmAndParameters(parameters, device.speed_unit as SpeedUnit, now);
    if (!reading.ok) return reply.code(400).send();
    const { position } = reading;
    const ahead = Date.parse(position.datetime) - now.getTime() > FUTURE_TOLERANCE_MS;
    const personal = device.person !== null && !(await workDayOpenAt(db, device.person, position.datetime));
    const dropped = ahead || personal || !position.valid;
    if (!dropped) {
      const ride = await rideAt(db, device, position.datetime);
      await storePoint(db, {
        person: device.person,
        vehicle: device.vehicle,
        ride,
        datetime: position.datetime,
        latitude: Math.round(position.latitude * 1e8) / 1e8,
        longitude: Math.round(position.longitude * 1e8) / 1e8,
        speed: position.speed_kmh,
        ignition: ignitionOf(position),
      });
    }
    await markSeen(db, device.id, position, dropped);
    return reply.code(200).send();
  }

  const route = { config: { public: true }, schema: { tags: ['gps'], summary: 'A position in the OsmAnd protocol (Traccar Client): query, form or JSON' } };
  // The trailing slash is optional, as on every route (ignoreTrailingSlash).
  app.get('/api/osmand/', route, receive);
  app.post('/api/osmand/', route, receive);
};
