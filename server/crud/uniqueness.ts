/**
 * The registry's unique fields (`unique` on a field): a write may not give a value that another
 * row of the table holds (within the same site, say), or (`with`) a combination of values another
 * row holds. Checked inside the write transaction; the unique indexes of the migrations (0004,
 * generated ones) hold the same keys, so two writers racing past the check still cannot both store
 * a duplicate. A combination with an empty part is no clash, as in the index (SQL nulls differ).
 */
import { sql, type Expression } from 'kysely';
import type { UniqueRule } from '../../src/domain/fields';
import type { ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { unicodeUpper } from '../db/dialect';
import type { AnyDb } from '../db/anySchema';

/**
 * The compared form of a value or column: registration numbers without spaces, upper case; names
 * that ignore case in upper case, Polish letters too (server/db/dialect.ts `unicodeUpper`). The same
 * SQL expression on both sides (and in the index), so a database compares as it indexes.
 */
export function uniqueKey(rule: UniqueRule, value: Expression<unknown>) {
  if (rule.ignoreSpacesAndCase) return sql`upper(replace(${value}, ' ', ''))`;
  return rule.ignoreCase ? unicodeUpper(value) : sql`${value}`;
}

/**
 * Throws 400 with the field's Polish message when another row holds a unique value of `row`
 * (the full row as it will be stored). `changed` are the fields the write gives: a rule none of
 * whose fields changes is not checked again. `id`: the updated row, which is not "another".
 */
export async function assertUnique(db: AnyDb, spec: ResourceSpec, row: Record<string, unknown>, changed: Record<string, unknown>, id?: number) {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const rule = field.unique;
    const value = row[name];
    if (!rule || value === null || value === undefined) continue;
    const scope = [...(rule.per ? [rule.per] : []), ...(rule.with ?? [])];
    if (!Object.hasOwn(changed, name) && !scope.some((other) => Object.hasOwn(changed, other))) continue;
    const together = rule.with ?? [];
    if (together.some((other) => row[other] === null || row[other] === undefined)) continue;
    let query = db
      .selectFrom(spec.table)
      .select('id')
      .where((eb) => eb(uniqueKey(rule, eb.ref(name)), '=', uniqueKey(rule, eb.val(value))));
    if (rule.per) {
      const scope = row[rule.per] ?? null;
      query = scope === null ? query.where(rule.per, 'is', null) : query.where(rule.per, '=', scope);
    }
    for (const other of together) query = query.where(other, '=', row[other]);
    if (id !== undefined) query = query.where('id', '!=', id);
    if (await query.limit(1).executeTakeFirst()) errors[name] = [rule.message];
  }
  if (Object.keys(errors).length) throw badRequest(errors, Object.values(errors)[0][0]);
}
