/**
 * The tables the resource declarations ask for: one table per resource with an integer id, a
 * column per stored field, and the indexes its filters, sort and unique rules need.
 *
 * Columns by field type (the conventions of the existing migrations): integer and reference →
 * integer (a reference is a foreign key to the referenced table's id, on delete restrict); number
 * and coordinates → double precision; boolean → integer 0/1, not null, default 0; text, enum,
 * date (yyyy-MM-dd) and date-time (UTC ISO) → text. Not null as `IsNullable` in
 * src/domain/resources/rows.ts: unless `nullable` says otherwise, required fields and booleans.
 *
 * Indexes: a unique rule gets its unique key (`<table>_<columns>_key`: the `per` field, then the
 * field, compared as upper case without spaces when `ignoreSpacesAndCase`); a filterable
 * reference gets an index it leads (enum and boolean filters do not: a few values, so the database
 * reads the table anyway); a new table gets one for its default sort, after the site when the
 * list is scoped by its own site column.
 */
import type { FieldSpec } from '../../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../../src/domain/resources';

export type ColumnType = 'integer' | 'text' | 'double precision';

export interface DeclaredColumn {
  name: string;
  type: ColumnType;
  notNull: boolean;
  /** Table whose id the column references (on delete restrict). */
  references?: string;
  /** Written into new rows when none is given (booleans: 0). */
  defaultValue?: number;
}

export interface DeclaredIndex {
  name: string;
  /** Column names or SQL expressions, in key order. */
  keys: string[];
  unique: boolean;
}

export interface DeclaredTable {
  name: string;
  resource: string;
  columns: DeclaredColumn[];
  /** What a new table gets. */
  indexes: DeclaredIndex[];
  /** Columns some index must lead (filterable references), in an existing table too. */
  filtered: string[];
}

const COLUMN_TYPES: Record<FieldSpec['type'], ColumnType> = {
  string: 'text',
  text: 'text',
  password: 'text',
  date: 'text',
  datetime: 'text',
  enum: 'text',
  integer: 'integer',
  reference: 'integer',
  boolean: 'integer',
  number: 'double precision',
  latitude: 'double precision',
  longitude: 'double precision',
};

/** Low-cardinality filters get no index of their own. */
const UNINDEXED_FILTERS = new Set<FieldSpec['type']>(['enum', 'boolean']);

export const isNullable = (field: FieldSpec): boolean => field.nullable ?? (field.type !== 'boolean' && !field.required);

function declaredColumn(name: string, field: FieldSpec): DeclaredColumn {
  return {
    name,
    type: COLUMN_TYPES[field.type],
    notNull: !isNullable(field),
    ...(field.type === 'reference' && { references: getResource(field.reference!).table }),
    ...(field.type === 'boolean' && { defaultValue: 0 }),
  };
}

/** `<table>_<columns>_key` for unique keys, `_idx` for the others (the existing migrations' names). */
export const indexName = (table: string, columns: string[], unique: boolean) =>
  `${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`;

/** A unique rule's key: the `per` column, then the field (or its spaceless upper-case form). */
function uniqueKeys(name: string, field: FieldSpec): string[] {
  const rule = field.unique!;
  const own = rule.ignoreSpacesAndCase ? `upper(replace(${name}, ' ', ''))` : name;
  return rule.per ? [rule.per, own] : [own];
}

export function declaredTable(spec: ResourceSpec): DeclaredTable {
  // A file field's attachments live in the attachment table (server/attachments), not in a column.
  const stored = Object.entries(spec.fields).filter(([, field]) => !field.virtual && field.type !== 'file');
  const indexes: DeclaredIndex[] = [];
  const add = (columns: string[], keys: string[], unique: boolean) =>
    indexes.push({ name: indexName(spec.table, columns, unique), keys, unique });
  const filtered = stored
    .filter(([, field]) => field.filterable && !UNINDEXED_FILTERS.has(field.type))
    .map(([name]) => name);

  for (const [name, field] of stored) {
    if (field.unique) add(field.unique.per ? [field.unique.per, name] : [name], uniqueKeys(name, field), true);
  }
  const sort = spec.defaultSort.field;
  if (stored.some(([name]) => name === sort)) {
    const sorted = spec.siteScoped && spec.fields.site && !spec.fields.site.virtual ? ['site', sort] : [sort];
    if (!indexes.some((index) => sorted.every((column, position) => index.keys[position] === column))) {
      add(sorted, sorted, false);
    }
  }
  for (const name of filtered) {
    if (!indexes.some((index) => index.keys[0] === name)) add([name], [name], false);
  }
  return {
    name: spec.table,
    resource: spec.name,
    columns: stored.map(([name, field]) => declaredColumn(name, field)),
    indexes,
    filtered,
  };
}

export const declaredTables = (specs: readonly ResourceSpec[]): DeclaredTable[] => specs.map(declaredTable);
