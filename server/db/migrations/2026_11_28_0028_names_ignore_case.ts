/**
 * Names unique whatever their letter case, Polish letters too (issue 28 §6): a fuel provider's and
 * a fuel place's name, a place's, a material's and a subcontractor's name per site (`Orlen` =
 * `orlen`, `Łódź Opony` = `ŁÓDŹ opony`). The keys compare `unicode_upper(name)`: on SQLite a
 * JavaScript function every SAT connection has (server/db/sqliteDriver.ts), since SQLite's own
 * upper() folds only ASCII; on PostgreSQL the SQL function created here, ICU's upper case when the
 * server has ICU, else the database's. Each key replaces the exact one of the same name; materials
 * had none (their plain sort index stays).
 *
 * A company database may hold names that now clash (`Orlen` beside `ORLEN`). Such a key is left as
 * it was, with a warning naming the rows to merge or rename, so that the server starts; the
 * write-time check refuses new clashes from now on all the same (server/crud/uniqueness.ts).
 */
import { sql } from 'kysely';
import { dialectOf } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

interface NameKey {
  name: string;
  table: string;
  /** The columns before the name (the site). */
  per: string[];
  /** Whether the exact key of the same name exists (every table but material). */
  replaces: boolean;
}

const KEYS: NameKey[] = [
  { name: 'petrol_provider_name_key', table: 'petrol_provider', per: [], replaces: true },
  { name: 'petrol_place_name_key', table: 'petrol_place', per: [], replaces: true },
  { name: 'place_site_name_key', table: 'place', per: ['site'], replaces: true },
  { name: 'subcontractor_site_name_key', table: 'subcontractor', per: ['site'], replaces: true },
  { name: 'material_site_name_key', table: 'material', per: ['site'], replaces: false },
];

const keyOf = ({ per }: NameKey) => [...per.map((column) => sql.ref(column)), sql`unicode_upper(name)`];

/** The rows' names that clash under the new key, e.g. `(1, "ORLEN") ×2`. */
async function clashes(db: AnyDb, key: NameKey): Promise<string[]> {
  const parts = keyOf(key);
  const columns = parts.map((part, index) => sql`${part} as ${sql.id(`k${index}`)}`);
  const present = key.per.map((column) => sql`${sql.ref(column)} is not null`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(columns)}, count(*) as ${sql.id('rows')} from ${sql.table(key.table)}
    where ${sql.join([...present, sql`name is not null`], sql` and `)} group by ${sql.join(parts)} having count(*) > 1`.execute(db);
  return rows.map((row) => `(${parts.map((_, index) => JSON.stringify(row[`k${index}`])).join(', ')}) ×${Number(row.rows)}`);
}

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql`select 1 from pg_collation where collname = 'und-x-icu'`.execute(db);
    const upper = rows.length ? sql.raw(`upper($1 collate "und-x-icu")`) : sql.raw('upper($1)');
    await sql`create or replace function unicode_upper(text) returns text language sql immutable strict parallel safe as $$ select ${upper} $$`.execute(db);
  }
  for (const key of KEYS) {
    const held = await clashes(db, key);
    if (held.length) {
      console.warn(
        `Unique index ${key.name} not made case-insensitive: table ${key.table} holds names that differ only in letter case: ` +
          `${held.join('; ')}. New such names are still refused; merge or rename these rows.`,
      );
      continue;
    }
    if (key.replaces) await sql`drop index if exists ${sql.id(key.name)}`.execute(db);
    await sql`create unique index ${sql.id(key.name)} on ${sql.table(key.table)} (${sql.join(keyOf(key))})`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const key of KEYS) {
    await sql`drop index if exists ${sql.id(key.name)}`.execute(db);
    const columns = [...key.per, 'name'].map((column) => sql.ref(column));
    if (key.replaces) await sql`create unique index ${sql.id(key.name)} on ${sql.table(key.table)} (${sql.join(columns)})`.execute(db);
  }
  if (dialectOf(db) === 'postgres') await sql`drop function if exists unicode_upper(text)`.execute(db);
}
