/**
 * The phone's own store (IndexedDB): every action is written here first, in the order it
 * happened, and leaves only when the server has it (or the person discards a refused one).
 * Positions wait in their own store until a batch of them becomes one action.
 */
export type ActionKind =
  | 'workDayStart'
  | 'workDayEnd'
  | 'positions'
  | 'rideStart'
  | 'rideEnd'
  | 'stationFueling'
  | 'dispensing'
  | 'delivery'
  | 'stockReading'
  | 'repairRequest'
  | 'check';

/**
 * A photo taken with an action, reduced on the phone (photos.ts): uploaded before the action
 * (POST /api/attachments/ with its own Idempotency-Key), its id then put in the action's body at
 * `target` (a dotted path to an id list: "photos", "points.2.photos").
 */
export interface QueuedPhoto {
  blob: Blob;
  target: string;
  key: string;
  /** The upload's id once the server has it. */
  attachment?: number;
}

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
  photos?: QueuedPhoto[];
}

export interface Position {
  datetime: string;
  latitude: number;
  longitude: number;
  /** The open ride while one is open: its id, or its start action's answer while that waits. */
  ride?: AnswerRef | number;
}

/**
 * The id the server gave to an earlier action (a ride's start), not known on the phone while it
 * waits: resolved when the action that names it is sent (./answers.ts).
 */
export interface AnswerRef {
  answerOf: string;
}

const DATABASE = 'sat-field';
const ACTIONS = 'actions';
const POSITIONS = 'positions';
/** The ids the server answered to actions, by their key (a ride's id for its end and its positions). */
const ANSWERS = 'answers';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 2);
    request.onupgradeneeded = (event) => {
      if (event.oldVersion < 1) {
        request.result.createObjectStore(ACTIONS, { keyPath: 'id', autoIncrement: true });
        request.result.createObjectStore(POSITIONS, { autoIncrement: true });
      }
      if (event.oldVersion < 2) request.result.createObjectStore(ANSWERS);
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

export type NewAction = Pick<QueuedAction, 'kind' | 'path' | 'body'> & {
  recordedAt?: string;
  /** Given when a later action refers to this one's answer (answerOf). */
  key?: string;
  photos?: Array<Pick<QueuedPhoto, 'blob' | 'target'>>;
};

const queued = (action: NewAction): Omit<QueuedAction, 'id'> => ({
  ...action,
  key: action.key ?? newIdempotencyKey(),
  recordedAt: action.recordedAt ?? new Date().toISOString(),
  photos: action.photos?.map((photo) => ({ ...photo, key: newIdempotencyKey() })),
});

/** Stores an action at the end of the queue. */
export async function recordAction(action: NewAction): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).add(queued(action));
  await committed(transaction);
}

/** Keeps what was learnt while sending an action (its photos' upload ids). */
export async function updateAction(action: QueuedAction): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).put(action);
  await committed(transaction);
}

/** Remembers the id the server gave to an action (by its key). */
export async function rememberAnswer(key: string, id: number): Promise<void> {
  const transaction = (await database()).transaction(ANSWERS, 'readwrite');
  transaction.objectStore(ANSWERS).put(id, key);
  await committed(transaction);
}

/** The ids the server gave, by action key. */
export async function answers(): Promise<Map<string, number>> {
  const store = (await database()).transaction(ANSWERS).objectStore(ANSWERS);
  const [keys, ids] = await Promise.all([done(store.getAllKeys()), done(store.getAll() as IDBRequest<number[]>)]);
  return new Map(keys.map((key, index) => [String(key), ids[index]]));
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

/** What the phone holds for the server: the queued actions and the positions not yet batched. */
export interface QueueContents {
  actions: QueuedAction[];
  waitingPositions: number;
}

/**
 * The queue, read in one transaction: read apart, a batch between the two reads counted its
 * positions twice or not at all (a driver's "Do wysłania (9)" for a moment after the end of the
 * day, where 8 were waiting).
 */
export async function queueContents(): Promise<QueueContents> {
  const transaction = (await database()).transaction([ACTIONS, POSITIONS]);
  const [actions, waitingPositions] = await Promise.all([
    done(transaction.objectStore(ACTIONS).getAll() as IDBRequest<QueuedAction[]>),
    done(transaction.objectStore(POSITIONS).count()),
  ]);
  return { actions, waitingPositions };
}

/** How many records an action carries (a batch of positions counts each position). */
export const recordsIn = (action: QueuedAction) => (Array.isArray(action.body) ? action.body.length : 1);

/** The records the server does not have yet: the actions not refused, each position counted. */
export const unsentRecords = ({ actions, waitingPositions }: QueueContents) =>
  actions.reduce((sum, action) => sum + (action.refused ? 0 : recordsIn(action)), 0) + waitingPositions;

/** The queue in the order the actions happened. */
export async function queuedActions(): Promise<QueuedAction[]> {
  return done((await database()).transaction(ACTIONS).objectStore(ACTIONS).getAll() as IDBRequest<QueuedAction[]>);
}

export async function removeAction(id: number): Promise<void> {
  const transaction = (await database()).transaction(ACTIONS, 'readwrite');
  transaction.objectStore(ACTIONS).delete(id);
  await committed(transaction);
}

export const markRefused = (action: QueuedAction, message: string): Promise<void> => updateAction({ ...action, refused: message });
