/**
 * Recording changes (issue 16 §2): every create, update and delete of a record writes one
 * change_event row in the same transaction as the change, so a refused or failed write records
 * nothing and a stored change always has its row. Callers pass the record as the API reads it
 * before and after the write; the changed fields are found here (src/domain/changeHistory.ts).
 * Writes outside the records (an anomaly explained, a batch of location points, an account's
 * sessions ended) record their own event with `recordEvent`, in their transaction too.
 */
import type { FastifyRequest } from 'fastify';
import { fieldChanges, type ChangeAction, type FieldChanges } from '../../src/domain/changeHistory';
import { companyDateTime } from '../../src/domain/companyTime';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import { authOf } from '../auth/authHook';
import type { AnyDb } from '../db/anySchema';
import { insertRows } from '../db/rowsInsert';

/** Who made a change and from where. */
export interface Actor {
  userId: number | null;
  username: string;
  address: string | null;
  /** The company's time zone: date-times in the names the history records are its wall clock. */
  zone: string;
}

/** The signed-in account of a request and its client address (request.ip follows TRUST_PROXY). */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = authOf(request);
  return { userId: user.id, username: user.username, address: request.ip ?? null, zone: request.companyTimeZone };
}

type Row = Record<string, unknown>;

export interface RecordedChange {
  spec: ResourceSpec;
  id: number;
  /** The record as the API read it before the write (undefined for a create). */
  before?: Row;
  /** …and after it (undefined for a delete). */
  after?: Row;
  /** Secrets written (e.g. password): recorded as "changed", never their value. */
  secretsChanged?: readonly string[];
  /** Archiving or restoring (issue 16 §3): recorded as that action, with no field changes. */
  archiving?: 'archive' | 'restore';
  /** Made by an import of a file, or by its undoing (issue 32): the history marks it so. */
  source?: ChangeSource;
  /** The import (server/imports) the change belongs to. */
  importId?: number;
  /** Held back with the other rows of the batch instead of inserted at once (an import's rows). */
  history?: HistoryBatch;
}

/**
 * History rows held back and inserted together, in the order they were recorded: an import writes
 * one per row of its file, and one insert of many rows costs much less than as many inserts (one
 * round trip each on PostgreSQL). The rows go when `size` are held and when `flush` is called,
 * which the writer must do before its transaction ends.
 */
export class HistoryBatch {
  private rows: Array<Record<string, unknown>> = [];

  /** 500 rows of 10 values: far below either database's limit of parameters in a statement. */
  constructor(private readonly size = 500) {}

  async add(trx: AnyDb, row: Record<string, unknown>) {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush(trx);
  }

  async flush(trx: AnyDb) {
    if (!this.rows.length) return;
    const rows = this.rows;
    this.rows = [];
    await trx.insertInto('change_event').values(rows).execute();
  }
}

/** Where a change came from, when not from a dialog or the API's own write: an imported file, or the undoing of one. */
export type ChangeSource = 'import' | 'import_undo';

/** A referenced row by its declared record text (`Piasek`, `101 WGR 101K`), as it is named now. */
async function referenceName(trx: AnyDb, target: ResourceSpec, id: number, zone: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom(target.table)
    .select([...target.recordText])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return target.recordText
    .map((name) => (target.fields[name]?.type === 'datetime' ? companyDateTime(row[name], zone) : String(row[name] ?? '')))
    .join(' ')
    .trim();
}

/** References still held as bare ids (no joined name declared) get the referenced row's name. */
async function withReferenceNames(trx: AnyDb, spec: ResourceSpec, changes: FieldChanges, zone: string) {
  for (const [field, values] of Object.entries(changes)) {
    const declared = spec.fields[field];
    if (declared?.type !== 'reference' || !declared.reference) continue;
    const target = getResource(declared.reference);
    for (const index of [0, 1] as const) {
      const id = values[index];
      if (typeof id !== 'number') continue;
      const name = await referenceName(trx, target, id, zone);
      if (name) values[index] = { id, name };
    }
  }
  return changes;
}

const actionOf = ({ before, after, archiving }: RecordedChange): ChangeAction => archiving ?? (!before ? 'create' : !after ? 'delete' : 'update');

/**
 * Writes the change's history row with `trx`, the change's own transaction. An update that
 * changed no field records nothing.
 */
export async function recordChange(trx: AnyDb, actor: Actor, change: RecordedChange, at = new Date().toISOString()) {
  const action = actionOf(change);
  const changes = change.archiving ? {} : fieldChanges(change.spec, change.before, change.after, change.secretsChanged);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await withReferenceNames(trx, change.spec, changes, actor.zone);
  const event = { entity: change.spec.name, id: change.id, action, changes, source: change.source, importId: change.importId, history: change.history };
  await recordEvent(trx, actor, event, at);
}

/** A history row written as it is: what routes outside the record model record (an explanation, a batch of points). */
export interface RecordedEvent {
  entity: string;
  id: number;
  action: ChangeAction;
  changes: FieldChanges;
  source?: ChangeSource;
  importId?: number;
  history?: HistoryBatch;
}

/** A history row's columns (written out directly: every field write and batch of points adds one). */
const EVENT_COLUMNS = ['changed_at', 'user_id', 'username', 'address', 'entity', 'record_id', 'action', 'changes', 'source', 'import_id'] as const;

/** Writes one history row with `trx`, the transaction of the write it records (or holds it in the event's batch). */
export async function recordEvent(trx: AnyDb, actor: Actor, event: RecordedEvent, at = new Date().toISOString()) {
  const row = {
    changed_at: at,
    user_id: actor.userId,
    username: actor.username,
    address: actor.address,
    entity: event.entity,
    record_id: event.id,
    action: event.action,
    changes: JSON.stringify(event.changes),
    source: event.source ?? null,
    import_id: event.importId ?? null,
  };
  if (event.history) await event.history.add(trx, row);
  else await insertRows(trx, 'change_event', EVENT_COLUMNS, [row]);
}
