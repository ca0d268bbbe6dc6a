/**
 * Sessions of the field app (issue 30): a session is of a kind, 'dashboard' or 'field', each with
 * its own cookie and limits (server/auth/sessions.ts). Existing sessions are the dashboard's.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('dashboard'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('session').dropColumn('kind').execute();
}
