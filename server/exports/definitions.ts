/**
 * The four CSV exports of spec §7, built from the registry's `csvExport` declarations: which rows
 * (the resource's list), which Polish columns, and whether each column is text or a number (text
 * is neutralised against formulas, numbers are written as numbers). Money and decimals always with
 * their places (`1234,50`), computed columns (days until a date) as whole numbers, booleans as
 * Tak / Nie (a tri-state one's "not known" as Brak), dates dd.MM.yyyy, multi-references as their ids.
 */
import { durationSeconds, formatDuration, showDay } from '../../src/domain/dates';
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, resourceList, type CombinedColumnSpec, type CsvColumnSpec, type ResourceSpec } from '../../src/domain/resources';
import { csvNumber, csvText } from '../../src/domain/csv';
import { isScaled, scaleOf } from '../../src/domain/scaledNumbers';
import { isBlank } from '../../src/domain/validation';
import { companyDate, companyDateTime, companyTime } from '../../src/domain/companyTime';

type Row = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  /** The row's cell, written as its column's kind. */
  cell(row: Row): string;
}

export interface ExportDefinition {
  path: string;
  spec: ResourceSpec;
  columns: ExportColumn[];
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
  if (NUMBERS.has(field.type)) return { header: label, cell: (row) => csvNumber(row[name]) };
  if (isScaled(field)) {
    const places = scaleOf(field);
    return { header: label, cell: (row) => (typeof row[name] === 'number' ? (row[name] as number).toFixed(places).replace('.', ',') : '') };
  }
  const shown = (value: unknown): string => {
    if (field.type === 'boolean') return value === true ? 'Tak' : value === false ? 'Nie' : (emptyText ?? 'Brak');
    if (isBlank(value)) return emptyText ?? '';
    if (field.type === 'datetime') return companyDateTime(value);
    if (field.type === 'date') return showDay(text(value));
    if (field.type === 'enum') return field.choices?.[text(value)] ?? text(value);
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? text((item as { name?: unknown }).name) : text(item))).join(', ');
    return text(value);
  };
  return { header: label, cell: (row) => csvText(shown(row[name])) };
}

function combinedColumn({ label, combine, emptyText }: CombinedColumnSpec): ExportColumn {
  return {
    header: label,
    cell: (row) => csvText(combine.map((name) => text(row[name])).filter(Boolean).join(' ') || (emptyText ?? '')),
  };
}

function computedColumn(spec: ResourceSpec, column: CsvColumnSpec): ExportColumn {
  if ('duration' in column) {
    const [from, to] = column.duration;
    return {
      header: column.label,
      cell: (row) => csvText(formatDuration(durationSeconds(row[from] as string, row[to] as string | null))),
    };
  }
  const part = column.show === 'date' ? companyDate : companyTime;
  return { header: column.label ?? spec.fields[column.field].label, cell: (row) => csvText(part(row[column.field])) };
}

export function exportColumns(spec: ResourceSpec): ExportColumn[] {
  return (spec.csvExport?.columns ?? []).map((column) => {
    if (typeof column === 'string') return fieldColumn(spec, column);
    return 'combine' in column ? combinedColumn(column) : computedColumn(spec, column);
  });
}

export const exportDefinitions: ExportDefinition[] = resourceList
  .filter((spec) => spec.csvExport)
  .map((spec) => ({ path: spec.csvExport!.path, spec, columns: exportColumns(spec) }));
