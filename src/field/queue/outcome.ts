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
 * A 409 is "try later" only while the same Idempotency-Key is still being handled (its message
 * names the header, server/idempotency/keys.ts); any other 409 ("Dzień pracy jest już
 * rozpoczęty.") is a refusal the person must see.
 */
const stillInProgress = (detail: string | undefined) => detail?.includes('Idempotency-Key') ?? false;

export function outcomeOf(status: number, detail?: string): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'signedOut';
  if (status === 409) return stillInProgress(detail) ? 'retry' : 'refused';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}
