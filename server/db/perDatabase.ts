/** Things made once a database: compiled queries, write queues. */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** One `make(db)` a database, made when first asked for. */
export function perDatabase<T>(make: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const made = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
