/**
 * Referential rules from the registry: a write may reference only existing rows (and tankers only
 * TANK vehicles), also through multi-references, and an account that sees some sites only the rows
 * it may read (issue 28 §1: another site's vehicle is, to it, a vehicle that does not exist); a
 * delete is refused with 409 while other rows reference the row, by a column or a join table.
 */
import { getResource, resourceList, type ResourceSpec } from '../../src/domain/resources';
import { crossFieldErrors, groupedNumber, type FieldErrors } from '../../src/domain/validation';
import { badRequest, conflict } from '../errors';
import { joinTables } from './joinTables';
import { missingMultiReferences } from './multiReferences';
import { rowExists } from './repository';
import { inSites, type AnyQuery } from './siteRows';
import { ARCHIVE_OFFER, isArchivable } from '../../src/domain/archive';
import type { AnyDb } from '../db/anySchema';

/**
 * Checks every reference in `values`; throws 400 with the field's Polish message when one is
 * missing (or, `sites`, not on these sites: the writer's when it does not see every site), then
 * when the references break a rule across fields (`row`: the row as it will be stored, by default
 * `values`).
 */
export async function assertReferencesExist(db: AnyDb, spec: ResourceSpec, values: Record<string, unknown>, row = values, sites: number[] | null = null) {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const id = values[name];
    if (field.type !== 'reference' || typeof id !== 'number') continue;
    const target = getResource(field.reference!);
    const readable = sites ? (query: AnyQuery) => inSites(query, target, sites) : undefined;
    if (!(await rowExists(db, target.table, id, field.referenceWhere, readable))) {
      errors[name] = [field.notFoundMessage ?? target.notFoundMessage];
    }
  }
  Object.assign(errors, await missingMultiReferences(db, spec, values, sites));
  if (Object.keys(errors).length) throw badRequest(errors, Object.values(errors)[0][0]);
  const crossed = crossFieldErrors(spec, row);
  if (crossed) throw badRequest(crossed, Object.values(crossed)[0][0]);
  const bounded = await referencedBoundErrors(db, spec, values, row);
  if (bounded) throw badRequest(bounded, Object.values(bounded)[0][0]);
}

/**
 * `atMostOf` rules on the row as it will be stored (a tanker's stock count at most its capacity),
 * when the write gives the value or the reference: the field's message with the bound in it.
 */
async function referencedBoundErrors(db: AnyDb, spec: ResourceSpec, values: Record<string, unknown>, row: Record<string, unknown>) {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const rule = field.atMostOf;
    const value = row[name];
    const id = rule ? row[rule.via] : undefined;
    if (!rule || typeof value !== 'number' || typeof id !== 'number') continue;
    if (!Object.hasOwn(values, name) && !Object.hasOwn(values, rule.via)) continue;
    const target = getResource(spec.fields[rule.via].reference!);
    const found = await db.selectFrom(target.table).select(rule.column).where('id', '=', id).executeTakeFirst();
    const max = found?.[rule.column];
    if (typeof max === 'number' && value > max) errors[name] = [rule.message.replace('{max}', groupedNumber(max))];
  }
  return Object.keys(errors).length ? errors : null;
}

/** Tables and columns that point at a resource's table (join tables too), from every registry declaration. */
function referencesTo(spec: ResourceSpec): Array<{ table: string; column: string; label: string }> {
  const found: Array<{ table: string; column: string; label: string }> = [];
  for (const other of resourceList) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.type === 'reference' && !field.virtual && getResource(field.reference!).table === spec.table) {
        found.push({ table: other.table, column: name, label: other.label });
      }
    }
    for (const join of joinTables(other)) {
      if (join.targetTable === spec.table) found.push({ table: join.table, column: join.target, label: other.label });
    }
  }
  return found;
}

/** Throws 409 naming the data that still uses the row. */
export async function assertNotReferenced(db: AnyDb, spec: ResourceSpec, id: number) {
  const users = new Set<string>();
  for (const reference of referencesTo(spec)) {
    const row = await db.selectFrom(reference.table).select(reference.column).where(reference.column, '=', id).limit(1).executeTakeFirst();
    if (row) users.add(reference.label);
  }
  if (users.size) {
    const refusal = `Nie można usunąć: rekord jest używany w innych danych (${[...users].join(', ')}).`;
    // Issue 16 §3: a row with history can be archived instead.
    throw conflict(isArchivable(spec) ? `${refusal} ${ARCHIVE_OFFER}` : refusal);
  }
}
