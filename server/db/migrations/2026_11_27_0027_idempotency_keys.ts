/**
 * Idempotency keys (server/idempotency/keys.ts): one row per account and key, holding the first
 * request's fingerprint and, once it is answered, its answer to replay.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('response', 'text')
    .addPrimaryKeyConstraint('idempotency_key_pkey', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created_at_idx').on('idempotency_key').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
