/**
 * Company-wide settings by name (issue 31 §4: the working hours, server/siteTime/settings.ts): one
 * row per setting, its value as JSON text; a setting without a row has its default.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('company_setting')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('company_setting').execute();
}
