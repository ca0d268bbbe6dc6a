/**
 * The phone's times of field writes (issue 30, src/domain/fieldTimes.ts): kept as sent, refused
 * (400 under the field) when later than the server's clock plus the tolerance.
 */
import { futureTimeMessage, isTooFarAhead } from '../../src/domain/fieldTimes';
import { badRequest } from '../errors';

export function assertFieldTime(field: string, iso: unknown, now = Date.now()): void {
  if (typeof iso === 'string' && isTooFarAhead(iso, now)) throw badRequest({ [field]: [futureTimeMessage] }, futureTimeMessage);
}
