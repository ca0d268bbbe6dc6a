/**
 * 2026_11_28_0200_statement_imports: a fuel-card statement's import as an import record of its own
 * (issue 32 §2), undone as a registry import is (server/imports/records.ts). `data_import.issuer`
 * tells a statement's import (the card issuer) from a registry import (null), so that each dialog
 * lists its own; `fuel_transaction.import_id` ties each transaction a statement stored to its
 * import, so that undoing the import deletes them with the fuelings they became (AdBlue ones too).
 * Frozen: change the schema with a new migration, never by editing this one.
 */
import type { AnyDb } from './frozen/v1';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('data_import').addColumn('issuer', 'text').execute();
  await db.schema.alterTable('fuel_transaction').addColumn('import_id', 'integer').execute();
  await db.schema.createIndex('fuel_transaction_import_idx').on('fuel_transaction').columns(['import_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('fuel_transaction_import_idx').execute();
  await db.schema.alterTable('fuel_transaction').dropColumn('import_id').execute();
  await db.schema.alterTable('data_import').dropColumn('issuer').execute();
}
