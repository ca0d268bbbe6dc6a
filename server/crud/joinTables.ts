/**
 * Where a multi-reference (`type: 'references'`) is kept: the join table `<table>_<field>` with the
 * columns `<table>_id` (the owner row; its rows go with the owner, on delete cascade) and
 * `<referenced table>_id` (on delete restrict, as a reference column), primary key on both. The
 * migration generator creates it; the repository reads and writes it.
 */
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';

export interface JoinTable {
  /** The field of the owner resource. */
  field: string;
  table: string;
  /** Column holding the owner row's id. */
  owner: string;
  /** Column holding the referenced row's id. */
  target: string;
  /** The referenced resource's table. */
  targetTable: string;
}

export function joinTableOf(spec: ResourceSpec, name: string, field: FieldSpec): JoinTable {
  const targetTable = getResource(field.reference!).table;
  return { field: name, table: `${spec.table}_${name}`, owner: `${spec.table}_id`, target: `${targetTable}_id`, targetTable };
}

/** The join tables of a resource's multi-references. */
export const joinTables = (spec: ResourceSpec): JoinTable[] =>
  Object.entries(spec.fields)
    .filter(([, field]) => field.type === 'references' && !field.virtual)
    .map(([name, field]) => joinTableOf(spec, name, field));
