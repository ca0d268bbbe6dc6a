/**
 * Sends the queue in order, each action with its own Idempotency-Key: a resend after a lost
 * answer is answered with the first answer and writes nothing twice. One run at a time.
 */
import { callApi, detailOf, NoConnection } from '../api';
import { messages } from '../i18n';
import { outcomeOf } from './outcome';
import { batchPositions, markRefused, queuedActions, removeAction } from './store';

/** How a run ended: all sent (refused ones set aside), no signal, session ended, or try later. */
export type SendResult = 'done' | 'offline' | 'signedOut' | 'retry';

let running: Promise<SendResult> | undefined;

async function sendAll(): Promise<SendResult> {
  await batchPositions();
  for (const action of await queuedActions()) {
    if (action.refused) continue;
    let answer;
    try {
      answer = await callApi('POST', action.path, { body: action.body, idempotencyKey: action.key });
    } catch (error) {
      if (error instanceof NoConnection) return 'offline';
      throw error;
    }
    const detail = detailOf(answer.body);
    const outcome = outcomeOf(answer.status, answer.body);
    if (outcome === 'sent') await removeAction(action.id);
    else if (outcome === 'refused') await markRefused(action, detail ?? messages.unexpected);
    else return outcome;
  }
  return 'done';
}

export function sendQueue(): Promise<SendResult> {
  running ??= sendAll().finally(() => (running = undefined));
  return running;
}
