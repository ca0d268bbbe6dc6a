/** Basic credentials under bursts (issue 34 §1): one hash per credential at a time, a sliding memory, bounded hashing. */
import { describe, expect, it } from 'vitest';
import { isRememberedBasic, REMEMBER_MS, verifyBasicPassword } from './basicCredentials';
import { inHashSlot, passwordHashSlots } from './passwords';

const MINUTE = 60_000;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingVerify(answer: boolean) {
  const calls: string[] = [];
  const verify = async (password: string) => {
    calls.push(password);
    await later(30);
    return answer;
  };
  return { calls, verify };
}

describe('Basic credentials', () => {
  it('verifies a burst of concurrent requests with one credential with one hash', async () => {
    const { calls, verify } = countingVerify(true);
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyBasicPassword('kierowca.burst', 'haslo-1', 'hash-1', verify)));
    expect(results).toEqual(Array(10).fill(true));
    expect(calls).toEqual(['haslo-1']);
    // Remembered afterwards: no hash at all.
    expect(await verifyBasicPassword('kierowca.burst', 'haslo-1', 'hash-1', verify)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('shares a failed verification between concurrent callers and remembers no failure', async () => {
    const { calls, verify } = countingVerify(false);
    const results = await Promise.all(Array.from({ length: 5 }, () => verifyBasicPassword('kierowca.zly', 'zle-haslo', 'hash-2', verify)));
    expect(results).toEqual(Array(5).fill(false));
    expect(calls).toHaveLength(1);
    expect(await verifyBasicPassword('kierowca.zly', 'zle-haslo', 'hash-2', verify)).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('keeps a credential in use remembered (the expiry slides) and forgets an idle one', async () => {
    const { verify } = countingVerify(true);
    const start = Date.now();
    await verifyBasicPassword('kierowca.staly', 'haslo-3', 'hash-3', verify);
    // Used every 4 minutes for 20 minutes: never hashed again.
    for (let minute = 4; minute <= 20; minute += 4) expect(isRememberedBasic('kierowca.staly', 'haslo-3', 'hash-3', start + minute * MINUTE)).toBe(true);
    // Idle past REMEMBER_MS since its last use: forgotten.
    expect(isRememberedBasic('kierowca.staly', 'haslo-3', 'hash-3', start + 20 * MINUTE + REMEMBER_MS + 1)).toBe(false);
    // Another password or another stored hash is another credential.
    expect(isRememberedBasic('kierowca.staly', 'haslo-4', 'hash-3', start)).toBe(false);
    expect(isRememberedBasic('kierowca.staly', 'haslo-3', 'hash-new', start)).toBe(false);
  });

  it('runs at most passwordHashSlots hashes at a time, leaving the thread pool room for other work', async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        inHashSlot(async () => {
          most = Math.max(most, ++running);
          await later(10);
          running--;
          finished.push(index);
        }),
      ),
    );
    expect(passwordHashSlots).toBe(2);
    expect(most).toBe(passwordHashSlots);
    // In the order they came.
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
  });
});
