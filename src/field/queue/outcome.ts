import { IDEMPOTENCY_IN_PROGRESS } from '../../domain/idempotency';

/** What an answer to a queued action means for the queue. */
export type Outcome =
  /** The server has it (a replay of the first answer included): it leaves the queue. */
  | 'sent'
  /** Refused for good: it stays listed with the server's message for the person to discard. */
  | 'refused'
  /** The session ended: the queue stays and the person signs in again. */
  | 'signedOut'
  /** Try again later (the same key still in progress, the server failing or busy). */
  | 'retry';

/**
 * A 409 is "try later" only while the same Idempotency-Key is still being handled: its answer
 * carries `code: "idempotency_in_progress"` (server/idempotency/keys.ts); any other 409 ("Dzień
 * pracy jest już rozpoczęty.") is a refusal the person must see.
 */
const stillInProgress = (body: unknown) => (body as { code?: unknown } | null | undefined)?.code === IDEMPOTENCY_IN_PROGRESS;

/** The outcome of an answer's status and body (its JSON, when it has one). */
export function outcomeOf(status: number, body?: unknown): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'signedOut';
  if (status === 409) return stillInProgress(body) ? 'retry' : 'refused';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}
