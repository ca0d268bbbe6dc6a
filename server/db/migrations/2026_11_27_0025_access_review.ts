/**
 * Accounts to review (issue 28 §1): until this migration a staff job role gave an employee's new
 * login the administrator's access, unasked. Those accounts are not narrowed silently:
 * `app_user.access_review` marks them, and the accounts page lists them for an administrator to
 * look at (saving the account's rights clears the mark). Marked: administrators created since the
 * roles landed (migration 2026_11_25_0022) whose employee has a staff job role and whose rights no
 * administrator has set on the accounts page since.
 */
import { sql } from 'kysely';
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('access_review', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE app_user SET access_review = 1
    WHERE access_role = 'administrator'
      AND created_at >= (SELECT timestamp FROM kysely_migration WHERE name = '2026_11_25_0022_access_roles')
      AND id IN (SELECT p.user_id FROM person p INNER JOIN role r ON r.id = p.role WHERE r.is_staff = 1)
      AND NOT EXISTS (SELECT 1 FROM change_event e WHERE e.entity = 'accounts' AND e.record_id = app_user.id)
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('access_review').execute();
}
