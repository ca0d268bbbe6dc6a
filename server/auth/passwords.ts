/**
 * Password hashing with scrypt at OWASP strength (N=2^17, r=8, p=1). The parameters are stored in
 * the hash, so verification uses the cost a hash was made with; SCRYPT_LOG_N lowers the cost for
 * tests only.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const memoryFor = (N: number, r: number) => 128 * N * r * 2;

export function defaultLogN(): number {
  const fromEnv = Number(process.env.SCRYPT_LOG_N);
  return Number.isInteger(fromEnv) && fromEnv >= 10 && fromEnv <= 20 ? fromEnv : 17;
}

/** "scrypt$<logN>$<r>$<p>$<salt b64>$<key b64>" */
export async function hashPassword(password: string, logN = defaultLogN()): Promise<string> {
  const N = 2 ** logN;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p, maxmem: memoryFor(N, r) });
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: memoryFor(N, Number(r)),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that never matches, for timing-equal checks of unknown usernames. */
let dummyHash: Promise<string> | undefined;
export const hashForUnknownUser = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
