/**
 * HTTP Basic for scripts and field devices. Hashing on every request would cap the server at a few
 * requests a second, so a verified credential is remembered, keyed by an HMAC of username, password
 * and the stored hash: a changed password (new hash), name (other row) or active flag (checked on
 * every request) makes the remembered entry useless at once, in every process.
 *
 * Bursts (issue 34 §1): a burst of clients with one credential waits for one verification (not one
 * hash each), a credential in use stays remembered (the expiry slides with each use, so it is not
 * hashed again every few minutes under steady load), and hashing runs at most `passwordHashSlots`
 * at a time (passwords.ts), so the thread pool keeps room for gzip and file reads.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { verifyPassword } from './passwords';

/** How long a credential stays remembered after its last use (BASIC_REMEMBER_SECONDS, default 300). */
export const REMEMBER_MS = (Number(process.env.BASIC_REMEMBER_SECONDS) > 0 ? Number(process.env.BASIC_REMEMBER_SECONDS) : 300) * 1000;
const MAX_ENTRIES = 10_000;
const secret = randomBytes(32);
/** Remembered credentials, least recently used first, with the time each lapses. */
const verified = new Map<string, number>();
/** Verifications under way, so that concurrent requests with one credential wait for one hash. */
const verifying = new Map<string, Promise<boolean>>();

/** A credential's key: an HMAC with a secret of this process (never the password itself). */
export const basicCredentialKey = (username: string, password: string, hash: string) =>
  createHmac('sha256', secret).update(`${username}\0${password}\0${hash}`).digest('base64url');

export function parseBasicHeader(header: string | undefined): { username: string; password: string } | null {
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function remember(key: string, now: number): void {
  verified.delete(key);
  if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
  verified.set(key, now + REMEMBER_MS);
}

/** Whether the credential was verified and used within REMEMBER_MS (a use slides its expiry). */
export function isRememberedBasic(username: string, password: string, hash: string, now = Date.now()): boolean {
  const key = basicCredentialKey(username, password, hash);
  const lapses = verified.get(key);
  if (lapses === undefined || lapses <= now) return false;
  remember(key, now);
  return true;
}

/** Verifies the password against the hash, once for any number of concurrent callers, and remembers a match. */
export function verifyBasicPassword(username: string, password: string, hash: string, verify = verifyPassword): Promise<boolean> {
  if (isRememberedBasic(username, password, hash)) return Promise.resolve(true);
  const key = basicCredentialKey(username, password, hash);
  let pending = verifying.get(key);
  if (!pending) {
    pending = verify(password, hash)
      .then((valid) => {
        if (valid) remember(key, Date.now());
        return valid;
      })
      .finally(() => verifying.delete(key));
    verifying.set(key, pending);
  }
  return pending;
}
