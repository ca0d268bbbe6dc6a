/**
 * The maintenance digest's sendings (server/maintenance/digest.ts, issue 15 §4): one row per site
 * and company day, inserted by the worker that sends that day's e-mail. The primary key lets only
 * one of several server processes claim a site's day, so the managers get one message.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('maintenance_digest')
    .addColumn('site', 'integer', (column) => column.notNull().references('site.id').onDelete('cascade'))
    // The company day (yyyy-MM-dd) the digest is for.
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    // Null until the message was accepted by the SMTP server (a failed sending is retried).
    .addColumn('sent_at', 'text')
    .addColumn('recipients', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('maintenance_digest_pkey', ['site', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('maintenance_digest').execute();
}
