/**
 * The `code` of the 409 answered while a request with the same Idempotency-Key is still being
 * handled (server/idempotency/keys.ts): a client retries it later, unlike any other 409 (issue 30).
 */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotency_in_progress';
