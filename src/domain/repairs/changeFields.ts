/**
 * The fields a workflow change writes (PATCH /api/repair-request/:id/): the declaration's, without
 * `serverSet` — they are server-set for the generic API and the phones, and written by the
 * workflow only. The server validates a change with them, the app builds its form and body.
 */
import type { FieldSpec } from '../fields';
import { resources } from '../resources';

export const REPAIR_CHANGE_FIELDS = ['status', 'assignee', 'cost', 'closing_note', 'photos'] as const;

export const repairChangeFieldSpecs: Record<string, FieldSpec> = Object.fromEntries(
  REPAIR_CHANGE_FIELDS.map((name) => [name, { ...resources.repairs.fields[name], serverSet: false }]),
);

/** The repairs declaration as a change writes it (for the shared write-payload and validation code). */
export const repairChangeSpec = { ...resources.repairs, fields: repairChangeFieldSpecs };
