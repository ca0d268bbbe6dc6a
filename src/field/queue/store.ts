/**
 * The phone's own store (IndexedDB): every action is written here first, in the order it
 * happened, and leaves only when the server has it (or the person discards a refused one).
 * Positions wait in their own store until a batch of them becomes one action.
 */
export type ActionKind = 'workDayStart' | 'workDayEnd' | 'positions';

export interface QueuedAction {
  id: number;
  kind: ActionKind;
  /** The API path it is sent to (POST). */
  path: string;
  body: unknown;
  /** Sent as Idempotency-Key: a resend after a lost answer writes nothing twice. */
  key: string;
  /** When it happened on the phone (UTC ISO). */
  recordedAt: string;
  /** The server's message when it refused the action; it then waits for the person to discard it. */
  refused?: string;
}

export interface Position {
  datetime: string;
  latitude: number;
  longitude: number;
}

const DATABASE = 'sat-field';
const ACTIONS = 'actions';
const POSITIONS = 'positions';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(ACTIONS, { keyPath: 'id', autoIncrement: true });
      request.result.createObjectStore(POSITIONS, { autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opened;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type NewAction = Pick<QueuedAction, 'kind' | 'path' | 'body'> & { recordedAt?: string };

const queued = (action: NewAction): Omit<QueuedAction, 'id'> => ({
  ...action,
  key: newIdempotencyKey(),
  recordedAt: action.recordedAt ?? new Date().toISOString(),
});

/** Stores an action at the end of the queue. */
export async function recordAction(action: NewAction): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).add(queued(action));
  await committed(transaction);
}

export async function recordPosition(position: Position): Promise<void> {
  const transaction = (await database()).transaction(POSITIONS, 'readwrite');
  transaction.objectStore(POSITIONS).add(position);
  await committed(transaction);
}

/**
 * Turns the waiting positions into one action at the end of the queue (in one transaction: a
 * position is either waiting or queued, never both nor lost), then `next` if given.
 */
export async function batchPositions(next?: NewAction): Promise<void> {
  const transaction = (await database()).transaction([POSITIONS, ACTIONS], 'readwrite');
  const positions = transaction.objectStore(POSITIONS);
  const actions = transaction.objectStore(ACTIONS);
  const waiting = await done(positions.getAll() as IDBRequest<Position[]>);
  if (waiting.length > 0) {
    actions.add(queued({ kind: 'positions', path: '/api/location-history/', body: waiting, recordedAt: waiting[0].datetime }));
    positions.clear();
  }
  if (next) actions.add(queued(next));
  await committed(transaction);
}

export async function waitingPositions(): Promise<number> {
  return done((await database()).transaction(POSITIONS).objectStore(POSITIONS).count());
}

/** The queue in the order the actions happened. */
export async function queuedActions(): Promise<QueuedAction[]> {
  return done((await database()).transaction(ACTIONS).objectStore(ACTIONS).getAll() as IDBRequest<QueuedAction[]>);
}

export async function removeAction(id: number): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).delete(id);
  await committed(transaction);
}

export async function markRefused(action: QueuedAction, message: string): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).put({ ...action, refused: message });
  await committed(transaction);
}
