/**
 * Sends the queue in order, each action with its own Idempotency-Key: a resend after a lost
 * answer is answered with the first answer and writes nothing twice. One run at a time.
 */
import { callApi, detailOf, NoConnection, uploadPhoto, type ApiAnswer } from '../api';
import { messages } from '../i18n';
import { outcomeOf } from './outcome';
import { resolveBody, resolvePath, withPhotoIds } from './resolve';
import { answers, batchPositions, markRefused, queuedActions, rememberAnswer, removeAction, updateAction, type QueuedAction } from './store';

/** How a run ended: all sent (refused ones set aside), no signal, session ended, or try later. */
export type SendResult = 'done' | 'offline' | 'signedOut' | 'retry';

let running: Promise<SendResult> | undefined;

/** Uploads the action's photos not yet on the server; answers the first answer that was not a success. */
async function uploadPhotos(action: QueuedAction): Promise<ApiAnswer | undefined> {
  for (const photo of action.photos ?? []) {
    if (photo.attachment !== undefined) continue;
    const answer = await uploadPhoto(photo.blob, photo.key);
    if (answer.status !== 201) return answer;
    photo.attachment = answer.body.id;
    await updateAction(action);
  }
  return undefined;
}

/** Sends one action (its photos first); the server's answer, or undefined when its ride was never stored. */
async function send(action: QueuedAction): Promise<ApiAnswer | undefined> {
  const known = await answers();
  const path = resolvePath(action.path, known);
  if (path === undefined) return undefined;
  const failedUpload = await uploadPhotos(action);
  if (failedUpload) return failedUpload;
  const body = resolveBody(withPhotoIds(action.body, action.photos ?? []), known);
  return callApi('POST', path, { body, idempotencyKey: action.key });
}

async function sendAll(): Promise<SendResult> {
  await batchPositions();
  for (const action of await queuedActions()) {
    if (action.refused) continue;
    let answer;
    try {
      answer = await send(action);
    } catch (error) {
      if (error instanceof NoConnection) return 'offline';
      throw error;
    }
    if (!answer) {
      await markRefused(action, messages.queue.rideNotStored);
      continue;
    }
    const detail = detailOf(answer.body);
    const outcome = outcomeOf(answer.status, answer.body);
    if (outcome === 'sent') {
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (typeof id === 'number') await rememberAnswer(action.key, id);
      await removeAction(action.id);
    } else if (outcome === 'refused') await markRefused(action, detail ?? messages.unexpected);
    else return outcome;
  }
  return 'done';
}

export function sendQueue(): Promise<SendResult> {
  running ??= sendAll().finally(() => (running = undefined));
  return running;
}

/**
 * A run that starts only after the one under way (if any) has ended: after a sign-in, a run begun
 * with the old session would answer 'signedOut' although the new session could send everything.
 */
export async function sendQueueAfresh(): Promise<SendResult> {
  await running?.catch(() => undefined);
  return sendQueue();
}
