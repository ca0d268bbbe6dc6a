/**
 * Roles and sites of dashboard accounts (issue 16 §1, src/domain/access.ts): `app_user.access_role`
 * (administrator, site_manager, office; NULL for a field-only account) replaces `is_staff`, and
 * `app_user_site` lists the sites of an account that does not see every site (`all_sites` = 0).
 * Every staff account becomes an administrator, so nothing changes for them.
 */
import { sql } from 'kysely';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('access_role', 'text').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('all_sites', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await sql`UPDATE app_user SET access_role = 'administrator' WHERE is_staff = 1`.execute(db);
  await db.schema.alterTable('app_user').dropColumn('is_staff').execute();
  await db.schema
    .createTable('app_user_site')
    .addColumn('app_user', 'integer', (column) => column.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('site', 'integer', (column) => column.notNull().references('site.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('app_user_site_pk', ['app_user', 'site'])
    .execute();
  await db.schema.createIndex('app_user_site_site_idx').on('app_user_site').column('site').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('app_user_site').execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('is_staff', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE app_user SET is_staff = CASE WHEN access_role IS NULL THEN 0 ELSE 1 END`.execute(db);
  await db.schema.alterTable('app_user').dropColumn('all_sites').execute();
  await db.schema.alterTable('app_user').dropColumn('access_role').execute();
}
