/** Idempotency keys of unsafe requests (migration 2026_11_27_0027, server/idempotency/keys.ts). */
export interface IdempotencyKeyTable {
  /** The account that sent the key: keys are the client's own, never shared between accounts. */
  user_id: number;
  key: string;
  /** SHA-256 of the request's method, path, content type and bytes. */
  fingerprint: string;
  created_at: string;
  /** The answer's status, or null while the first request is being handled. */
  status: number | null;
  content_type: string | null;
  response: string | null;
}
