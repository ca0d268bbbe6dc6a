/**
 * `/api/osmand` (issue 31 §1): positions from Traccar Client, OsmAnd and trackers speaking the
 * OsmAnd protocol, in its query, form and JSON forms, answered as Traccar answers them: 200 for a
 * known device, 400 for an unknown one (404 in the JSON form). No account signs in: the device's
 * identifier is the secret, so unknown identifiers are limited per address.
 *
 * A device on a person gives that person's positions, kept only while their work day is open (the
 * rest are answered 200 and counted on the device, not stored); a device on a vehicle gives the
 * vehicle's. Points go where the field API's go (location_point), on the ride open at their time,
 * with their speed and the `ignition` a tracker reports (the fleet map's states): ./receive.ts,
 * shared with Traccar's forwarding (./traccarRoutes.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonIdentifier, parametersIdentifier, readOsmAndJson, readOsmAndParameters, type SpeedUnit } from '../../src/domain/gps/osmand';
import type { Feature } from '../http/feature';
import { queryRecord } from '../http/requests';
import { handlerReadBody, reader } from '../http/schemas';
import { readTelemetry } from '../../src/domain/gps/traccar';
import { isAhead, receivePosition } from './receive';
import { readActiveDevice } from './repository';
import { positionsExportRoutes } from './positionsExport';
import { scheduleRetention } from './retention';
import { applyTelemetry } from './telematics';
import { unknownDeviceLimiter } from './unknownDevices';

/** Parameters as text (the first of a repeated one), the query string's and the form's alike. */
const textParameters = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(queryRecord(value)).filter((entry): entry is [string, string] => entry[1] !== undefined));

/**
 * The query string's parameters. Never refused by the schema: a device is answered as Traccar
 * answers it, 400 or 404 without a body, once its identifier is read (the speed's unit is the
 * device's).
 */
const osmAndParameters = reader(
  {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'id (or deviceid), lat, lon or location, timestamp, speed, hdop, altitude, batt, and attributes (hours, odometer, fuel…)',
  },
  textParameters,
);

/** The posted body: OsmAnd's form (read as the query string is) or its JSON form, read whole by readOsmAndJson. */
const osmAndBody = handlerReadBody({ description: "OsmAnd's form fields (application/x-www-form-urlencoded) or its JSON ({device_id, location})" });

export const gpsRoutes: Feature = async (app, { database, config }) => {
  const { db } = database;
  scheduleRetention(app, db, config.positionRetentionDays);
  await app.register(positionsExportRoutes, { database, config });
  const limiter = unknownDeviceLimiter();
  // Traccar Client's default form posts; this plugin's own parser, like its routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function receive(request: FastifyRequest, reply: FastifyReply, query: Record<string, string>, body: unknown) {
    const json = request.headers['content-type']?.startsWith('application/json') ?? false;
    const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    const unknown = json ? 404 : 400;
    if (limiter.refuses(request.ip)) return reply.code(429).send();
    const now = new Date();
    // The JSON form is read whole; the query or form form's speed is in the device's unit, known
    // once the device is: its identifier first, the rest after.
    const parameters = json ? {} : { ...(form && textParameters(body)), ...query };
    // The point's time does not depend on the unit: read in km/h first, so that the device comes
    // with its work day and ride at that time in one statement, and read again in another unit.
    const first = json ? readOsmAndJson(body, now) : readOsmAndParameters(parameters, 'kmh', now);
    const identifier = json ? jsonIdentifier(body) : parametersIdentifier(parameters);
    const device = identifier ? await readActiveDevice(db, identifier, 'identifier', first.ok ? first.position.datetime : null) : undefined;
    if (!device) {
      limiter.failed(request.ip);
      return reply.code(unknown).send();
    }
    const unit = device.speed_unit as SpeedUnit;
    const reading = json || unit === 'kmh' || !first.ok ? first : readOsmAndParameters(parameters, unit, now);
    if (!reading.ok) return reply.code(400).send();
    await receivePosition(db, device, reading.position, now);
    // A tracker speaking OsmAnd's query or form sends what Traccar would keep as attributes (hours,
    // odometer, fuel…): read as a forwarded position's are. Not the JSON form's: that is Traccar
    // Client's, whose odometer is the phone's own distance, not the machine's.
    if (!json && !isAhead(reading.position, now))
      await applyTelemetry(db, device, reading.position, readTelemetry(reading.position.attributes), config.companyTimeZone);
    return reply.code(200).send();
  }

  const schema = { tags: ['gps'], summary: 'A position in the OsmAnd protocol (Traccar Client): query, form or JSON', querystring: osmAndParameters };
  // The trailing slash is optional, as on every route (ignoreTrailingSlash).
  // Every answer is empty (a status for the tracker): no compression hooks and no page headers (issue 34 §5).
  const tracker = { config: { public: true, forTrackers: true }, compress: false } as const;
  app.get('/api/osmand/', { ...tracker, schema }, (request, reply) => receive(request, reply, request.query, undefined));
  app.post('/api/osmand/', { ...tracker, schema: { ...schema, body: osmAndBody } }, (request, reply) => receive(request, reply, request.query, request.body));
};
