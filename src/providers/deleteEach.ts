/**
 * Deleting several rows (spec §4): one call per id, all in parallel. The rows that can go, go;
 * when some cannot, the call rejects with an HttpError whose body names each refused id with the
 * server's reason (e.g. the 409 "Nie można usunąć: rekord jest używany w innych danych (…)"), so
 * that the screen can say which rows stayed and why.
 */
import { HttpError, type Identifier } from 'ra-core';

export interface RefusedDelete {
  id: Identifier;
  /** The server's message, or '' when there is none (e.g. the network failed). */
  reason: string;
}

export interface PartialDeleteBody {
  deleted: Identifier[];
  refused: RefusedDelete[];
  /** The first refusal's 403 code, if any: whether it ends the session (providers/refusals). */
  code?: unknown;
}

const reasonOf = (error: unknown) => (error instanceof HttpError && typeof error.message === 'string' ? error.message : '');

/** Deletes every id with `remove`; resolves like react-admin's deleteMany when all went. */
export async function deleteEach(ids: Identifier[], remove: (id: Identifier) => Promise<unknown>) {
  const results = await Promise.allSettled(ids.map((id) => remove(id)));
  const body: PartialDeleteBody = { deleted: [], refused: [] };
  let firstError: unknown;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') body.deleted.push(ids[index]);
    else {
      firstError ??= result.reason;
      body.refused.push({ id: ids[index], reason: reasonOf(result.reason) });
    }
  });
  if (!body.refused.length) return { data: ids };
  // The first refusal's status and code: a 401, or a 403 about the account, still ends the session.
  const { status = 0, body: refusal } = (firstError ?? {}) as { status?: number; body?: { code?: unknown } };
  if (refusal?.code !== undefined) body.code = refusal.code;
  throw new HttpError(body.refused.map((refused) => refused.reason).join('\n'), status, body);
}

/** The refused rows of a failed deleteMany, or none when the error is of another kind. */
export function refusedDeletes(error: unknown): PartialDeleteBody | null {
  const body = (error as { body?: Partial<PartialDeleteBody> } | null)?.body;
  return Array.isArray(body?.refused) && Array.isArray(body?.deleted) ? (body as PartialDeleteBody) : null;
}
