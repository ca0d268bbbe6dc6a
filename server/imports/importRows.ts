/**
 * An imported file's rows checked and stored (issue 32 §1), all or nothing in one transaction: each
 * row's cells read as the API values (src/domain/imports.ts), its references found by what people
 * write (./references.ts), its values checked by the registry's rules (src/domain/validation.ts)
 * and written by the CRUD engine's create and update path with all their checks (server/crud), and
 * recorded in the change history as an import. A row whose natural key (the registry's `importKey`)
 * an existing row holds changes that row; one that changes nothing is left alone. Every problem of
 * every row is listed; with any problem, or on a dry run, the transaction is rolled back.
 */
import type { FastifyRequest } from 'fastify';
import type { FieldSpec } from '../../src/domain/fields';
import {
  importableFields,
  importMessages,
  isEmptyCell,
  type Cell,
  problemOf,
  readCell,
  type ImportChange,
  type ImportMapping,
  type ImportProblem,
  type ImportReport,
} from '../../src/domain/imports';
import type { ResourceSpec } from '../../src/domain/resources';
import { fieldValueSchema, validateWrite, type FieldErrors } from '../../src/domain/validation';
import { HistoryBatch } from '../audit/changeLog';
import { sitesInScope } from '../auth/access';
import type { RecordWriter } from '../crud/recordWriter';
import { readRow } from '../crud/repository';
import { uniqueKey } from '../crud/uniqueness';
import type { AnyDb } from '../db/anySchema';
import { planForPresentSizes } from '../db/dialect';
import { HttpError } from '../errors';
import type { Sheet } from './files';
import { ReferenceFinder } from './references';
import { finishImport, startImport, type ImportedFile, type UndoEntry } from './records';

type Row = Record<string, unknown>;

/** Thrown to roll back a dry run or a file with problems; never leaves this module. */
class RollBack extends Error {}

interface Column {
  /** The file's columns filling the field: one, or a reference's several (their texts joined by spaces). */
  indexes: number[];
  name: string;
  field: FieldSpec;
}

/** The mapped columns, the site first (the references after it are looked up on the row's site). */
function columnsOf(spec: ResourceSpec, sheet: Sheet, mapping: ImportMapping): Column[] {
  const fields = importableFields(spec);
  const columns = new Map<string, Column>();
  sheet.headers.forEach((header, index) => {
    const name = mapping[header];
    if (!name || !fields[name]) return;
    const column = columns.get(name);
    if (column && fields[name].type === 'reference') column.indexes.push(index);
    else if (!column) columns.set(name, { indexes: [index], name, field: fields[name] });
  });
  return [...columns.values()].sort((a, b) => Number(b.name === 'site') - Number(a.name === 'site'));
}

/** A column's cell in a row: a reference's several cells as one text. */
function cellOf(column: Column, cells: Cell[]): Cell {
  if (column.indexes.length === 1) return cells[column.indexes[0]] ?? null;
  const texts = column.indexes.map((index) => cells[index]).filter((cell) => !isEmptyCell(cell ?? null));
  return texts.length ? texts.map(String).join(' ') : null;
}

/** Whether a stored value and an imported one are the same (instants compared as instants, numbers as numbers). */
function same(field: FieldSpec, stored: unknown, imported: unknown): boolean {
  if ((stored ?? null) === null || (imported ?? null) === null) return (stored ?? null) === (imported ?? null);
  if (field.type === 'datetime') return Date.parse(String(stored)) === Date.parse(String(imported));
  if (typeof stored === 'number' || typeof imported === 'number') return Number(stored) === Number(imported);
  return stored === imported;
}

/** The key fields of a row: the resource's `importKey` when the row has all of them, else its `importKeyFallback` (employees: PESEL, else login). */
function keyFieldsOf(spec: ResourceSpec, values: Row): readonly string[] {
  const given = (fields: readonly string[] | undefined) =>
    Boolean(fields?.length) && fields!.every((name) => values[name] !== null && values[name] !== undefined && values[name] !== '');
  if (given(spec.importKey)) return spec.importKey!;
  return given(spec.importKeyFallback) ? spec.importKeyFallback! : [];
}

/** A row's key as compared in the file: the key fields' values as their unique rule compares them. */
function keyText(spec: ResourceSpec, values: Row): string | null {
  const fields = keyFieldsOf(spec, values);
  const parts: unknown[] = [fields.join('+')];
  for (const name of fields) {
    const parsed = fieldValueSchema(spec.fields[name]).safeParse(values[name]);
    if (!parsed.success) return null;
    const rule = spec.fields[name].unique;
    const value = parsed.data;
    parts.push(
      typeof value === 'string' && rule?.ignoreSpacesAndCase
        ? value.replace(/\s/g, '').toUpperCase()
        : typeof value === 'string' && rule?.ignoreCase
          ? value.toLocaleUpperCase('pl')
          : value,
    );
  }
  return fields.length ? JSON.stringify(parts) : null;
}

/** The stored row holding the key of `values` (compared as the key fields' unique rules compare), if any. */
async function findByKey(trx: AnyDb, spec: ResourceSpec, writer: RecordWriter, values: Row): Promise<number | null> {
  const fields = keyFieldsOf(spec, values);
  if (writer.findByKey && fields.some((name) => spec.fields[name].virtual)) return writer.findByKey(trx, fields, values);
  let query = trx.selectFrom(spec.table).select('id');
  for (const name of fields) {
    const parsed = fieldValueSchema(spec.fields[name]).safeParse(values[name]);
    if (!parsed.success) return null;
    const rule = spec.fields[name].unique;
    query = rule ? query.where((eb) => eb(uniqueKey(rule, eb.ref(name)), '=', uniqueKey(rule, eb.val(parsed.data)))) : query.where(name, '=', parsed.data);
  }
  const found = await query.limit(1).executeTakeFirst();
  return found ? Number(found.id) : null;
}

export interface ImportRun {
  db: AnyDb;
  request: FastifyRequest;
  spec: ResourceSpec;
  writer: RecordWriter;
  sheet: Sheet;
  mapping: ImportMapping;
  dryRun: boolean;
  /** The site of rows whose file has no site column (the site selected in the app). */
  site?: number;
  /** The file itself: kept as the import's attachment, to be downloaded while the import is listed. */
  file: ImportedFile;
  /** Told the rows checked so far, every PROGRESS_ROWS rows or PROGRESS_MS (and once all are), while the rows are checked and written. */
  onProgress?: (done: number) => void;
}

/** How often an import reports its progress: every so many rows, or sooner after so many milliseconds. */
export const PROGRESS_ROWS = 250;
export const PROGRESS_MS = 200;

/**
 * Reports the rows done when PROGRESS_ROWS more are done or PROGRESS_MS have passed (`all`: now),
 * then lets the event loop run, so that the report is written out (on SQLite every statement
 * resolves at once, and a whole import would otherwise run in one turn of the loop).
 */
function progressOf(onProgress: ((done: number) => void) | undefined) {
  let reportedRows = -1;
  let reportedAt = performance.now();
  return async (done: number, all = false) => {
    if (!onProgress || done <= reportedRows) return;
    if (!all && done - reportedRows < PROGRESS_ROWS && performance.now() - reportedAt < PROGRESS_MS) return;
    reportedRows = done;
    reportedAt = performance.now();
    onProgress(done);
    await new Promise((resolve) => setImmediate(resolve));
  };
}

/** Checks (and unless `dryRun`, stores) the file's rows; the report of what was (or would be) done. */
export async function importRows({ db, request, spec, writer, sheet, mapping, dryRun, site, file, onProgress }: ImportRun): Promise<ImportReport> {
  const { shape } = writer;
  const columns = columnsOf(spec, sheet, mapping);
  const givenSite = site !== undefined && Boolean(spec.siteScoped) && Object.hasOwn(spec.fields, 'site') && !columns.some((column) => column.name === 'site');
  const report: ImportReport = {
    resource: spec.name,
    dryRun,
    imported: false,
    mapping,
    ignored: sheet.headers.filter((_, index) => !columns.some((column) => column.indexes.includes(index))),
    rows: sheet.rows.length,
    added: 0,
    changed: 0,
    unchanged: 0,
    changes: [],
    problems: [],
    importId: null,
  };
  const problems = report.problems;
  const fieldProblems = (row: number, errors: FieldErrors) => {
    for (const [name, messages] of Object.entries(errors)) {
      const label = spec.fields[name]?.label ?? null;
      for (const message of messages) problems.push(problemOf(row, label, message, spec.fields[name] ? name : null));
    }
  };
  const progress = progressOf(onProgress);
  await progress(0, true);
  try {
    await db.transaction().execute(async (trx) => {
      await planForPresentSizes(trx);
      const finder = new ReferenceFinder(trx, sitesInScope(request));
      const keys = new Map<string, number>();
      // The import is a record from its first row on, so that each row's history names it; a rollback takes it away too.
      const importId = dryRun ? undefined : await startImport(trx, request, spec, file, givenSite ? (site ?? null) : null);
      const undo: UndoEntry[] = [];
      // The rows' history rows, inserted 500 at a time (all of them before the import is finished or rolled back).
      const history = new HistoryBatch();
      for (const [index, { number, cells }] of sheet.rows.entries()) {
        await progress(index);
        const body: Row = givenSite ? { site } : {};
        const unread = new Map<string, string>();
        for (const column of columns) {
          const { name, field } = column;
          const cell = cellOf(column, cells);
          const text = typeof cell === 'string' ? cell.trim() : cell;
          const empty = isEmptyCell(cell) || (field.emptyText !== undefined && text === field.emptyText);
          const site = typeof body.site === 'number' ? body.site : null;
          const reading = empty
            ? { ok: true as const, value: null }
            : field.type === 'reference'
              ? await finder.find(field, String(text), site)
              : readCell(field, cell, request.companyTimeZone);
          if (reading.ok) body[name] = reading.value;
          else unread.set(name, reading.message);
        }
        const key = unread.size ? null : keyText(spec, body);
        if (key !== null && keys.has(key)) {
          problems.push(problemOf(number, null, importMessages.duplicateKey(keys.get(key)!)));
          continue;
        }
        if (key !== null) keys.set(key, number);
        const existing = key !== null ? await findByKey(trx, spec, writer, body) : null;
        const result = validateWrite(
          spec.fields,
          existing === null && writer.completeNew ? writer.completeNew(body) : body,
          existing === null ? 'create' : 'update',
        );
        if (unread.size || !result.ok) {
          // Every problem of the row, in the file's column order (fields the file lacks last).
          const errors: FieldErrors = Object.fromEntries([...unread].map(([name, message]) => [name, [message]]));
          if (!result.ok) for (const [name, messages] of Object.entries(result.errors)) if (!unread.has(name)) errors[name] = messages;
          const order = (name: string) => sheet.headers.findIndex((header) => mapping[header] === name) >>> 0;
          fieldProblems(number, Object.fromEntries(Object.entries(errors).sort(([a], [b]) => order(a) - order(b))));
          continue;
        }
        try {
          if (existing === null) {
            const id = await writer.create(trx, request, result.value, { source: 'import', importId, history });
            undo.push({ id, before: null });
            report.added++;
            continue;
          }
          // Compared on the file's (writable) fields only: the fields derived from other rows are not read.
          const stored = (await readRow(trx, shape, existing, request.companyTimeZone, { derived: false }))!;
          const changes: ImportChange[] = [];
          const changed: Row = {};
          for (const [name, value] of Object.entries(result.value)) {
            if (same(spec.fields[name], stored[name], value)) continue;
            changed[name] = value;
            changes.push({ field: name, label: spec.fields[name].label, from: stored[name] ?? null, to: value });
          }
          if (changes.length === 0) {
            report.unchanged++;
            continue;
          }
          if (!spec.operations.update) {
            problems.push(problemOf(number, null, importMessages.noUpdate));
            continue;
          }
          await writer.update(trx, request, existing, changed, { source: 'import', importId, history });
          undo.push({ id: existing, before: Object.fromEntries(changes.map((change) => [change.field, stored[change.field] ?? null])) });
          report.changed++;
          report.changes.push({ row: number, id: existing, fields: changes });
        } catch (error) {
          if (!(error instanceof HttpError) || (error.statusCode === 403 && !error.errors)) throw error;
          if (error.errors && Object.keys(error.errors).length) fieldProblems(number, error.errors);
          else problems.push(problemOf(number, null, error.detail));
        }
      }
      await history.flush(trx);
      await progress(sheet.rows.length, true);
      if (dryRun || problems.length || importId === undefined) throw new RollBack();
      await finishImport(trx, importId, file, { added: report.added, changed: report.changed, undo });
      report.importId = importId;
    });
    report.imported = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return report;
}

export type { ImportProblem };
