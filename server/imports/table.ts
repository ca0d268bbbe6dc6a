/** The data_import table (migration 2026_11_28_0160_data_imports), outside the registry: one imported file. */
import type { Generated } from 'kysely';

export interface DataImportTable {
  id: Generated<number>;
  /** The registry resource the file was imported into (a fuel-card statement's: fueling). */
  resource: string;
  /** A fuel-card statement's import: the card issuer (migration 2026_11_28_0200); null: a registry import. */
  issuer: string | null;
  file_name: string;
  created_by: number | null;
  username: string;
  /** UTC ISO instant. */
  created_at: string;
  /** The site sent with a file that has no site column, if any. */
  site: number | null;
  added: number;
  changed: number;
  /** JSON of UndoEntry[] (./undo.ts): the rows added, and the changed rows' previous values. */
  undo: string;
  undone_at: string | null;
  undone_by: string | null;
}
