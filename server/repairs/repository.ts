/**
 * SQL of the repair request workflow (issue 15 §3): the request as the workflow reads it, the
 * names the history keeps, and the history itself (table repair_request_event, written in the
 * transaction of the change it records).
 */
import type { AttachmentRef } from '../../src/domain/fields';
import type { NamedRef, RepairHistoryEvent, RepairHistoryField, RepairHistoryValue } from '../../src/domain/repairs/history';
import { resources } from '../../src/domain/resources';
import type { AuthUser } from '../auth/users';
import { readRow } from '../crud/repository';
import { tableShape } from '../crud/tableShape';
import type { AnyDb } from '../db/anySchema';

export const repairShape = tableShape(resources.repairs);

/** A request as read by the API (with its photos), or undefined. */
export const readRepair = (db: AnyDb, id: number, zone: string) => readRow(db, repairShape, id, zone);

/** An employee as the history names them (`Jan Kowalski`); undefined when there is none. */
export async function personNamed(db: AnyDb, id: number): Promise<NamedRef | undefined> {
  const row = await db.selectFrom('person').select(['id', 'first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
  return row && { id: Number(row.id), name: `${row.first_name} ${row.last_name}`.trim() };
}

/** Photos as the history keeps them: id and file name. */
export const photoRefs = (photos: unknown): NamedRef[] => ((photos ?? []) as AttachmentRef[]).map(({ id, name }) => ({ id, name }));

/** Who made a change, by name: the employee's first and last name when the account is one, else its login. */
export const authorName = (user: AuthUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

export interface NewRepairEvent {
  field: RepairHistoryField;
  from: RepairHistoryValue;
  to: RepairHistoryValue;
}

const json = (value: RepairHistoryValue) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Records changes of a request by a user at one instant (call it in the change's transaction). */
export async function insertRepairEvents(db: AnyDb, requestId: number, user: AuthUser, events: readonly NewRepairEvent[], at = new Date().toISOString()) {
  if (events.length === 0) return;
  await db
    .insertInto('repair_request_event')
    .values(
      events.map((event) => ({
        repair_request: requestId,
        field: event.field,
        from_value: json(event.from),
        to_value: json(event.to),
        changed_at: at,
        changed_by: user.id,
        changed_by_name: authorName(user),
      })),
    )
    .execute();
}

const parsed = (text: string | null): RepairHistoryValue => (text === null ? null : (JSON.parse(text) as RepairHistoryValue));

/** A request's history, oldest first (the order the changes were made in). */
export async function repairHistory(db: AnyDb, requestId: number): Promise<RepairHistoryEvent[]> {
  const rows = await db.selectFrom('repair_request_event').selectAll().where('repair_request', '=', requestId).orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    repair_request: Number(row.repair_request),
    field: row.field as RepairHistoryField,
    from: parsed(row.from_value),
    to: parsed(row.to_value),
    changed_at: row.changed_at,
    changed_by: row.changed_by === null ? null : Number(row.changed_by),
    changed_by_name: row.changed_by_name,
  }));
}
