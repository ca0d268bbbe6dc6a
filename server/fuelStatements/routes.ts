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
import { importMessages, MAX_IMPORT_ROWS } from '../../src/domain/imports';
import { getResource } from '../../src/domain/resources';
import { requireAdministrator, requireWrite } from '../auth/access';
import { crudWriter } from '../crud/recordWriter';
import type { ResourceWriteHooks } from '../crud/writeHooks';
import { badRequest, HttpError } from '../errors';
import type { Feature } from '../http/feature';
import { queryText } from '../http/schemas';
import { readSheet } from '../imports';
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
    const tooLarge = () => {
      const message = `Plik jest za duży. Największy dozwolony rozmiar to ${new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(config.attachmentMaxBytes / 1024 / 1024)} MB.`;
      return new HttpError(413, message, { file: [message] });
    };

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

    app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: config.attachmentMaxBytes, files: 1, fields: 4, parts: 5 } });
      scope.post(
        FUEL_STATEMENTS_PATH,
        {
          schema: {
            tags: ['fuel-statements'],
            summary: "Import a fuel-card issuer's statement (multipart: file, issuer, columns, dry_run) as station fuelings; answers the report",
          },
          preValidation: async (request) => {
            requireWrite(request);
            requireAdministrator(request);
          },
        },
        async (request, reply) => {
          if (!request.isMultipart()) throw refusal('file', importMessages.noFile);
          let content: Buffer | undefined;
          let fileName = 'plik';
          const fields: Record<string, string> = {};
          try {
            for await (const part of request.parts()) {
              if (part.type === 'file') {
                const bytes = await part.toBuffer();
                if (part.fieldname === 'file') [content, fileName] = [bytes, part.filename || fileName];
              } else fields[part.fieldname] = String(part.value);
            }
          } catch (error) {
            if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw tooLarge();
            throw error;
          }
          const issuer = (fields.issuer ?? '').trim();
          if (!issuer || issuer.length > 80) throw refusal('issuer', statementMessages.issuer);
          if (!content || content.length === 0) throw refusal('file', importMessages.noFile);
          const reading = await readSheet(content);
          if (!reading.ok) throw refusal('file', reading.problem === 'kind' ? importMessages.notSpreadsheet(fileName) : importMessages.unreadable(fileName));
          const { sheet } = reading;
          if (sheet.rows.length === 0) throw refusal('file', importMessages.empty);
          if (sheet.rows.length > MAX_IMPORT_ROWS) throw refusal('file', importMessages.tooManyRows(MAX_IMPORT_ROWS));
          const stored = await findProfile(db, issuer);
          const sent = fields.columns ? columnsOf(fields.columns, sheet.headers) : undefined;
          // A stored profile whose headers the file lacks is no use: the headers propose the columns then.
          const storedFits = stored && Object.values(stored.columns).every((header) => !header || sheet.headers.includes(header));
          const columns = sent ?? (storedFits ? stored.columns : proposedColumns(sheet.headers));
          assertUsable(columns);
          const dryRun = ['true', '1', 'tak'].includes((fields.dry_run ?? queryText((request.query as Record<string, unknown>).dry_run)).toLowerCase());
          const report = await importStatement({
            db,
            request,
            writer,
            sheet,
            issuer: stored?.issuer ?? issuer,
            columns,
            dryRun,
            saveProfile: Boolean(sent) || !storedFits,
          });
          if (report.problems.length) return reply.code(400).send({ detail: statementMessages.failed, ...report });
          return report;
        },
      );
    });
  };
