/**
 * `POST /api/import/{resource}/` (docs/api.md "Import", issue 32 §1): a spreadsheet (multipart
 * part `file`, XLSX or CSV, told by its content) imported into a registry resource, with an
 * optional `mapping` (JSON: header → field name, or null to leave a column out; the rest as
 * proposed from the headers), optional `site` (the site of rows when the file has no site column) and `dry_run=true` to check the file without storing anything. The
 * answer is the report (src/domain/imports.ts ImportReport): 200 when checked or imported, 400
 * with the report when a row has a problem (nothing is stored then). Who may write the resource's
 * rows may import them: administrators, a site manager on its own sites' rows (server/crud's rules,
 * checked row by row). The file's size limit is the attachments' one. Asked with `Accept:
 * application/x-ndjson` (the app's dialog), it answers the rows done as lines while it works, and
 * the answer as the last line (src/domain/imports.ts IMPORT_PROGRESS_TYPE).
 */
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import {
  importFilePath,
  importTemplatePath,
  importMessages,
  importPath,
  importUndoPath,
  IMPORTS_PATH,
  importableFields,
  isImportableResource,
  proposedMapping,
  acceptsProgress,
  IMPORT_PROGRESS_TYPE,
  type ImportMapping,
  type ImportReport,
} from '../../src/domain/imports';
import { resourceList, type ResourceSpec } from '../../src/domain/resources';
import { idFromText, messages } from '../../src/domain/validation';
import { accessOf, requireAdministrator } from '../auth/access';
import { seesSite } from '../../src/domain/access';
import { assertMayWrite } from '../crud/siteScope';
import { crudWriter, type RecordWriter } from '../crud/recordWriter';
import type { ResourceWriteHooks } from '../crud/writeHooks';
import { badRequest, notFound, refused } from '../errors';
import { errorAnswer } from '../http/errorAnswer';
import type { Feature } from '../http/feature';
import { optional, pathId, queryText, reader, refuse } from '../http/schemas';
import { XLSX_TYPE } from './files';
import { importUploadLimits, isDryRun, readUploadedForm, uploadedSheet } from './upload';
import { importTemplate } from './template';
import { importRows } from './importRows';
import { importFile, recentImports, undoImport, type ImportCompanions } from './records';

/** The resources a file may be imported into (src/domain/imports.ts isImportableResource). */
export const importableResources = (): ResourceSpec[] => resourceList.filter(isImportableResource);

const refusal = (message: string) => badRequest({ file: [message] }, message);

/** A mapping sent by the client: header → an importable field of the resource, or null. */
function mappingOf(spec: ResourceSpec, text: string | undefined, headers: string[]): ImportMapping {
  const mapping = proposedMapping(spec, headers);
  if (!text) return mapping;
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    throw badRequest({ mapping: [importMessages.mapping] }, importMessages.mapping);
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw badRequest({ mapping: [importMessages.mapping] }, importMessages.mapping);
  for (const [header, field] of Object.entries(given)) {
    if (field !== null && (typeof field !== 'string' || !Object.hasOwn(importableFields(spec), field))) {
      const message = importMessages.unknownField(header);
      throw badRequest({ mapping: [message] }, message);
    }
    if (headers.includes(header)) mapping[header] = field as string | null;
  }
  return mapping;
}

export const importRoutes =
  (hooks: ResourceWriteHooks = {}, writers: Record<string, RecordWriter> = {}, companions: ImportCompanions = {}): Feature =>
  async (app, { database: { db }, config }) => {
    /** A resource's rows are written by its own writer (employees) or the CRUD engine's. */
    const writerOf = (spec: ResourceSpec) => writers[spec.name] ?? crudWriter(spec, hooks[spec.name]);
    const specs = new Map(importableResources().map((spec) => [spec.name, spec]));
    const params = z.object({
      resource: reader(
        { type: 'string', enum: [...specs.keys()] },
        (value, ctx) => specs.get(queryText(value)) ?? refuse(ctx, notFound(importMessages.notImportable)),
      ),
    });

    app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await scope.register(multipart, { limits: importUploadLimits(config.attachmentMaxBytes) });
      scope.post(
        importPath(':resource'),
        {
          schema: {
            tags: ['import'],
            summary:
              'Import an XLSX or CSV file into a registry resource (multipart: file, mapping, dry_run, site); answers the report (with Accept: application/x-ndjson, lines of the rows done, then {status, body})',
            params,
            // `dry_run` may also come in the query string; the multipart form's fields (file, mapping,
            // dry_run, site) are read below, as their parts stream in: a schema sees no multipart body.
            querystring: z.object({
              dry_run: optional({ type: 'string', description: 'true, 1 or tak: check the file without storing a row' }, (text) => text),
            }),
          },
        },
        async (request, reply) => {
          const spec = request.params.resource;
          if (spec.administratorsOnly) requireAdministrator(request);
          assertMayWrite(request, spec);
          const form = await readUploadedForm(request, config.attachmentMaxBytes);
          const { sheet, mimeType, content } = await uploadedSheet(form);
          const { fields } = form;
          const mapping = mappingOf(spec, fields.mapping, sheet.headers);
          if (!Object.values(mapping).some(Boolean)) throw refusal(importMessages.noColumns);
          const dryRun = isDryRun(fields.dry_run ?? request.query.dry_run);
          const site = fields.site ? idFromText(fields.site.trim()) : undefined;
          if (site === null) throw badRequest({ site: [messages.id] }, messages.id);
          // Another site's rows are refused before any row is read, as a write naming it is (server/crud/siteScope.ts).
          if (site !== undefined && !seesSite(accessOf(request), site)) throw refused('site');
          const file = { name: form.fileName, mimeType, content };
          const run = { db, request, spec, writer: writerOf(spec), sheet, mapping, dryRun, site, file };
          /** The answer the report makes: 200, or 400 with `detail` when a row has a problem. */
          const answer = (report: ImportReport) =>
            report.problems.length ? { status: 400, body: { detail: importMessages.failed, ...report } } : { status: 200, body: report };
          if (!acceptsProgress(request.headers.accept)) {
            const { status, body } = answer(await importRows(run));
            return reply.code(status).send(body);
          }
          // The rows' progress as lines of JSON, then the answer as the last line (its status is in
          // it: the stream's own 200 went with the first line). Not compressed: gzip would hold the
          // lines back (application/x-ndjson is none of @fastify/compress's types), nor buffered by a proxy.
          const lines = new PassThrough();
          const line = (value: unknown) => lines.write(`${JSON.stringify(value)}\n`);
          void importRows({ ...run, onProgress: (done) => line({ done, rows: sheet.rows.length }) })
            .then(answer, (error: unknown) => errorAnswer(error, request.log))
            .then((last) => lines.end(`${JSON.stringify(last)}\n`));
          return reply
            .header('Content-Type', IMPORT_PROGRESS_TYPE)
            .header('Cache-Control', 'no-cache, no-transform')
            .header('X-Accel-Buffering', 'no')
            .send(lines);
        },
      );
    });

    const scope = app.withTypeProvider<ZodTypeProvider>();
    scope.get(
      importTemplatePath(':resource'),
      {
        schema: {
          tags: ['import'],
          summary: "A resource's import template: an XLSX with the columns, an example row and lists for enum and reference columns",
          params,
        },
      },
      async (request, reply) => {
        const spec = request.params.resource;
        const content = await importTemplate(db, request, spec);
        return reply
          .header('Content-Type', XLSX_TYPE)
          .header('Content-Disposition', contentDisposition(`Szablon importu - ${spec.label}.xlsx`, { type: 'attachment' }))
          .header('X-Content-Type-Options', 'nosniff')
          .send(content);
      },
    );
    const importId = z.object({ id: pathId(importMessages.importNotFound) });
    scope.get(
      IMPORTS_PATH,
      {
        schema: {
          tags: ['import'],
          summary:
            "A resource's latest imports (an administrator's: everyone's; anyone else's: their own), newest first; with statements=true the fuel-card statements' imports",
          querystring: z.object({
            resource: params.shape.resource,
            statements: optional({ type: 'string', description: "true: the fuel-card statements' imports instead of the registry's" }, (text) => text),
          }),
        },
      },
      async (request) => recentImports(db, request, request.query.resource, request.query.statements === 'true'),
    );
    scope.post(
      importUndoPath(':id'),
      { schema: { tags: ['import'], summary: 'Undo an import as a whole (409 when a later change touched its rows)', params: importId } },
      async (request) => {
        const { id } = request.params;
        return db.transaction().execute((trx) => undoImport(trx, request, id, writerOf, companions));
      },
    );
    scope.get(
      importFilePath(':id'),
      { schema: { tags: ['import'], summary: "An import's file, as it was uploaded", params: importId } },
      async (request, reply) => {
        const file = await importFile(db, request, request.params.id);
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Disposition', contentDisposition(file.fileName, { type: 'attachment' }))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.content);
      },
    );
  };
