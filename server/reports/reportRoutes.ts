/**
 * A report's pair of routes (reports, anomalies, maintenance): its figures as JSON at `path`, and
 * the same figures as a CSV file at `path` + `export/` (and, when declared, an XLSX one at
 * `path` + `xlsx/`), all reading the query by one schema (the
 * CSV's may name more: which table), so that the two answer a bad query alike.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../http/feature';
import type { SheetTable } from '../../src/domain/reports/sheet';
import { sendCsv } from '../http/responses';
import { sendXlsx } from '../http/xlsx';
import type { JsonSchema } from '../http/schemas';

export interface ReportPair<Query, CsvQuery extends Query, Report> {
  /** The JSON's path; the CSV's is `${path}export/`. */
  path: string;
  /** The OpenAPI tag (the CSV is tagged `exports` too). */
  tag: string;
  summary: string;
  description: string;
  query: z.ZodType<Query>;
  /** The JSON answer's schema (documents it; the answer is written by Fastify's serializer). */
  response: JsonSchema;
  /** The report a read query asks for (403 and 404 thrown here: a site not the account's, an unknown row). */
  report: (request: FastifyRequest, query: Query) => Promise<Report>;
  csv: {
    summary: string;
    description: string;
    /** The JSON's query, or one naming more (a table). */
    query: z.ZodType<CsvQuery>;
    /** The file: its name and its text. */
    file: (report: Report, query: CsvQuery) => { name: string; text: string };
  };
  /** The same table as an XLSX workbook at `${path}xlsx/` (the CSV's query). */
  xlsx?: {
    summary: string;
    description: string;
    table: (report: Report, query: CsvQuery) => SheetTable;
  };
}

/** A query read into `{value}`: the routes below are typed by their generic query, not by their schema. */
interface Read<T> {
  value: T;
}
const boxed = <T>(schema: z.ZodType<T>) => schema.transform((value): Read<T> => ({ value }));

export function registerReport<Query, CsvQuery extends Query, Report>(app: App, pair: ReportPair<Query, CsvQuery, Report>): void {
  app.get<{ Querystring: Read<Query> }>(
    pair.path,
    { schema: { tags: [pair.tag], summary: pair.summary, description: pair.description, querystring: boxed(pair.query), response: { 200: pair.response } } },
    (request) => pair.report(request, request.query.value),
  );
  app.get<{ Querystring: Read<CsvQuery> }>(
    `${pair.path}export/`,
    { schema: { tags: [pair.tag, 'exports'], summary: pair.csv.summary, description: pair.csv.description, querystring: boxed(pair.csv.query) } },
    async (request, reply) => {
      const query = request.query.value;
      const file = pair.csv.file(await pair.report(request, query), query);
      return sendCsv(reply, file.name, file.text);
    },
  );
  const xlsx = pair.xlsx;
  if (xlsx)
    app.get<{ Querystring: Read<CsvQuery> }>(
      `${pair.path}xlsx/`,
      { schema: { tags: [pair.tag, 'exports'], summary: xlsx.summary, description: xlsx.description, querystring: boxed(pair.csv.query) } },
      async (request, reply) => {
        const query = request.query.value;
        return sendXlsx(reply, xlsx.table(await pair.report(request, query), query));
      },
    );
}
