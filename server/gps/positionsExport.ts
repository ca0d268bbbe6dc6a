/**
 * `GET /api/persons/:id/positions/export/` (issue 31 §5): one person's stored positions over
 * company days as CSV, for a data subject's access request (RODO art. 15). Administrators only;
 * every export is recorded in the change history on the employee (action export_positions).
 */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CSV_BOM } from '../../src/domain/csv';
import { companyDayRange } from '../../src/domain/dates';
import { positionsCsvHeader, positionsCsvRow, positionsFileName, type PersonPosition } from '../../src/domain/gps/positionsCsv';
import { calendarDayText } from '../../src/domain/reports/tankerLedger';
import { resources } from '../../src/domain/resources';
import { actorOf, recordEvent } from '../audit/changeLog';
import { requireAdministrator } from '../auth/access';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Feature } from '../http/feature';
import { csvAttachment } from '../http/responses';
import { pathId } from '../http/schemas';
import { reportQuery } from '../reports';

const PAGE_ROWS = 5000;
const NOT_FOUND = resources.employees.notFoundMessage;

/** The person's positions in [fromIso, toIso), in time order, a page at a time (keyset on time and id). */
async function* positionPages(db: Kysely<Database>, person: number, fromIso: string, toIso: string): AsyncGenerator<PersonPosition[]> {
  let after: { datetime: string; id: number } | undefined;
  for (;;) {
    let query = db
      .selectFrom('location_point as lp')
      .leftJoin('vehicle as v', 'v.id', 'lp.vehicle')
      .select(['lp.id', 'lp.datetime', 'lp.latitude', 'lp.longitude', 'lp.ride', 'v.registration_number'])
      .where('lp.person', '=', person)
      .where('lp.datetime', '>=', fromIso)
      .where('lp.datetime', '<', toIso);
    if (after) {
      const { datetime, id } = after;
      query = query.where((eb) => eb.or([eb('lp.datetime', '>', datetime), eb.and([eb('lp.datetime', '=', datetime), eb('lp.id', '>', id)])]));
    }
    const rows = await query.orderBy('lp.datetime').orderBy('lp.id').limit(PAGE_ROWS).execute();
    if (!rows.length) return;
    yield rows.map((row) => ({
      datetime: row.datetime,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      vehicle: row.registration_number ?? null,
      ride: row.ride === null ? null : Number(row.ride),
    }));
    const last = rows.at(-1)!;
    after = { datetime: last.datetime, id: Number(last.id) };
  }
}

export const positionsExportRoutes: Feature = async (app, { database: { db }, config: { companyTimeZone: zone } }) => {
  app.get(
    '/api/persons/:id/positions/export/',
    {
      schema: {
        tags: ['gps'],
        summary:
          "CSV of one person's stored GPS positions over company days (a data subject's access request); administrators only, recorded in the change history",
        params: z.object({ id: pathId(NOT_FOUND) }),
        querystring: reportQuery({}, {}),
      },
    },
    async (request, reply) => {
      requireAdministrator(request);
      const { id } = request.params;
      const { date_from, date_to } = request.query;
      const person = await db.selectFrom('person').select('id').where('id', '=', id).executeTakeFirst();
      if (!person) throw notFound(NOT_FOUND);
      const { fromIso, toIso } = companyDayRange(date_from, date_to, zone);
      const days = { from: calendarDayText(date_from), to: calendarDayText(date_to) };
      const { n } = await db
        .selectFrom('location_point')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('person', '=', id)
        .where('datetime', '>=', fromIso)
        .where('datetime', '<', toIso)
        .executeTakeFirstOrThrow();
      await recordEvent(db, actorOf(request), {
        entity: resources.employees.name,
        id,
        action: 'export_positions',
        changes: { positions_from: [null, days.from], positions_to: [null, days.to], points: [null, Number(n)] },
      });
      const pages = positionPages(db, id, fromIso, toIso);
      const csv = Readable.from(
        (async function* () {
          yield CSV_BOM + positionsCsvHeader();
          for await (const page of pages) yield page.map((point) => positionsCsvRow(point, zone)).join('');
        })(),
      );
      csv.on('error', (error) => request.log.error({ err: error }, 'positions CSV failed'));
      return csvAttachment(reply, positionsFileName(id, days)).send(csv);
    },
  );
};
