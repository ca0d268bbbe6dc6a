/**
 * Unique keys of the registry's `unique` fields (server/crud/uniqueness.ts checks them with
 * Polish messages; these indexes stop two concurrent writes from both storing one): a fleet
 * number per site, a registration number whatever its spaces and case, a fuel provider's and a
 * fuel place's name, a place's name per site. The (site, fleet_number) key replaces the plain
 * index on the same columns.
 *
 * A company database may already hold duplicates, which a unique index cannot be built over. Such
 * a key is skipped with a warning naming the rows to merge or rename (the write-time check still
 * refuses new duplicates), so that the server starts; the rest are created.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AnyDb } from './frozen/v1';

interface UniqueIndex {
  name: string;
  table: string;
  /** The key's expressions, one per column (rows with a null in any of them never clash). */
  key: RawBuilder<unknown>[];
}

const INDEXES: UniqueIndex[] = [
  { name: 'vehicle_site_fleet_number_key', table: 'vehicle', key: [sql`site`, sql`fleet_number`] },
  { name: 'vehicle_registration_number_key', table: 'vehicle', key: [sql`upper(replace(registration_number, ' ', ''))`] },
  { name: 'petrol_provider_name_key', table: 'petrol_provider', key: [sql`name`] },
  { name: 'petrol_place_name_key', table: 'petrol_place', key: [sql`name`] },
  { name: 'place_site_name_key', table: 'place', key: [sql`site`, sql`name`] },
];

const REPLACED = 'vehicle_site_fleet_number_idx';

/** Each key value held by more than one row, with how many, e.g. `(3, 12) ×2`. */
async function duplicates(db: AnyDb, { table, key }: UniqueIndex): Promise<string[]> {
  const columns = key.map((expression, index) => sql`${expression} as ${sql.id(`k${index}`)}`);
  const present = key.map((expression) => sql`${expression} is not null`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(columns)}, count(*) as ${sql.id('rows')} from ${sql.table(table)}
    where ${sql.join(present, sql` and `)} group by ${sql.join(key)} having count(*) > 1`.execute(db);
  return rows.map((row) => `(${key.map((_, index) => JSON.stringify(row[`k${index}`])).join(', ')}) ×${Number(row.rows)}`);
}

export async function up(db: AnyDb): Promise<void> {
  const created = new Set<string>();
  for (const index of INDEXES) {
    const held = await duplicates(db, index);
    if (held.length) {
      const columns = index.key.map((expression) => expression.compile(db).sql).join(', ');
      console.warn(
        `Unique index ${index.name} not created: table ${index.table} already holds duplicates of (${columns}): ` +
          `${held.join('; ')}. New duplicates are still refused; merge or rename these rows.`,
      );
      continue;
    }
    await sql`create unique index ${sql.id(index.name)} on ${sql.table(index.table)} (${sql.join(index.key)})`.execute(db);
    created.add(index.name);
  }
  // The plain index stays while its unique replacement could not be built.
  if (created.has('vehicle_site_fleet_number_key')) await db.schema.dropIndex(REPLACED).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex(REPLACED).ifNotExists().on('vehicle').columns(['site', 'fleet_number']).execute();
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
