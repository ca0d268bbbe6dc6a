/**
 * What meter readings add to the registry's generic writes (server/app.ts hands these to the CRUD
 * engine): a reading typed in the office is checked against the vehicle's previous one (refused
 * or flagged), and a station or tanker fueling written with an odometer records its reading
 * (source "Tankowanie"), changed with it and deleted with it.
 */
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../audit/changeLog';
import { authOf } from '../auth/authHook';
import type { ResourceWriteHooks, WriteHooks } from '../crud/writeHooks';
import { deleteReadingOfOrigin } from './repository';
import { fuelingReading, judgeStoredReading, recordReading } from './record';

/** A fueling's reading: `<resource>:<id>`. */
export const originOf = (resource: string, id: number) => `${resource}:${id}`;

const fuelingHooks = (resource: string, personOf: (row: Record<string, unknown>, request: FastifyRequest) => number | null): WriteHooks => ({
  stored: async (trx, request, id, row) => {
    const origin = originOf(resource, id);
    const reading = await fuelingReading(trx, row, origin, personOf(row, request));
    if (reading) await recordReading(trx, actorOf(request), reading, { km: 'odometer_state', engine_hours: 'odometer_state' });
    else await deleteReadingOfOrigin(trx, origin);
  },
  deleting: async (trx, _request, id) => {
    await deleteReadingOfOrigin(trx, originOf(resource, id));
  },
});

export const meterReadingWriteHooks: ResourceWriteHooks = {
  'meter-readings': { stored: (trx, request, id, row) => judgeStoredReading(trx, id, row, request.companyTimeZone) },
  fueling: fuelingHooks('fueling', (row) => (row.person as number | null) ?? null),
  // The tanker crew's person when the writer is one (a staff account has none).
  'vehicle-fueling': fuelingHooks('vehicle-fueling', (_row, request) => authOf(request).user.personId),
};
