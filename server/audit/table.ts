/**
 * The change_event table (migration 2026_11_24_0021_change_history), outside the registry: an event
 * as the history lists it (src/domain/changeHistory.ts ChangeEvent), its action as text and its
 * changes as JSON — a column changed there changes it here.
 */
import type { Generated } from 'kysely';
import type { ChangeEvent } from '../../src/domain/changeHistory';

export type ChangeEventTable = Omit<ChangeEvent, 'id' | 'action' | 'changes'> & {
  id: Generated<number>;
  /** A ChangeAction: create, update, delete, archive, restore, explain, withdraw_explanation, end_sessions, export_positions. */
  action: string;
  /** JSON of FieldChanges (src/domain/changeHistory.ts). */
  changes: string;
};
