/**
 * Migrations generated from the resource declarations (`npm run db:migration -- <name>`): the
 * registered migrations are run on an empty in-memory SQLite database, its schema is compared
 * with what the registry declares (./declaredSchema.ts), and what is missing becomes a new dated
 * migration file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from '../sqliteDriver';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { ResourceSpec } from '../../../src/domain/resources';
import { compareSchema, type SchemaComparison } from './compare';
import { declaredTables } from './declaredSchema';
import { introspect } from './introspection';
import { migrationFileName, migrationSource, writeMigration } from './migrationSource';
import type { AnySchema, AnyDb } from '../anySchema';

export { compareSchema, type SchemaComparison } from './compare';
export { declaredTables } from './declaredSchema';
export { introspect } from './introspection';

/** The folder of the registered migrations and their frozen helpers. */
export const MIGRATIONS_DIRECTORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Runs `migrations` on an empty database; throws when one fails. */
export async function runMigrations(db: AnyDb, migrations: Record<string, Migration>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** The registry compared with what `migrations` build on an empty SQLite database. */
export async function compareWithMigrations(specs: readonly ResourceSpec[], migrations: Record<string, Migration>): Promise<SchemaComparison> {
  const connection = new SQLite(':memory:');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<AnySchema>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    await runMigrations(db, migrations);
    return compareSchema(declaredTables(specs), await introspect(db));
  } finally {
    await db.destroy();
  }
}

export interface GeneratedMigration {
  comparison: SchemaComparison;
  /** The migration's name (its file name without .ts), when one was written. */
  name?: string;
  file?: string;
}

/**
 * Writes `<date>_<number>_<name>.ts` into `directory` (registered in its index.ts when there is
 * one) with what the registry declares beyond `migrations`. Writes nothing when they agree or when
 * they disagree in a way no generated migration should settle (`comparison.problems`).
 */
export async function generateMigration(options: {
  name: string;
  specs: readonly ResourceSpec[];
  migrations: Record<string, Migration>;
  directory?: string;
  today?: Date;
}): Promise<GeneratedMigration> {
  const { name, specs, migrations, directory = MIGRATIONS_DIRECTORY, today } = options;
  const comparison = await compareWithMigrations(specs, migrations);
  if (comparison.problems.length || !comparison.changes.length) return { comparison };
  const fileName = migrationFileName(Object.keys(migrations), name, today);
  const frozen = path.relative(directory, path.join(MIGRATIONS_DIRECTORY, 'frozen', 'v1'));
  const source = migrationSource(fileName, comparison.changes, frozen.startsWith('.') ? frozen : `./${frozen}`);
  return { comparison, name: fileName, file: writeMigration(directory, fileName, source) };
}
