/**
 * Multi-references (`type: 'references'`) in their join tables (./joinTables.ts): written inside
 * the row's write transaction (the field's whole list replaced when the write gives it), read back
 * for a page of rows with one query per join table (never one per row), as ascending id arrays.
 */
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { joinTables } from './joinTables';
import { inSites } from './siteRows';
import type { AnyDb } from '../db/anySchema';

/** Ids per query: well below both databases' bound-parameter limits. */
const IDS_PER_QUERY = 1000;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Fills every multi-reference of `rows` (each with its `id`) with the ids its join table holds. */
export async function readMultiReferences(db: AnyDb, spec: ResourceSpec, rows: Record<string, unknown>[]): Promise<void> {
  const joins = joinTables(spec);
  if (!joins.length || !rows.length) return;
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const join of joins) {
    for (const row of rows) row[join.field] = [];
    for (const ids of chunks([...byId.keys()], IDS_PER_QUERY)) {
      const pairs = await db
        .selectFrom(join.table)
        .select([`${join.owner} as owner`, `${join.target} as target`])
        .where(join.owner, 'in', ids)
        .orderBy(join.owner)
        .orderBy(join.target)
        .execute();
      for (const { owner, target } of pairs) (byId.get(Number(owner))![join.field] as number[]).push(Number(target));
    }
  }
}

/** Replaces the join rows of the multi-references `values` gives (a write leaving a field out keeps its list). */
export async function writeMultiReferences(db: AnyDb, spec: ResourceSpec, id: number, values: Record<string, unknown>): Promise<void> {
  for (const join of joinTables(spec)) {
    if (!Object.hasOwn(values, join.field)) continue;
    const ids = (values[join.field] as number[] | null) ?? [];
    await db.deleteFrom(join.table).where(join.owner, '=', id).execute();
    for (const part of chunks(ids, IDS_PER_QUERY)) {
      await db
        .insertInto(join.table)
        .values(part.map((target) => ({ [join.owner]: id, [join.target]: target })))
        .execute();
    }
  }
}

/**
 * The multi-references in `values` naming rows that do not exist (or do not match `referenceWhere`,
 * or are not on `sites` when given), by field.
 */
export async function missingMultiReferences(
  db: AnyDb,
  spec: ResourceSpec,
  values: Record<string, unknown>,
  sites: number[] | null = null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const ids = values[name];
    if (field.type !== 'references' || !Array.isArray(ids) || !ids.length) continue;
    const target = getResource(field.reference!);
    let found = 0;
    for (const part of chunks(ids as number[], IDS_PER_QUERY)) {
      let query = db
        .selectFrom(`${target.table} as t`)
        .select((eb) => eb.fn.countAll().as('count'))
        .where('t.id', 'in', part);
      for (const [column, value] of Object.entries(field.referenceWhere ?? {})) query = query.where(`t.${column}`, '=', value);
      if (sites) query = inSites(query, target, sites);
      found += Number((await query.executeTakeFirstOrThrow()).count);
    }
    if (found !== ids.length) errors[name] = [field.notFoundMessage ?? target.notFoundMessage];
  }
  return errors;
}
