/**
 * Issue 16 §3: a write may not choose an archived row for a reference. A row that already points at
 * one keeps it (an update sending the same reference again passes); only a new choice is refused,
 * with a Polish 400 under the field.
 */
import { ARCHIVED_AT, archiveMessages, isArchivable } from '../../src/domain/archive';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { joinTableOf } from './joinTables';
import type { AnyDb } from '../db/anySchema';

/** Ids among `ids` of archived rows of `table`. */
async function archivedAmong(db: AnyDb, table: string, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where(ARCHIVED_AT, 'is not', null).execute();
  return rows.map((row) => Number(row.id));
}

/** The ids a stored row (`id`) already references through `name`: its column, or its join rows. */
async function currentTargets(db: AnyDb, spec: ResourceSpec, name: string, id: number): Promise<number[]> {
  const field = spec.fields[name];
  if (field.type === 'references') {
    const join = joinTableOf(spec, name, field);
    const rows = await db.selectFrom(join.table).select(`${join.target} as target`).where(join.owner, '=', id).execute();
    return rows.map((row) => Number(row.target));
  }
  const row = await db.selectFrom(spec.table).select(name).where('id', '=', id).executeTakeFirst();
  return row && row[name] !== null ? [Number(row[name])] : [];
}

/**
 * Throws 400 when `values` choose an archived row of an archivable resource that the stored row
 * (`id`, on update) does not reference already.
 */
export async function assertNoNewArchivedReferences(db: AnyDb, spec: ResourceSpec, values: Record<string, unknown>, id?: number) {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if ((field.type !== 'reference' && field.type !== 'references') || field.virtual) continue;
    const target = getResource(field.reference!);
    if (!isArchivable(target)) continue;
    const value = values[name];
    const chosen = (Array.isArray(value) ? value : [value]).filter((item): item is number => typeof item === 'number');
    if (!chosen.length) continue;
    const kept = id === undefined ? [] : await currentTargets(db, spec, name, id);
    const fresh = chosen.filter((item) => !kept.includes(item));
    if ((await archivedAmong(db, target.table, fresh)).length) errors[name] = [archiveMessages.archivedReference(target.singular)];
  }
  if (Object.keys(errors).length) throw badRequest(errors, Object.values(errors)[0][0]);
}
