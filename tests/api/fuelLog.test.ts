import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuelIntervals, type FuelReading } from '../../src/domain/reports/fuelLog';
import { fuelLogReadings } from '../../server/reports/fuelLog';
import { testDialects } from '../helpers/databases';
import { companyServer, type Company } from '../helpers/fixtures';
import type { TestServer } from '../helpers/server';

describe.each(testDialects)('the fuel log in SQL on %s', (dialect) => {
  const setup = companyServer(dialect);
  let server: TestServer;
  let company: Company;
  beforeAll(() => void ({ server, company } = setup()));

  it('pairs each reading with the one before it, station and tanker fuelings in one order, as the reference does', async () => {
    const { db } = server.database;
    const START = Date.parse('2026-06-01T06:00:00.000Z');
    // Few instants, so that readings share datetimes and the tie order is exercised.
    const reading = fc.record({
      source: fc.constantFrom('fueling' as const, 'vehicle_fueling' as const),
      step: fc.integer({ min: 0, max: 6 }),
      litres: fc.integer({ min: 100, max: 40_000 }).map((cents) => cents / 100),
      odometer_state: fc.integer({ min: 0, max: 5000 }),
    });
    let fleet = 5000;
    await fc.assert(
      fc.asyncProperty(fc.array(reading, { maxLength: 10 }), fc.integer({ min: 0, max: 6 }), async (readings, periodStep) => {
        fleet += 1;
        const vehicle = Number(
          (
            await db
              .insertInto('vehicle')
              .values({
                site: company.site,
                fleet_number: fleet,
                registration_number: `FL ${fleet}`,
                vehicle_model: 'CAT 336',
                vehicle_type: 'CRAWLER_EXCAVATOR',
                fuel_capacity: 600,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
        const stored: FuelReading[] = [];
        for (const { source, step, litres, odometer_state } of readings) {
          const datetime = new Date(START + step * 3_600_000).toISOString();
          const row = { vehicle, datetime, litres, odometer_state };
          const { id } =
            source === 'fueling'
              ? await db
                  .insertInto('fueling')
                  .values({ ...row, person: company.person, site: company.site, price_per_litre: 6.5 })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              : await db
                  .insertInto('vehicle_fueling')
                  .values({ ...row, tanker: company.tanker })
                  .returning('id')
                  .executeTakeFirstOrThrow();
          stored.push({ source, id: Number(id), ...row });
        }
        const fromIso = new Date(START + periodStep * 3_600_000).toISOString();
        const rows = await fuelLogReadings(db, { vehicles: [vehicle], fromIso });
        const expected = fuelIntervals(stored, () => 'h').filter((interval) => interval.reading.datetime >= fromIso);
        const closing = rows.filter((row) => row.previous_id !== null);
        expect(closing.map((row) => [row.source, row.id, row.previous_source, row.previous_id, row.odometer_state - row.previous_odometer_state!])).toEqual(
          expected.map((interval) => [interval.reading.source, interval.reading.id, interval.previous.source, interval.previous.id, interval.distance]),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('limits the log to a site’s vehicles', async () => {
    const rows = await fuelLogReadings(server.database.db, { site: company.otherSite });
    expect(rows).toEqual([]);
  });
});
