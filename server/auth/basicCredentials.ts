/**
 * HTTP Basic for scripts and field devices. Hashing on every request would cap the server at a few
 * requests a second, so a verified credential is remembered for a while, keyed by an HMAC of
 * username, password and the stored hash: a changed password (new hash), name (other row) or
 * active flag (checked on every request) makes the remembered entry useless at once, in every
 * process.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { verifyPassword } from './passwords';

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;
const secret = randomBytes(32);
const verified = new Map<string, number>();

const keyOf = (username: string, password: string, hash: string) =>
  createHmac('sha256', secret).update(`${username}\0${password}\0${hash}`).digest('base64url');

export function parseBasicHeader(header: string | undefined): { username: string; password: string } | null {
  if (!header || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function verifyBasicPassword(username: string, password: string, hash: string): Promise<boolean> {
  const key = keyOf(username, password, hash);
  const expires = verified.get(key);
  if (expires !== undefined && expires > Date.now()) return true;
  if (!(await verifyPassword(password, hash))) return false;
  if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
  verified.set(key, Date.now() + TTL_MS);
  return true;
}
