/**
 * The CSV exports of spec §7, built from the registry's `csvExport` declarations: which rows
 * (the resource's list as the screen shows it), which Polish columns, and whether each column is text or a number (text
 * is neutralised against formulas, numbers are written as numbers). Money and decimals always with
 * their places (`1234,50`), computed columns (days until a date) as whole numbers, booleans as
 * Tak / Nie (a tri-state one's "not known" as Brak), dates dd.MM.yyyy, multi-references as their ids,
 * durations as minutes (a number a spreadsheet sums). The server streams these lines and the
 * fake-rest provider writes the same lines, so both give the same file for the same rows.
 *
 * A year of rides is hundreds of thousands of lines, so each line is written in one pass: no array
 * of cells, and only text columns are checked for what needs quoting (numbers, dates, times and
 * durations never hold a separator, a quote or a line break).
 */
import { durationSeconds, showDay } from './dates';
import type { FieldSpec } from './fields';
import { getResource, resourceList, type CombinedColumnSpec, type CsvColumnSpec, type ResourceSpec } from './resources';
import { CSV_BOM, csvNumber, csvRow, csvText, csvTextField } from './csv';
import { isScaled, scaleOf } from './scaledNumbers';
import { isBlank } from './validation';
import { companyDate, companyDateTime, companyTime } from './companyTime';

type Row = Record<string, unknown>;

interface ExportColumn {
  header: string;
  /** The row's cell as the file holds it: written as its column's kind, quoted when it must be. */
  field(row: Row, zone: string): string;
}

export interface ExportDefinition {
  path: string;
  spec: ResourceSpec;
  /** The header line (BOM not included). */
  header: string;
  /** A row's line, CRLF included, its times on the company's clock of `zone`. */
  line(row: Row, zone: string): string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const NUMBERS = new Set<FieldSpec['type']>(['integer', 'number', 'latitude', 'longitude']);

/** An own field, or the referenced field a joined column shows, with the column's label and empty text. */
function describedField(spec: ResourceSpec, name: string): { field: FieldSpec; label: string; emptyText?: string } {
  const own = spec.fields[name];
  if (own) return { field: own, label: own.label, emptyText: own.emptyText };
  const joined = spec.joined?.[name];
  if (!joined) throw new Error(`${spec.name}: unknown CSV column ${name}`);
  const target = getResource(spec.fields[joined.via].reference!).fields[joined.column];
  return { field: target, label: joined.label, emptyText: joined.emptyText };
}

function fieldColumn(spec: ResourceSpec, name: string): ExportColumn {
  const { field, label, emptyText } = describedField(spec, name);
  if (NUMBERS.has(field.type)) return { header: label, field: (row) => csvNumber(row[name]) };
  if (isScaled(field)) {
    const places = scaleOf(field);
    return { header: label, field: (row) => (typeof row[name] === 'number' ? (row[name] as number).toFixed(places).replace('.', ',') : '') };
  }
  if (field.type === 'datetime') {
    const empty = csvTextField(emptyText ?? '');
    return { header: label, field: (row, zone) => (isBlank(row[name]) ? empty : companyDateTime(row[name], zone)) };
  }
  if (field.type === 'boolean') {
    const [yes, no, unknown] = ['Tak', 'Nie', emptyText ?? 'Brak'].map(csvTextField);
    return { header: label, field: (row) => (row[name] === true ? yes : row[name] === false ? no : unknown) };
  }
  const shown = (value: unknown): string => {
    if (isBlank(value)) return emptyText ?? '';
    if (field.type === 'date') return showDay(text(value));
    if (field.type === 'enum') return field.choices?.[text(value)] ?? text(value);
    if (Array.isArray(value))
      return value.map((item) => (typeof item === 'object' && item !== null ? text((item as { name?: unknown }).name) : text(item))).join(', ');
    return text(value);
  };
  return { header: label, field: (row) => csvTextField(shown(row[name])) };
}

function combinedColumn({ label, combine, emptyText }: CombinedColumnSpec): ExportColumn {
  return {
    header: label,
    field: (row) =>
      csvTextField(
        combine
          .map((name) => text(row[name]))
          .filter(Boolean)
          .join(' ') ||
          (emptyText ?? ''),
      ),
  };
}

/**
 * Seconds as minutes, whole or to two decimals (`85,5`, `0,33`); empty without an end or when it is
 * before the start. Written from whole hundredths: formatting a fractional number took twice as long.
 */
export function csvMinutes(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '';
  const hundredths = Math.round(seconds / 0.6);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return `${whole}`;
  return fraction % 10 === 0 ? `${whole},${fraction / 10}` : `${whole},${fraction < 10 ? '0' : ''}${fraction}`;
}

function computedColumn(spec: ResourceSpec, column: CsvColumnSpec): ExportColumn {
  if ('duration' in column) {
    const [from, to] = column.duration;
    return { header: column.label, field: (row) => csvMinutes(durationSeconds(row[from] as string, row[to] as string | null)) };
  }
  const part = column.show === 'date' ? companyDate : companyTime;
  return { header: column.label ?? spec.fields[column.field].label, field: (row, zone) => part(row[column.field], zone) };
}

function exportColumns(spec: ResourceSpec): ExportColumn[] {
  return (spec.csvExport?.columns ?? []).map((column) => {
    if (typeof column === 'string') return fieldColumn(spec, column);
    return 'combine' in column ? combinedColumn(column) : computedColumn(spec, column);
  });
}

/** `field;field;…;field\r\n` in one pass over the columns. */
function lineWriter(columns: ExportColumn[]): (row: Row, zone: string) => string {
  const fields = columns.map((column) => column.field);
  const last = fields.length - 1;
  return (row, zone) => {
    let line = '';
    for (let index = 0; index < last; index++) line += `${fields[index](row, zone)};`;
    return `${line}${fields[last](row, zone)}\r\n`;
  };
}

export function exportDefinition(spec: ResourceSpec): ExportDefinition {
  const columns = exportColumns(spec);
  return { path: spec.csvExport!.path, spec, header: csvRow(columns.map((column) => csvText(column.header))), line: lineWriter(columns) };
}

/** A whole file of rows (the fake-rest provider's export; the server streams the same lines). */
export const exportDocument = (definition: ExportDefinition, rows: Iterable<Row>, zone: string): string => {
  let text = CSV_BOM + definition.header;
  for (const row of rows) text += definition.line(row, zone);
  return text;
};

export const exportDefinitions: ExportDefinition[] = resourceList.filter((spec) => spec.csvExport).map(exportDefinition);
