/**
 * Password hashing with scrypt at OWASP strength (N=2^17, r=8, p=1). The parameters are stored in
 * the hash, so verification uses the cost a hash was made with; SCRYPT_LOG_N lowers the cost for
 * tests only.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * Hashes run at most this many at a time (issue 34 §1): scrypt takes a thread of libuv's pool
 * (UV_THREADPOOL_SIZE, 4 by default) for ~230 ms; ten at once filled it, and gzip and file reads,
 * which run on the same pool, waited behind them (every request of a burst ~1.3 s). Two slots
 * leave the other threads to them.
 */
export const passwordHashSlots = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2);
let hashesRunning = 0;
let hashesStarted = 0;
/** How many hashes (scrypt runs) this process has started: what the tests count a burst's cost by. */
export const passwordHashesStarted = () => hashesStarted;
const waitingForSlot: (() => void)[] = [];

export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= passwordHashSlots) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else hashesRunning++;
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    // The slot passes to the next waiter as it is, or is given back.
    if (next) next();
    else hashesRunning--;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        hashesStarted++;
        scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
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
