/**
 * Import of a spreadsheet into a registry resource (issue 32 §1), the part shared by the server
 * (which reads and stores the file) and the app (which shows the mapping and the report): which
 * columns of a file hold which fields, found by the fields' Polish labels and by the headers of the
 * resource's own CSV export (so an exported file imports back unchanged), and how a cell as people
 * write it (`1 234,5`, `05.11.2026`, `Tak`, an enum's Polish label, an Excel date) becomes the value
 * the API takes. The values are then checked by the registry's own rules (./validation.ts) and
 * stored by the server's create and update path, never by rules of their own.
 */
import { companyInstant } from './dates';
import type { FieldSpec } from './fields';
import { formatDecimal, isNumberField, parseDecimal } from './numbers';
import type { CombinedColumnSpec, ResourceSpec } from './resources';
import { isWritable } from './validation';

/** Whether a file may be imported into the resource: one whose rows are created (employees through their own writer, server/employees). */
export const isImportableResource = (spec: ResourceSpec): boolean => spec.operations.create;

/** The import's API path of a resource: `POST /api/import/{resource}/`. */
export const importPath = (resource: string) => `/api/import/${resource}/`;

/** The resource's import template (an XLSX with the headers, an example row and lists): `GET /api/import/{resource}/template/`. */
export const importTemplatePath = (resource: string) => `/api/import/${resource}/template/`;

/**
 * The most rows one import takes: each row is checked and written as the dialog's save is, all in
 * one transaction, which holds the database's writers back while it runs.
 */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * What a client asks for (`Accept`) to follow an import's rows as the server checks and writes
 * them: lines of JSON, `{"done": n, "rows": N}` as rows are done, and last `{"status", "body"}`,
 * the status and the body the JSON answer would have had (docs/api.md "Import").
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

/** Whether an `Accept` header asks for the progress lines. */
export const acceptsProgress = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((type) => type.split(';')[0].trim().toLowerCase() === IMPORT_PROGRESS_TYPE);

/** A line of the progress: the rows checked so far of the file's, or the answer that ends it. */
export type ImportProgressLine = { done: number; rows: number } | { status: number; body: unknown };

/** What a cell may hold: text (CSV, a text cell), a number, a date (an XLSX date cell), a boolean, or nothing. */
export type Cell = string | number | boolean | Date | null;

/** A file's column header → the field it fills (null: the column is left out). */
export type ImportMapping = Record<string, string | null>;

export const importMessages = {
  noFile: 'Wybierz plik do zaimportowania (XLSX lub CSV).',
  notSpreadsheet: (name: string) => `Plik „${name}” nie jest arkuszem XLSX ani plikiem CSV: sprawdzono jego zawartość, nie nazwę.`,
  unreadable: (name: string) => `Nie można odczytać pliku „${name}”. Plik może być uszkodzony.`,
  empty: 'Plik nie zawiera wierszy do zaimportowania.',
  tooManyRows: (max: number) => `Plik ma za dużo wierszy: jednorazowo można zaimportować najwyżej ${formatDecimal(max)}. Podziel go na mniejsze pliki.`,
  noColumns: 'Żadna kolumna pliku nie odpowiada polom tego rejestru.',
  mapping: 'Nieprawidłowe przypisanie kolumn.',
  unknownField: (header: string) => `Kolumna „${header}” jest przypisana do pola, którego nie ma w tym rejestrze.`,
  notImportable: 'Tego rejestru nie można importować.',
  number: 'Podaj liczbę.',
  date: 'Podaj datę (dd.mm.rrrr).',
  datetime: 'Podaj datę i godzinę (dd.mm.rrrr gg:mm).',
  boolean: 'Podaj Tak lub Nie.',
  choice: (labels: string[]) => `Wybierz jedną z wartości: ${labels.join(', ')}.`,
  notFound: (text: string) => `Nie znaleziono „${text}”.`,
  ambiguous: (text: string, count: number) => `„${text}” pasuje do ${count} rekordów: podaj jednoznaczną wartość.`,
  duplicateKey: (row: number) => `Ten sam rekord co w wierszu ${row}.`,
  noUpdate: 'Ten rekord już istnieje, a tego rejestru nie można zmieniać.',
  failed: 'Import nie został wykonany: popraw błędy w pliku.',
  importNotFound: 'Nie znaleziono importu.',
  alreadyUndone: 'Ten import został już cofnięty.',
  laterChange: (record: string, at: string, username: string) =>
    `Nie można cofnąć importu: rekord „${record}” zmieniono po imporcie (${at}, ${username}). Import można cofnąć tylko wtedy, gdy jego rekordów nikt później nie zmieniał.`,
} as const;

/** The imports' API paths: the recent imports of a resource, one import's undoing and its file. */
export const IMPORTS_PATH = '/api/imports/';
export const importUndoPath = (id: number | string) => `${IMPORTS_PATH}${id}/undo/`;
export const importFilePath = (id: number | string) => `${IMPORTS_PATH}${id}/file/`;

/** An import as the list of recent imports shows it (GET /api/imports/?resource=…). */
export interface ImportRecord {
  id: number;
  resource: string;
  file_name: string;
  username: string;
  /** UTC ISO instant. */
  created_at: string;
  added: number;
  changed: number;
  undone_at: string | null;
  undone_by: string | null;
  /** A fuel-card statement's import: the card issuer; null: a registry import. */
  issuer: string | null;
}

/** A field an import may fill: written by clients, and a column of its own (not a list of ids, a file or a password). */
export const isImportable = (field: FieldSpec): boolean =>
  isWritable(field) && !field.virtual && field.type !== 'references' && field.type !== 'file' && field.type !== 'password';

/** A virtual field an import may fill: a text of the resource's key (an employee's login, stored with its account). */
const isVirtualKey = (spec: ResourceSpec, name: string, field: FieldSpec) =>
  Boolean(field.virtual) && field.type === 'string' && isWritable(field) && [...(spec.importKey ?? []), ...(spec.importKeyFallback ?? [])].includes(name);

/** The fields of `spec` an import may fill, by name. */
export const importableFields = (spec: ResourceSpec): Record<string, FieldSpec> =>
  Object.fromEntries(Object.entries(spec.fields).filter(([name, field]) => isImportable(field) || isVirtualKey(spec, name, field)));

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/**
 * The headers a field is known by: its label and name, and the export's columns that show it (a
 * joined column such as "Budowa" stands for its reference, a combined one of joined columns too).
 */
function headerNames(spec: ResourceSpec): Map<string, string> {
  const names = new Map<string, string>();
  const add = (header: string, field: string) => {
    if (!names.has(normalized(header))) names.set(normalized(header), field);
  };
  const fields = importableFields(spec);
  for (const [name, field] of Object.entries(fields)) add(field.label, name);
  for (const joined of Object.values(spec.joined ?? {})) if (fields[joined.via]) add(joined.label, joined.via);
  const combined = [...(spec.columns ?? []), ...(spec.csvExport?.columns ?? [])].filter(
    (column): column is CombinedColumnSpec => typeof column === 'object' && 'combine' in column,
  );
  for (const column of combined) {
    const vias = new Set(column.combine.map((part) => spec.joined?.[part]?.via));
    const [via] = vias;
    if (vias.size === 1 && via && fields[via]) add(column.label, via);
  }
  for (const name of Object.keys(fields)) add(name, name);
  return names;
}

/** The mapping proposed for a file's headers: each header to the field it names (each field once, a reference's columns excepted), or null. */
export function proposedMapping(spec: ResourceSpec, headers: readonly string[]): ImportMapping {
  const names = headerNames(spec);
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const field = names.get(normalized(header)) ?? null;
    // Several columns may name one reference (the export's "Imię" and "Nazwisko" of a person): their texts are read together.
    const shared = Boolean(field) && spec.fields[field as string]?.type === 'reference';
    mapping[header] = field && (shared || !taken.has(field)) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** What a cell became: the value the API takes, or the Polish message why it cannot. */
export type CellReading = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): CellReading => ({ ok: true, value });
const fail = (message: string): CellReading => ({ ok: false, message });
const pad = (value: number) => String(value).padStart(2, '0');

/** Days from Excel's day 0 (30.12.1899) to 1.1.1970. */
const EXCEL_EPOCH_DAYS = 25569;

/** An XLSX date cell: Excel keeps no time zone, so the library's UTC fields are the wall clock written. */
const wallOfDate = (date: Date) => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
});

/** An Excel date number (46000 = 9.12.2025) as the date it stands for. */
const excelDate = (serial: number) => new Date(Math.round((serial - EXCEL_EPOCH_DAYS) * 86_400_000));

const DAY_TEXT = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;

/** A wall-clock date (and time) from a cell: an Excel date, an Excel date number, `dd.MM.yyyy[ HH:mm]` or ISO text; null otherwise. */
function wallClockOf(cell: Cell): ReturnType<typeof wallOfDate> | 'iso' | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : wallOfDate(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) && cell > 0 ? wallOfDate(excelDate(cell)) : null;
  if (typeof cell !== 'string') return null;
  const match = DAY_TEXT.exec(cell.trim());
  if (match) {
    const [day, month, year, hour, minute] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
    return { year, month, day, hour, minute };
  }
  return /^\d{4}-\d{1,2}-\d{1,2}/.test(cell.trim()) ? 'iso' : null;
}

/** An enum's key from its key or its Polish label (any letter case). */
function choiceOf(field: FieldSpec, text: string): CellReading {
  const choices = Object.entries(field.choices ?? {});
  const wanted = normalized(text);
  const found = choices.find(([key, label]) => normalized(label) === wanted || key.toLowerCase() === wanted);
  return found ? ok(found[0]) : fail(importMessages.choice(choices.map(([, label]) => label)));
}

const YES = new Set(['tak', 't', 'yes', 'true', '1', 'prawda']);
const NO = new Set(['nie', 'n', 'no', 'false', '0', 'fałsz']);
const UNKNOWN = new Set(['brak', 'brak danych', '']);

/** Whether a cell holds nothing (an empty cell, or only spaces). */
export const isEmptyCell = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * A cell as the API value of `field` (references excepted: the server finds the rows they name).
 * Numbers as numbers or text with a decimal comma, dates as Excel dates or `dd.MM.yyyy`, booleans
 * as Tak / Nie, enums by their Polish label. What is read is still checked by the registry's rules.
 */
export function readCell(field: FieldSpec, cell: Cell, zone: string): CellReading {
  if (isEmptyCell(cell)) return ok(null);
  const text = cell instanceof Date ? '' : String(cell).trim();
  if (isNumberField(field) || field.type === 'money' || field.type === 'decimal') {
    if (typeof cell === 'number') return ok(cell);
    const number = parseDecimal(text);
    return number === null ? fail(importMessages.number) : ok(field.type === 'money' || field.type === 'decimal' ? text : number);
  }
  switch (field.type) {
    case 'date': {
      const wall = wallClockOf(cell);
      if (wall === 'iso') return ok(text.slice(0, 10));
      return wall ? ok(`${wall.year}-${pad(wall.month)}-${pad(wall.day)}`) : fail(importMessages.date);
    }
    case 'datetime': {
      const wall = wallClockOf(cell);
      if (wall === 'iso') return ok(text);
      return wall ? ok(companyInstant(wall, zone).toISOString()) : fail(importMessages.datetime);
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return ok(cell);
      const word = normalized(text);
      if (YES.has(word)) return ok(true);
      if (NO.has(word)) return ok(false);
      return field.nullable && UNKNOWN.has(word) ? ok(null) : fail(importMessages.boolean);
    }
    case 'enum':
      return choiceOf(field, text);
    default:
      return ok(cell instanceof Date ? cell.toISOString() : text);
  }
}

/** A field's change in the report: its label, the value stored and the value imported. */
export interface ImportChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** One problem of a row: "wiersz 17, Pojemność zbiornika: Podaj liczbę." */
export interface ImportProblem {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  field: string | null;
  label: string | null;
  message: string;
  /** The whole line as the report shows it. */
  text: string;
}

/** What an import found (the dry run) or did. */
export interface ImportReport {
  resource: string;
  dryRun: boolean;
  /** Whether the rows were stored (never on a dry run, never with a problem). */
  imported: boolean;
  mapping: ImportMapping;
  /** The file's columns no field takes. */
  ignored: string[];
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  changes: Array<{ row: number; id: number; fields: ImportChange[] }>;
  problems: ImportProblem[];
  /** The stored import (GET /api/imports/), to be undone as a whole; null on a dry run or when nothing was stored. */
  importId: number | null;
}

/** A row's problem in the report's words. */
export function problemOf(row: number, label: string | null, message: string, field: string | null = null): ImportProblem {
  return { row, field, label, message, text: label ? `wiersz ${row}, ${label}: ${message}` : `wiersz ${row}: ${message}` };
}
