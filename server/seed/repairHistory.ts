/**
 * The demo's repair requests with their history (issue 28 §8): each request's first history rows
 * as a phone's report writes them, then the office's work on it (src/domain/demo/repairs.ts
 * repairWorkflow) replayed through the workflow of the API (server/repairs/workflow.ts), each
 * change at the time it was made. So a fresh demo has requests in every status, each with its
 * history, and the change history ("Historia zmian") holds the reports and the office's changes.
 */
import type { Kysely } from 'kysely';
import type { DemoCompany } from '../../src/domain/demo/index';
import { resources } from '../../src/domain/resources';
import type { Actor } from '../audit/changeLog';
import { recordChange } from '../audit/changeLog';
import { selectUser, toAuthUser, type AuthUser } from '../auth/users';
import type { Database } from '../db/schema';
import { changeRepair, readRepair, recordNewRepair } from '../repairs';

/** A generated row's id in the database (the seed's offsets past rows already there). */
export type DatabaseId = (table: 'repair_request' | 'person', id: number) => number;

export async function replayRepairHistory(db: Kysely<Database>, demo: DemoCompany, databaseId: DatabaseId, zone: string): Promise<void> {
  const accounts = new Map<number, { user: AuthUser; actor: Actor }>();
  const accountOf = async (person: number) => {
    const id = databaseId('person', person);
    if (!accounts.has(id)) {
      const user = toAuthUser(await selectUser(db).where('p.id', '=', id).executeTakeFirstOrThrow());
      accounts.set(id, { user, actor: { userId: user.id, username: user.username, address: null, zone } });
    }
    return accounts.get(id)!;
  };
  for (const request of demo.repairRequests) {
    const id = databaseId('repair_request', request.id);
    const { user, actor } = await accountOf(request.person);
    await db.transaction().execute(async (trx) => {
      await recordNewRepair(trx, user, id, zone, request.datetime);
      await recordChange(trx, actor, { spec: resources.repairs, id, after: await readRepair(trx, id, zone) }, request.datetime);
    });
  }
  for (const { request, at, by, change } of demo.repairChanges) {
    const { user, actor } = await accountOf(by);
    const assignee = typeof change.assignee === 'number' ? { assignee: databaseId('person', change.assignee) } : {};
    await changeRepair(db, user, databaseId('repair_request', request), { ...change, ...assignee }, () => {}, actor, at);
  }
}
