/** How a registry resource maps onto its table: columns, joins, and how rows come back. */
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';

/** Extra joins and columns for a resource whose rows need more than the registry says (persons). */
export interface ShapeExtension {
  joins: Array<{ table: string; alias: string; on: [string, string] }>;
  /** Output name → SQL column reference. */
  columns: Record<string, string>;
  mapRow?(row: Record<string, unknown>): Record<string, unknown>;
}

export interface TableShape {
  spec: ResourceSpec;
  /** Stored own columns (no id). */
  storedFields: Array<[string, FieldSpec]>;
  joins: Array<{ table: string; alias: string; on: [string, string] }>;
  /** Output name → SQL reference, including id, own columns, joined and extension columns. */
  columns: Record<string, string>;
  mapRow(row: Record<string, unknown>): Record<string, unknown>;
}

export function tableShape(spec: ResourceSpec, extension?: ShapeExtension): TableShape {
  // Attachments live in their own table (server/attachments), not in a column.
  const storedFields = Object.entries(spec.fields).filter(([, field]) => !field.virtual && field.type !== 'file');
  const columns: Record<string, string> = { id: 't.id' };
  for (const [name] of storedFields) columns[name] = `t.${name}`;

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

  const booleans = storedFields.filter(([, field]) => field.type === 'boolean').map(([name]) => name);
  const mapRow = (row: Record<string, unknown>) => {
    for (const name of booleans) row[name] = row[name] === 1 || row[name] === true;
    return extension?.mapRow ? extension.mapRow(row) : row;
  };
  return { spec, storedFields, joins, columns, mapRow };
}
