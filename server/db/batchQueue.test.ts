/** Work queued while a batch runs goes together into the next one, at most the bound a batch (./batchQueue.ts). */
import { describe, expect, it } from 'vitest';
import { batchQueue, type Waiting } from './batchQueue';

describe('batch queue', () => {
  it('takes what was queued in one turn together, bounds each batch and answers every item', async () => {
    const batches: number[][] = [];
    const double = batchQueue<number, number>(3, async (batch: Array<Waiting<number, number>>) => {
      batches.push(batch.map(({ item }) => item));
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const { item, resolve, reject } of batch) {
        if (item === 4) reject(new Error('cztery'));
        else resolve(item * 2);
      }
    });
    const first = [1, 2, 3, 4, 5].map(double);
    // Queued while the first batch runs: they wait for the next.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [6, 7].map(double);
    const outcomes = await Promise.allSettled([...first, ...later]);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason.message))).toEqual([2, 4, 6, 'cztery', 10, 12, 14]);
  });
});
