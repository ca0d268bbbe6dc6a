/**
 * Sends a demo device's position as Traccar Client does (issue 31 §6): a form POST to
 * `/api/osmand/` over real HTTP to this server's own listening address, so the endpoint's whole
 * path (HTTP, parser, device, work-day rule) is exercised every time the demo runs. Before the
 * server listens (an app only made ready, as some tests do) the same request goes through inject.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

export interface OsmAndPosition {
  datetime: string;
  latitude: number;
  longitude: number;
}

/** The URL of the server's own `/api/osmand/`, or null when it does not listen on a TCP port. */
function ownUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/api/osmand/`;
}

/** The form Traccar Client posts: id, timestamp (ms), lat, lon, batt. */
export const osmandForm = (identifier: string, position: OsmAndPosition, battery: number): string =>
  new URLSearchParams({
    id: identifier,
    timestamp: String(Date.parse(position.datetime)),
    lat: String(position.latitude),
    lon: String(position.longitude),
    batt: String(battery),
  }).toString();

/** Posts one position; answers the HTTP status. */
export async function sendOsmAnd(app: FastifyInstance, identifier: string, position: OsmAndPosition, battery: number): Promise<number> {
  const body = osmandForm(identifier, position, battery);
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const url = ownUrl(app);
  if (url) return (await fetch(url, { method: 'POST', headers, body })).status;
  return (await app.inject({ method: 'POST', url: '/api/osmand/', headers, payload: body })).statusCode;
}
