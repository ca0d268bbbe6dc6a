/**
 * Changes of a repair request through its workflow (issue 15 §3): status by the allowed
 * transitions, assignee (an employee of the request's site), cost, closing note (required to
 * close) and photos. The change and its history rows are written in one transaction, so a refused
 * change stores nothing and a stored one is never missing from the history.
 */
import { REPAIR_CHANGE_FIELDS, repairChangeFieldSpecs } from '../../src/domain/repairs/changeFields';
import type { NamedRef } from '../../src/domain/repairs/history';
import { INITIAL_REPAIR_STATUS, repairChangeErrors, repairWorkflowMessages, type RepairWorkflowState } from '../../src/domain/repairs/workflow';
import { resources } from '../../src/domain/resources';
import { REQUIRED_MESSAGE, validateWrite, type FieldErrors } from '../../src/domain/validation';
import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../errors';
import { assertReferencesExist } from '../crud/references';
import { assertSameSite } from '../crud/sameSite';
import { updateRow } from '../crud/repository';
import { recordChange, type Actor } from '../audit/changeLog';
import type { SiteCheck } from '../auth/siteAccess';
import { insertRepairEvents, personNamed, photoRefs, readRepair, repairShape, type NewRepairEvent } from './repository';
import type { AnyDb } from '../db/anySchema';

const spec = resources.repairs;

export type RepairChange = Partial<RepairWorkflowState & { photos: number[] }>;

const fail = (errors: FieldErrors): never => {
  throw badRequest(errors, Object.values(errors)[0][0]);
};

/** A change body validated (the fields it names, Polish messages under each), or 400. */
export function validChange(body: unknown): RepairChange {
  const result = validateWrite(repairChangeFieldSpecs, body, 'update');
  if (!result.ok) return fail(result.errors);
  const change = result.value;
  if (Object.hasOwn(change, 'status') && change.status === null) fail({ status: [REQUIRED_MESSAGE] });
  if (Object.keys(change).length === 0) fail({ body: [repairWorkflowMessages.nothingChanged] });
  return change as RepairChange;
}

const stateOf = (row: Record<string, unknown>): RepairWorkflowState => ({
  status: row.status as RepairWorkflowState['status'],
  assignee: (row.assignee as number | null) ?? null,
  cost: (row.cost as number | null) ?? null,
  closing_note: (row.closing_note as string | null) ?? null,
});

const assigneeRef = async (db: AnyDb, id: unknown): Promise<NamedRef | null> =>
  typeof id === 'number' ? ((await personNamed(db, id)) ?? { id, name: `#${id}` }) : null;

/** The history rows of a change: each workflow field whose stored value differs after it. */
async function changedFields(db: AnyDb, before: Record<string, unknown>, after: Record<string, unknown>): Promise<NewRepairEvent[]> {
  const events: NewRepairEvent[] = [];
  for (const field of REPAIR_CHANGE_FIELDS) {
    if (field === 'photos') {
      const [from, to] = [photoRefs(before.photos), photoRefs(after.photos)];
      if (from.map((photo) => photo.id).join() !== to.map((photo) => photo.id).join()) events.push({ field, from, to });
    } else if (field === 'assignee') {
      if (before.assignee !== after.assignee) events.push({ field, from: await assigneeRef(db, before.assignee), to: await assigneeRef(db, after.assignee) });
    } else if ((before[field] ?? null) !== (after[field] ?? null)) {
      events.push({ field, from: (before[field] ?? null) as never, to: (after[field] ?? null) as never });
    }
  }
  return events;
}

/**
 * Applies a validated change by `user` to request `id`; answers the request as stored. Recorded
 * twice in its transaction: the workflow's own history (repair_request_event, one row per field,
 * names as the request's view shows them) and the change history of every record (`actor`).
 * `checkSite` refuses a request of a site the account may not see, before anything is written.
 * `at`: when it was made (now; the demo seed replays its office's work at the times it happened).
 */
export async function changeRepair(
  db: AnyDb,
  user: AuthUser,
  id: number,
  change: RepairChange,
  checkSite: SiteCheck,
  actor: Actor,
  at = new Date().toISOString(),
) {
  await db.transaction().execute(async (trx) => {
    const before = await readRepair(trx, id, actor.zone);
    if (!before) throw notFound(spec.notFoundMessage);
    checkSite(before.site as number | null);
    const errors = repairChangeErrors(stateOf(before), change);
    if (Object.keys(errors).length) fail(errors);
    await assertReferencesExist(trx, spec, change, { ...before, ...change });
    // The assignee works on the request's site (the declaration's `sameSite`).
    await assertSameSite(trx, spec, { ...before, ...change }, change);
    await updateRow(trx, repairShape, id, change);
    const after = (await readRepair(trx, id, actor.zone))!;
    await insertRepairEvents(trx, id, user, await changedFields(trx, before, after), at);
    await recordChange(trx, actor, { spec, id, before, after }, at);
  });
  return readRepair(db, id, actor.zone);
}

/** The first history rows of a request a phone just sent: its status set to "nowe", its photos if any. */
export async function recordNewRepair(db: AnyDb, user: AuthUser, id: number, zone: string, at?: string) {
  const row = (await readRepair(db, id, zone))!;
  const photos = photoRefs(row.photos);
  await insertRepairEvents(
    db,
    id,
    user,
    [{ field: 'status', from: null, to: INITIAL_REPAIR_STATUS }, ...(photos.length ? [{ field: 'photos' as const, from: [], to: photos }] : [])],
    at,
  );
}
