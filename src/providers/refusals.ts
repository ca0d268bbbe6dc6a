/**
 * Which failed requests end the session (issue 28 §2): a 401, and a 403 about the account or its
 * session. A 403 whose `code` says a site, a record or an operation was refused
 * (src/domain/access.ts) keeps the session: the app shows the server's message instead.
 */
import { keepsSession } from '../domain/access';

interface FailedRequest {
  status?: unknown;
  body?: { code?: unknown; detail?: unknown } | null;
}

const failure = (error: unknown): FailedRequest => (error ?? {}) as FailedRequest;

/** A 403 refusing a site, a record or an operation: the account stays signed in. */
export const isSessionKeepingRefusal = (error: unknown): boolean => {
  const { status, body } = failure(error);
  return status === 403 && keepsSession(body?.code);
};

/** Whether the failure signs the user out: a 401, or a 403 about the account or its session. */
export const endsSession = (error: unknown): boolean => {
  const { status } = failure(error);
  return status === 401 || (status === 403 && !isSessionKeepingRefusal(error));
};

/** The server's message of a refusal that keeps the session; null for any other failure. */
export function refusalMessage(error: unknown): string | null {
  if (!isSessionKeepingRefusal(error)) return null;
  const detail = failure(error).body?.detail;
  return typeof detail === 'string' && detail ? detail : null;
}
