/** The repair_request_event table (migration 2026_11_24_0018_repair_request_event), outside the registry. */
import type { Generated } from 'kysely';

export interface RepairRequestEventTable {
  id: Generated<number>;
  repair_request: number;
  /** A field of the history (src/domain/repairs/history.ts REPAIR_HISTORY_FIELDS). */
  field: string;
  /** JSON of the value before and after (null: none). */
  from_value: string | null;
  to_value: string | null;
  /** UTC ISO instant. */
  changed_at: string;
  changed_by: number | null;
  changed_by_name: string;
}
