/** How a registry resource maps onto its table: columns, joins, and how rows come back. */
import { hasColumn, type FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import { isScaled, scaleOf, unitsToNumber } from '../../src/domain/scaledNumbers';
import { isTriState } from '../../src/domain/validation';
import { computedSource, daysUntil } from './computedColumns';
import { ARCHIVED_AT, isArchivable } from '../../src/domain/archive';

/** Extra joins and columns for a resource whose rows need more than the registry says (employees). */
export interface ShapeExtension {
  joins: Array<{ table: string; alias: string; on: [string, string] }>;
  /** Output name → SQL column reference. */
  columns: Record<string, string>;
  /** The row as the API answers it, after the registry's own mapping (e.g. a nested object). */
  mapRow?(row: Record<string, unknown>): Record<string, unknown>;
}

export interface TableShape {
  spec: ResourceSpec;
  /** Stored own columns (no id). */
  storedFields: Array<[string, FieldSpec]>;
  joins: Array<{ table: string; alias: string; on: [string, string] }>;
  /**
   * Output name → SQL reference, including id, own columns, joined and extension columns, and
   * computed columns (their source column: a sort by them is a sort by it).
   */
  columns: Record<string, string>;
  /** The row as the API answers it; computed days counted in `zone`, the company's. */
  mapRow(row: Record<string, unknown>, zone: string): Record<string, unknown>;
}

export function tableShape(spec: ResourceSpec, extension?: ShapeExtension): TableShape {
  const storedFields = Object.entries(spec.fields).filter(([, field]) => hasColumn(field));
  const columns: Record<string, string> = { id: 't.id' };
  for (const [name] of storedFields) columns[name] = `t.${name}`;
  // Issue 16 §3: an archived row says when it was archived; never written by a PUT.
  const archivable = isArchivable(spec);
  if (archivable) columns[ARCHIVED_AT] = `t.${ARCHIVED_AT}`;
  const computed = Object.entries(spec.fields).filter(([, field]) => field.computed && !field.virtual);
  for (const [name, field] of computed) columns[name] = `t.${computedSource(field)}`;

  const joins: TableShape['joins'] = [];
  for (const [name, joined] of Object.entries(spec.joined ?? {})) {
    const alias = `j_${joined.via}`;
    if (!joins.some((join) => join.alias === alias)) {
      const target = getResource(spec.fields[joined.via].reference!).table;
      joins.push({ table: target, alias, on: [`${alias}.id`, `t.${joined.via}`] });
    }
    columns[name] = `${alias}.${joined.column}`;
  }
  if (extension) {
    joins.push(...extension.joins);
    Object.assign(columns, extension.columns);
  }

  const booleans = storedFields.filter(([, field]) => field.type === 'boolean');
  const scaled = storedFields.filter(([, field]) => isScaled(field)).map(([name, field]) => [name, scaleOf(field)] as const);
  const mapRow = (row: Record<string, unknown>, zone: string) => {
    for (const [name, field] of booleans) {
      const value = row[name];
      row[name] = isTriState(field) && (value === null || value === undefined) ? null : value === 1 || value === true;
    }
    for (const [name, scale] of scaled) {
      const units = row[name];
      if (units !== null && units !== undefined) row[name] = unitsToNumber(units as number, scale);
    }
    for (const [name] of computed) row[name] = daysUntil(row[name], zone);
    // A row in use carries no `archived_at`: its JSON stays what it was before archiving existed.
    if (archivable && (row[ARCHIVED_AT] === null || row[ARCHIVED_AT] === undefined)) delete row[ARCHIVED_AT];
    return extension?.mapRow ? extension.mapRow(row) : row;
  };
  return { spec, storedFields, joins, columns, mapRow };
}
