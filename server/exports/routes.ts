/**
 * CSV exports streamed from the database row by row (flat memory however many rows), on the
 * read connection so that writes go on meanwhile. UTF-8 with BOM, `;`, Polish headers: they open
 * correctly in Excel with Polish settings.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { parseCalendarDay } from '../../src/domain/dates';
import type { Db } from '../db/database';
import { parseListParams } from '../resources/listParams';
import { listQuery } from '../resources/repository';
import { tableShape } from '../resources/tableShape';
import { exportDefinitions, type ExportDefinition } from './definitions';

/** export-<first day in Polish locale>.csv, as the app names it (e.g. export-5.01.2026.csv). */
export function exportFileName(dateFrom: string | undefined, today = new Date()): string {
  const day = dateFrom ? parseCalendarDay(dateFrom) : null;
  const date = day ? new Date(day.year, day.month - 1, day.day) : today;
  return `export-${date.toLocaleDateString('pl-PL')}.csv`;
}

function registerExport(app: FastifyInstance, database: Db, definition: ExportDefinition) {
  const shape = tableShape(definition.spec);
  app.get(
    definition.path,
    {
      schema: {
        tags: ['exports'],
        summary: `CSV: ${definition.spec.label}`,
        querystring: {
          type: 'object',
          properties: { date_from: { type: 'string' }, date_to: { type: 'string' }, site: { type: 'integer' } },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string>;
      const params = parseListParams(definition.spec, query, new Set());
      const { rows } = listQuery(database.readDb, database.dialect, shape, params);
      const csv = stringify({
        delimiter: ';',
        header: true,
        columns: definition.columns.map((column) => column.header),
        record_delimiter: 'windows',
        bom: true,
      });
      const records = Readable.from(
        (async function* () {
          for await (const row of rows.stream(500)) {
            yield definition.columns.map((column) => column.value(row as Record<string, unknown>));
          }
        })(),
      );
      // A failure mid-stream ends the response early rather than sending a truncated file as whole.
      pipeline(records, csv, (error) => {
        if (error) request.log.error({ err: error }, 'CSV export failed');
      });
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(query.date_from)}"`);
      return reply.send(csv);
    },
  );
}

export function registerExportRoutes(app: FastifyInstance, database: Db) {
  for (const definition of exportDefinitions) registerExport(app, database, definition);
}
