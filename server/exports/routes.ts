/**
 * CSV exports streamed from the database page by page (flat memory however many rows; on SQLite
 * each page is one short query on the read connection, so writes go on and the WAL checkpoints
 * meanwhile; on PostgreSQL the rows come from one COPY statement). UTF-8 with BOM, `;`, Polish
 * headers: they open correctly in Excel with Polish settings. An export holds the rows its list
 * shows: it takes the list's parameters (site, dates, filters, `q`, `_sort`/`_order`; paging is
 * ignored) and the account's sites.
 */
import { Readable } from 'node:stream';
import { CSV_BOM } from '../../src/domain/csv';
import { exportFileName, fileNameDay } from '../../src/domain/exportFiles';
import type { Db } from '../db/database';
import { csvAttachment } from '../http/responses';
import { parseListParams } from '../crud/listParams';
import { listQuerySchema } from '../crud/openapi';
import type { App } from '../http/feature';
import { queryRecord, queryLists } from '../http/requests';
import { reader, readWith } from '../http/schemas';
import { listPages } from '../crud/repository';
import { scopeListParams } from '../crud/siteScope';
import { tableShape } from '../crud/tableShape';
import { exportDefinitions, type ExportDefinition } from '../../src/domain/exportDefinitions';
import type { Feature } from '../http/feature';

/** Rows read per query (SQLite), rows written per chunk. */
const PAGE_ROWS = 2000;
/**
 * Text written ahead of the compressor: about four pages, so the next page is read and written
 * while gzip (in Node's thread pool) compresses the last. With the default 16 KB the export waited
 * for gzip to finish each page: a year of rides on PostgreSQL took 1.7 s instead of 1.5 s.
 */
const WRITTEN_AHEAD_BYTES = 1 << 20;

/**
 * Streamed files are compressed with fast gzip: brotli holds a stream back until megabytes have
 * passed through (seconds before the first byte), and higher gzip levels cap the download rate.
 */
const STREAM_COMPRESSION = { encodings: ['gzip', 'deflate'] as Array<'gzip' | 'deflate'>, zlibOptions: { level: 1 } };

/** The list's query parameters without paging or ids; `site` taken (and ignored) wherever the spec's exports send it. */
function exportQuerySchema(definition: ExportDefinition) {
  const { _start, _end, id, ...properties } = listQuerySchema(definition.spec).properties;
  return { type: 'object', properties: { site: { type: 'integer' }, ...properties } };
}

export function registerExport(app: App, database: Db, definition: ExportDefinition, zone: string) {
  const shape = tableShape(definition.spec);
  const sortable = new Set(Object.keys(shape.columns));
  // The list's parameters, and the days the file is named by.
  const query = reader(exportQuerySchema(definition), (query, ctx) =>
    readWith(ctx, () => {
      const { date_from, date_to } = queryRecord(query);
      return { params: parseListParams(definition.spec, queryLists(query), sortable, zone), days: { from: fileNameDay(date_from), to: fileNameDay(date_to) } };
    }),
  );
  app.get(
    definition.path,
    {
      compress: STREAM_COMPRESSION,
      schema: {
        tags: ['exports'],
        summary: `CSV: ${definition.spec.label}`,
        querystring: query,
      },
    },
    async (request, reply) => {
      const { params, days } = request.query;
      scopeListParams(request, definition.spec, params);
      const fileName = exportFileName(definition.spec, days);
      const pages = listPages(database.readDb, database.dialect, shape, params, PAGE_ROWS, database.copyRows);
      const csv = Readable.from(
        (async function* () {
          yield CSV_BOM + definition.header;
          for await (const rows of pages) {
            let text = '';
            for (const row of rows) text += definition.line(row, zone);
            yield text;
          }
        })(),
        { objectMode: false, highWaterMark: WRITTEN_AHEAD_BYTES },
      );
      // A failure mid-stream ends the response early rather than sending a truncated file as whole.
      csv.on('error', (error) => request.log.error({ err: error }, 'CSV export failed'));
      return csvAttachment(reply, fileName).send(csv);
    },
  );
}

export const exportRoutes: Feature = async (app, { database, config: { companyTimeZone: zone } }) => {
  for (const definition of exportDefinitions) registerExport(app, database, definition, zone);
};
