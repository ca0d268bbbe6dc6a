/**
 * `Idempotency-Key` on every unsafe request (the IETF httpapi draft's behaviour; DESIGN.md "Data
 * from the field"): a phone that lost its answer sends the same request again with the same key,
 * and gets the first answer back instead of a second record.
 *
 * - The same key with the same request (method, path, content type and bytes) replays the first
 *   answer, status and body, with `Idempotent-Replayed: true`, and writes nothing.
 * - The same key with another request: 422. A request with that key still being handled: 409 with
 *   `code: "idempotency_in_progress"`.
 * - Keys are the account's own (two phones may pick the same key) and kept KEEP_DAYS.
 * - An answer of 5xx is not kept: the key is given back, so the client's retry runs again. A claim
 *   whose request never finished (the process died) is taken over after ABANDONED_AFTER_MS.
 *
 * A JSON request's bytes are read whole before the handler (preParsing) and fingerprinted; the
 * handler then reads the same bytes. A multipart upload is read by its route from the raw request
 * (@fastify/multipart), so the route fingerprints the file it read (`claimUpload`) before storing
 * it: a retried upload has a new multipart boundary, but the same file.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IDEMPOTENCY_IN_PROGRESS } from '../../src/domain/idempotency';
import { HttpError, badRequest } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEEP_DAYS = 8;
const ABANDONED_AFTER_MS = 60_000;
const PURGE_EVERY_MS = 24 * 3600_000;
const MAX_KEY_LENGTH = 255;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotencyMessages = {
  badKey: `Nagłówek Idempotency-Key musi mieć od 1 do ${MAX_KEY_LENGTH} znaków widocznych.`,
  otherRequest: 'Ten klucz Idempotency-Key został już użyty dla innego żądania.',
  inProgress: 'Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane. Spróbuj ponownie za chwilę.',
  tooLarge: 'Żądanie jest za duże.',
};

/** 409 with its `code`: the client tells it from other conflicts by the code, not the text. */
const inProgress = () => new HttpError(409, idempotencyMessages.inProgress, undefined, IDEMPOTENCY_IN_PROGRESS);

interface Claim {
  key: string;
  /** Empty for an upload until its route has read the file. */
  fingerprint: string;
  /** Set once this request owns the key's row. */
  claimed?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

async function readWhole(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += bytes.length;
    if (length > limit) throw new HttpError(413, idempotencyMessages.tooLarge);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function fingerprintOf(request: FastifyRequest, body: Buffer): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${request.headers['content-type'] ?? ''}\n`)
    .update(body)
    .digest('base64url');
}

async function replay(reply: FastifyReply, row: { status: number; content_type: string | null; response: string | null }) {
  reply.code(row.status).header('idempotent-replayed', 'true');
  if (row.content_type) reply.header('content-type', row.content_type);
  return reply.send(row.response ?? '');
}

/**
 * Claims the key for this request, or answers for it: the first answer replayed, 422 for another
 * request, 409 while the first is still handled.
 */
async function claimOrAnswer(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, claim: Claim, userId: number) {
  const now = Date.now();
  const inserted = await db
    .insertInto('idempotency_key')
    .values({
      user_id: userId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      created_at: new Date(now).toISOString(),
      status: null,
      content_type: null,
      response: null,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) {
    claim.claimed = true;
    return;
  }
  const row = await db.selectFrom('idempotency_key').selectAll().where('user_id', '=', userId).where('key', '=', claim.key).executeTakeFirst();
  if (!row) return claimOrAnswer(db, request, reply, claim, userId);
  if (row.fingerprint !== claim.fingerprint) throw new HttpError(422, idempotencyMessages.otherRequest);
  if (row.status !== null) return replay(reply, { ...row, status: row.status });
  if (now - Date.parse(row.created_at) < ABANDONED_AFTER_MS) throw inProgress();
  // The first request never finished (its process died): this one takes the key over.
  const taken = await db
    .updateTable('idempotency_key')
    .set({ created_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('key', '=', claim.key)
    .where('status', 'is', null)
    .where('created_at', '=', row.created_at)
    .returning('key')
    .executeTakeFirst();
  if (!taken) throw inProgress();
  claim.claimed = true;
}

/** A keyed request's body, read whole and fingerprinted, then given to the parser again (a multipart one is fingerprinted by its route). */
async function readKeyedBody(request: FastifyRequest, header: string | string[], payload: RequestPayload, maxBodyBytes: number): Promise<RequestPayload> {
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw badRequest({ [IDEMPOTENCY_HEADER]: [idempotencyMessages.badKey] }, idempotencyMessages.badKey);
  }
  if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) {
    request.idempotency = { key: header, fingerprint: '' };
    return payload;
  }
  const body = await readWhole(payload, maxBodyBytes);
  request.idempotency = { key: header, fingerprint: fingerprintOf(request, body) };
  const replayed = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
  replayed.receivedEncodedLength = body.length;
  return replayed;
}

/** The claimed key's answer stored for replays (a server error's or a stream's key given back instead). */
async function storeAnswer(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotency!;
  claim.claimed = false;
  const user = request.auth!.user.id;
  const { key } = claim;
  const storable = payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
  if (reply.statusCode >= 500 || !storable) {
    // Not kept: a server error may pass, and a stream cannot be stored; the key is given back.
    await db.deleteFrom('idempotency_key').where('user_id', '=', user).where('key', '=', key).execute();
    return payload;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .updateTable('idempotency_key')
    .set({
      status: reply.statusCode,
      content_type: typeof contentType === 'string' ? contentType : null,
      response: payload === null || payload === undefined ? null : String(payload),
    })
    .where('user_id', '=', user)
    .where('key', '=', key)
    .execute();
  return payload;
}

export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>, { maxBodyBytes }: { maxBodyBytes: number }): void {
  // The hooks run on every request: without a key they answer at once, with no promise (an async
  // hook was one, and a turn of the microtask queue, on every request of every route: issue 34 §3).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !UNSAFE.has(request.method) || !request.auth) return done(null, payload);
    readKeyedBody(request, header, payload, maxBodyBytes).then((body) => done(null, body), done);
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (!request.idempotency?.fingerprint) return done();
    claimOrAnswer(db, request, reply, request.idempotency, request.auth!.user.id).then(() => done(), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.idempotency?.claimed) return done(null, payload);
    storeAnswer(db, request, reply, payload).then((stored) => done(null, stored), done);
  });

  let timer: NodeJS.Timeout | undefined;
  const purge = () => purgeIdempotencyKeys(db).catch((error) => app.log.warn({ err: error }, 'purging old idempotency keys failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(purge, PURGE_EVERY_MS).unref();
    void purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * An upload's claim, once its route has read the file: true when the request is answered already
 * (the first answer replayed); 422 or 409 thrown as for any request.
 */
export async function claimUpload(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, fileName: string, content: Buffer): Promise<boolean> {
  const claim = request.idempotency;
  if (!claim || claim.fingerprint) return false;
  claim.fingerprint = createHash('sha256').update(`${request.method} ${request.url}\nmultipart ${fileName}\n`).update(content).digest('base64url');
  await claimOrAnswer(db, request, reply, claim, request.auth!.user.id);
  return reply.sent;
}

/** Deletes keys older than KEEP_DAYS. */
export async function purgeIdempotencyKeys(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', new Date(now - KEEP_DAYS * 86400_000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
