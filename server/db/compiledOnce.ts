/**
 * A query built and compiled once a dialect (SQLite, PostgreSQL), then run with each call's values. Building and
 * compiling a query with Kysely costs more than running a small one on either database: the
 * account read of every Basic request was a third of a small list's request, and the columns a
 * list fills in afterwards (expired documents, faults, attachments) a query each (issue 34 §3).
 *
 * The query is built with a placeholder for each named value, and every compiled parameter equal
 * to a placeholder is replaced by the call's value, so a value may only be used as a whole
 * parameter (a comparison, not part of a pattern). A list of values is one parameter too, through
 * `inList`: a JSON array SQLite reads with `json_each`, an array on PostgreSQL.
 */
import { sql, type Compilable, type CompiledQuery, type Expression, type Kysely, type SqlBool } from 'kysely';
import { dialectOf, type DialectName } from './dialect';
import type { Database } from './schema';

const placeholder = (name: string) => `\u0000sat-value:${name}`;

/** `column` is one of the list that `list` (a placeholder of `compiledOnce`) stands for. */
export function inList(db: Kysely<Database>, column: string, list: string): Expression<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${list})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${list}))`;
}

export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Kysely<Database>, values: Record<Name, string>) => Compilable<Row>,
): (db: Kysely<Database>, values: Record<Name, unknown>) => Promise<Row[]> {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as Record<Name, string>;
  const byPlaceholder = new Map<unknown, Name>(names.map((name) => [placeholders[name], name]));
  // Once a dialect, not once a Kysely instance: a transaction is an instance of its own, and the
  // writes that run in one (every point of a shared transaction) would compile it again each time.
  const byDialect = new Map<DialectName, { query: CompiledQuery<Row>; lists: 'json' | 'array' }>();
  const compiled = (db: Kysely<Database>) => {
    const dialect = dialectOf(db);
    let known = byDialect.get(dialect);
    if (!known) {
      const query = build(db, placeholders).compile();
      const found = new Set(query.parameters.filter((value) => byPlaceholder.has(value)));
      if (found.size !== names.length) throw new Error(`compiledOnce: a value is not a whole parameter of ${query.sql}`);
      byDialect.set(dialect, (known = { query, lists: dialect === 'postgres' ? 'array' : 'json' }));
    }
    return known;
  };
  return async (db, values) => {
    const { query, lists } = compiled(db);
    const parameters = query.parameters.map((value) => {
      const name = byPlaceholder.get(value);
      if (name === undefined) return value;
      const given = values[name];
      return Array.isArray(given) && lists === 'json' ? JSON.stringify(given) : given;
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
