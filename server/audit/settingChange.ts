/**
 * A change of a company-wide setting (the working hours, the night): read as stored, the request
 * read against it, stored, and recorded in the change history as one record's update — in one
 * transaction, or 400 with the Polish messages per field and nothing changed.
 */
import type { Kysely } from 'kysely';
import type { ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { storeCompanySetting } from '../db/companySettings';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { recordChange, type Actor } from './changeLog';

export interface CompanySetting<T extends object> {
  /** Its row in company_setting. */
  name: string;
  /** What the change history records it as, and its one record's id. */
  history: { spec: ResourceSpec; record: number; values(value: T): Record<string, unknown> };
  /** The value stored (its defaults when never stored). */
  stored(db: Kysely<Database>): Promise<T>;
  /** A request's body read against the value before: the value to store, or the messages per field. */
  read(body: unknown, before: T): { ok: true; value: T } | { ok: false; errors: FieldErrors };
}

/** Stores a change of the setting with its history row and answers the value stored. */
export async function changeCompanySetting<T extends object>(db: Kysely<Database>, setting: CompanySetting<T>, body: unknown, actor: Actor): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await setting.stored(trx);
    const reading = setting.read(body, before);
    if (!reading.ok) throw badRequest(reading.errors);
    await storeCompanySetting(trx, setting.name, reading.value);
    const { spec, record, values } = setting.history;
    await recordChange(trx, actor, { spec, id: record, before: values(before), after: values(reading.value) });
    return reading.value;
  });
}
