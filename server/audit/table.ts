/** The change_event table (migration 2026_11_24_0021_change_history), outside the registry. */
import type { Generated } from 'kysely';

export interface ChangeEventTable {
  id: Generated<number>;
  /** UTC ISO instant. */
  changed_at: string;
  user_id: number | null;
  username: string;
  address: string | null;
  /** The registry resource's name, or an entity outside it (src/domain/changeHistory.ts historySpec). */
  entity: string;
  record_id: number;
  /** A ChangeAction: create, update, delete, archive, restore, explain, withdraw_explanation, end_sessions. */
  action: string;
  /** JSON of FieldChanges (src/domain/changeHistory.ts). */
  changes: string;
}
