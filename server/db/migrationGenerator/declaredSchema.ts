/**
 * The tables the resource declarations ask for: one table per resource with an integer id, a
 * column per stored field, and the indexes its filters, sort and unique rules need.
 *
 * Columns by field type (the conventions of the existing migrations): integer and reference →
 * integer (a reference is a foreign key to the referenced table's id, on delete restrict); number
 * and coordinates → double precision; money and decimal → bigint (whole grosze / 10^-scale units,
 * exact on both databases); boolean → integer 0/1, not null, default 0 (a tri-state one, `nullable:
 * true`: null allowed, no default); text, enum, date (yyyy-MM-dd) and date-time (UTC ISO) → text.
 * Not null as `IsNullable` in src/domain/resources/rows.ts: unless `nullable` says otherwise,
 * required fields and booleans. Multi-references get a join table (server/crud/joinTables.ts);
 * files (attachments) and computed fields no column.
 *
 * Indexes: a unique rule gets its unique key (`<table>_<columns>_key`: the `per` field, the `with`
 * fields, then the field, compared as upper case without spaces when `ignoreSpacesAndCase`, as
 * `unicode_upper(field)` when `ignoreCase`); a join table one on its referenced column (the
 * `?field=id` filter, refusing a delete); a filterable
 * reference or date gets an index it leads (enum and boolean filters do not: a few values, so the database
 * reads the table anyway); a new table gets one for its default sort, after the site when the
 * list is scoped by its own site column.
 */
import { hasColumn, type FieldSpec, type FieldType } from '../../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../../src/domain/resources';
import { joinTables, type JoinTable } from '../../crud/joinTables';
import { ARCHIVED_AT, isArchivable } from '../../../src/domain/archive';
import { UNICODE_UPPER } from '../dialect';

export type ColumnType = 'integer' | 'bigint' | 'text' | 'double precision';

export interface DeclaredColumn {
  name: string;
  type: ColumnType;
  notNull: boolean;
  /** Table whose id the column references (on delete restrict, unless `onDelete` says cascade). */
  references?: string;
  /** A join table's owner column: its rows go with the owner row. */
  onDelete?: 'cascade';
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
  /** A join table: no id, this primary key instead. */
  primaryKey?: string[];
}

const COLUMN_TYPES: Record<Exclude<FieldType, 'references' | 'file'>, ColumnType> = {
  string: 'text',
  text: 'text',
  password: 'text',
  date: 'text',
  datetime: 'text',
  enum: 'text',
  boundary: 'text',
  integer: 'integer',
  reference: 'integer',
  boolean: 'integer',
  number: 'double precision',
  latitude: 'double precision',
  longitude: 'double precision',
  money: 'bigint',
  decimal: 'bigint',
};

/** Low-cardinality filters get no index of their own. */
const UNINDEXED_FILTERS = new Set<FieldSpec['type']>(['enum', 'boolean']);

export const isNullable = (field: FieldSpec): boolean => field.nullable ?? (field.type !== 'boolean' && !field.required);

function declaredColumn(name: string, field: FieldSpec): DeclaredColumn {
  return {
    name,
    type: COLUMN_TYPES[field.type as keyof typeof COLUMN_TYPES],
    notNull: !isNullable(field),
    ...(field.type === 'reference' && { references: getResource(field.reference!).table }),
    ...(field.type === 'boolean' && !isNullable(field) && { defaultValue: 0 }),
  };
}

/** `<table>_<columns>_key` for unique keys, `_idx` for the others (the existing migrations' names). */
export const indexName = (table: string, columns: string[], unique: boolean) => `${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`;

/** A unique rule's columns: the `per` column, the `with` columns, then the field. */
const uniqueColumns = (name: string, field: FieldSpec): string[] => [...(field.unique!.per ? [field.unique!.per] : []), ...(field.unique!.with ?? []), name];

/**
 * A unique rule's key: its columns, the field's in its spaceless upper-case form when the rule
 * ignores spaces and case, in its upper-case form (Polish letters too) when it ignores case.
 */
function uniqueKeys(name: string, field: FieldSpec): string[] {
  const rule = field.unique!;
  const own = rule.ignoreSpacesAndCase ? `upper(replace(${name}, ' ', ''))` : rule.ignoreCase ? `${UNICODE_UPPER}(${name})` : name;
  return uniqueColumns(name, field).map((column) => (column === name ? own : column));
}

/** A multi-reference's join table: both ids, primary key on both, an index on the referenced id. */
function declaredJoinTable(spec: ResourceSpec, join: JoinTable): DeclaredTable {
  return {
    name: join.table,
    resource: spec.name,
    columns: [
      { name: join.owner, type: 'integer', notNull: true, references: spec.table, onDelete: 'cascade' },
      { name: join.target, type: 'integer', notNull: true, references: join.targetTable },
    ],
    indexes: [{ name: indexName(join.table, [join.target], false), keys: [join.target], unique: false }],
    filtered: [join.target],
    primaryKey: [join.owner, join.target],
  };
}

export function declaredTable(spec: ResourceSpec): DeclaredTable {
  const stored = Object.entries(spec.fields).filter(([, field]) => hasColumn(field));
  const indexes: DeclaredIndex[] = [];
  const add = (columns: string[], keys: string[], unique: boolean) => indexes.push({ name: indexName(spec.table, columns, unique), keys, unique });
  const filtered = stored.filter(([, field]) => field.filterable && !UNINDEXED_FILTERS.has(field.type)).map(([name]) => name);

  for (const [name, field] of stored) {
    if (field.unique) add(uniqueColumns(name, field), uniqueKeys(name, field), true);
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
    columns: [
      ...stored.map(([name, field]) => declaredColumn(name, field)),
      // Archivable rows (issue 16 §3): when the row was archived, a UTC ISO date-time, null while in use.
      ...(isArchivable(spec) ? [{ name: ARCHIVED_AT, type: 'text' as const, notNull: false }] : []),
    ],
    indexes,
    filtered,
  };
}

export const declaredTables = (specs: readonly ResourceSpec[]): DeclaredTable[] =>
  specs.flatMap((spec) => [declaredTable(spec), ...joinTables(spec).map((join) => declaredJoinTable(spec, join))]);
