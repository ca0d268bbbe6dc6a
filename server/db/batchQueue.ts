/**
 * Work that arrives while a batch is under way waits for it and then runs with the rest in the next
 * batch (issue 34 §5). The shared transaction (./sharedTransaction.ts) and the position writer
 * (server/gps/positionWriter.ts) are such queues, one a database (./perDatabase.ts).
 */

/** An item waiting in a queue, settled by the batch that takes it. */
export interface Waiting<Item, Answer> {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * A queue whose batches hold at most `maxBatch` items, run one after another by `runBatch`, which
 * settles every item it is given. The items added in one turn of the event loop go together.
 */
export function batchQueue<Item, Answer>(maxBatch: number, runBatch: (batch: Array<Waiting<Item, Answer>>) => Promise<void>): (item: Item) => Promise<Answer> {
  let queue: Array<Waiting<Item, Answer>> = [];
  let running = false;

  async function drain() {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      await runBatch(batch);
    }
    running = false;
  }

  return (item) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running) return;
      running = true;
      setImmediate(() => void drain());
    });
}
