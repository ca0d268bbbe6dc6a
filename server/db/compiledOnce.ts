/**
 * A query built and compiled once a database, then run with each call's values. Building and
 * compiling a query with Kysely costs more than running a small one on either database: the
 * account read of every Basic request was a third of a small list's request (issue 34 §3).
 *
 * The query is built with a placeholder for each named value, and every compiled parameter equal
 * to a placeholder is replaced by the call's value, so the value may only be used as a whole
 * parameter (a comparison, not part of a pattern).
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { perDatabase } from './perDatabase';
import type { Database } from './schema';

const placeholder = (name: string) => `\u0000sat-value:${name}`;

export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Kysely<Database>, values: Record<Name, string>) => Compilable<Row>,
): (db: Kysely<Database>, values: Record<Name, unknown>) => Promise<Row[]> {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as Record<Name, string>;
  const byPlaceholder = new Map<unknown, Name>(names.map((name) => [placeholders[name], name]));
  const compiled = perDatabase((db): CompiledQuery<Row> => {
    const query = build(db, placeholders).compile();
    const found = new Set(query.parameters.filter((value) => byPlaceholder.has(value)));
    if (found.size !== names.length) throw new Error(`compiledOnce: a value is not a whole parameter of ${query.sql}`);
    return query;
  });
  return async (db, values) => {
    const query = compiled(db);
    const parameters = query.parameters.map((value) => {
      const name = byPlaceholder.get(value);
      return name === undefined ? value : values[name];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
