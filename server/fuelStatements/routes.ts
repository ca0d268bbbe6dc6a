/**
 * Fuel-card statements (docs/api.md "Fuel-card statements", issue 32 §2):
 * `POST /api/fuel-statements/` takes an issuer's statement (multipart `file`, CSV or XLSX told by
 * its content, read as any import reads it: server/imports), the `issuer`, optional `columns` (JSON:
 * statement field → header; else the issuer's stored profile, else the columns proposed from the
 * headers) and `dry_run=true` to check without storing. The answer is the report
 * (src/domain/fuelStatements.ts StatementReport): 200 when checked or imported, 400 with the report
 * when a row has a problem (nothing is stored then). An import that is done stores its columns as
 * the issuer's profile when they were sent or the issuer had none. `GET /api/fuel-statements/profiles/`
 * lists the profiles. Administrators only: a statement names every site's vehicles.
 */
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FUEL_STATEMENT_PROFILES_PATH,
  FUEL_STATEMENTS_PATH,
  proposedColumns,
  STATEMENT_FIELD_NAMES,
  STATEMENT_FIELDS,
  statementMessages,
  type StatementColumns,
  type StatementProfile,
} from '../../src/domain/fuelStatements';
import { getResource } from '../../src/domain/resources';
import { requireAdministrator, requireWrite } from '../auth/access';
import { crudWriter } from '../crud/recordWriter';
import type { ResourceWriteHooks } from '../crud/writeHooks';
import { badRequest } from '../errors';
import type { Feature } from '../http/feature';
import { optional } from '../http/schemas';
import { importUploadLimits, isDryRun, readUploadedForm, uploadedSheet } from '../imports';
import { findProfile, importStatement } from './importStatement';

const refusal = (name: string, message: string) => badRequest({ [name]: [message] }, message);

/** The columns sent by the client, checked against the statement's headers. */
function columnsOf(text: string, headers: string[]): StatementColumns {
  let given: unknown;
  try {
    given = JSON.parse(text);
  } catch {
    throw refusal('columns', statementMessages.columns);
  }
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw refusal('columns', statementMessages.columns);
  const columns: StatementColumns = {};
  for (const field of STATEMENT_FIELD_NAMES) {
    const header = (given as Record<string, unknown>)[field];
    if (header === undefined || header === null || header === '') columns[field] = null;
    else if (typeof header !== 'string') throw refusal('columns', statementMessages.columns);
    else if (!headers.includes(header)) throw refusal('columns', statementMessages.unknownHeader(header));
    else columns[field] = header;
  }
  return columns;
}

/** The columns a statement cannot go without: date, product, litres, and the card or the plate. */
function assertUsable(columns: StatementColumns): void {
  for (const field of ['datetime', 'product', 'litres'] as const)
    if (!columns[field]) throw refusal('columns', statementMessages.missingColumn(STATEMENT_FIELDS[field].label));
  if (!columns.card_number && !columns.plate) throw refusal('columns', statementMessages.cardOrPlate);
}

export const fuelStatementRoutes =
  (hooks: ResourceWriteHooks = {}): Feature =>
  async (app, { database: { db }, config }) => {
    const writer = crudWriter(getResource('fueling'), hooks.fueling);
    app.get(
      FUEL_STATEMENT_PROFILES_PATH,
      {
        schema: { tags: ['fuel-statements'], summary: "The card issuers' statement profiles: which column holds which field" },
        preValidation: async (request) => requireAdministrator(request),
      },
      async (): Promise<StatementProfile[]> => {
        const rows = await db.selectFrom('fuel_statement_profile').selectAll().orderBy('issuer').execute();
        return rows.map((row) => ({
          issuer: row.issuer,
          columns: JSON.parse(row.columns) as StatementColumns,
          updated_at: row.updated_at,
          updated_by: row.updated_by,
        }));
      },
    );

    app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await scope.register(multipart, { limits: importUploadLimits(config.attachmentMaxBytes) });
      scope.post(
        FUEL_STATEMENTS_PATH,
        {
          schema: {
            tags: ['fuel-statements'],
            summary: "Import a fuel-card issuer's statement (multipart: file, issuer, columns, dry_run) as station fuelings; answers the report",
            // `dry_run` may also come in the query string; the form's fields are read as their parts stream in (../imports/upload.ts).
            querystring: z.object({
              dry_run: optional({ type: 'string', description: 'true, 1 or tak: check the statement without storing a row' }, (text) => text),
            }),
          },
          preValidation: async (request) => {
            requireWrite(request);
            requireAdministrator(request);
          },
        },
        async (request, reply) => {
          const form = await readUploadedForm(request, config.attachmentMaxBytes);
          const { fields } = form;
          const issuer = (fields.issuer ?? '').trim();
          if (!issuer || issuer.length > 80) throw refusal('issuer', statementMessages.issuer);
          const { sheet, mimeType, content } = await uploadedSheet(form);
          const stored = await findProfile(db, issuer);
          const sent = fields.columns ? columnsOf(fields.columns, sheet.headers) : undefined;
          // A stored profile whose headers the file lacks is no use: the headers propose the columns then.
          const storedFits = stored && Object.values(stored.columns).every((header) => !header || sheet.headers.includes(header));
          const columns = sent ?? (storedFits ? stored.columns : proposedColumns(sheet.headers));
          assertUsable(columns);
          const dryRun = isDryRun(fields.dry_run ?? request.query.dry_run);
          const report = await importStatement({
            db,
            request,
            writer,
            sheet,
            issuer: stored?.issuer ?? issuer,
            columns,
            dryRun,
            saveProfile: Boolean(sent) || !storedFits,
            zone: config.companyTimeZone,
            file: { name: form.fileName, mimeType, content },
          });
          if (report.problems.length) return reply.code(400).send({ detail: statementMessages.failed, ...report });
          return report;
        },
      );
    });
  };
