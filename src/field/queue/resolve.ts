/**
 * What an action becomes when it is sent: the ids the server gave to earlier actions put where the
 * phone only knew their keys (a ride's end path, its positions' `ride`), and the ids of the
 * action's uploaded photos put at their places in the body. Pure: the queue's data in, the
 * request out.
 */
import type { AnswerRef, QueuedPhoto } from './store';

/** A path naming an earlier action's answer: `/api/vehicle-ride/{answerOf:KEY}/end/`. */
export const answerPath = (template: string, key: string) => template.replace('{ride}', `{answerOf:${key}}`);

const isAnswerRef = (value: unknown): value is AnswerRef =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as AnswerRef).answerOf === 'string' && Object.keys(value).length === 1;

/** The path with its answer filled in, or undefined when that answer is not known (the earlier action was refused). */
export function resolvePath(path: string, known: Map<string, number>): string | undefined {
  const match = /\{answerOf:([^}]+)\}/.exec(path);
  if (!match) return path;
  const id = known.get(match[1]);
  return id === undefined ? undefined : path.replace(match[0], String(id));
}

/** The body with every answer reference replaced by its id (null when unknown: a position then belongs to no ride). */
export function resolveBody(body: unknown, known: Map<string, number>): unknown {
  if (isAnswerRef(body)) return known.get(body.answerOf) ?? null;
  if (Array.isArray(body)) return body.map((item) => resolveBody(item, known));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, resolveBody(value, known)]));
  }
  return body;
}

/** The body with each uploaded photo's id appended to the id list at its target ("photos", "points.1.photos"). */
export function withPhotoIds(body: unknown, photos: readonly QueuedPhoto[]): unknown {
  const copy: unknown = structuredClone(body);
  for (const photo of photos) {
    if (photo.attachment === undefined) throw new Error('photo not uploaded');
    const steps = photo.target.split('.');
    let holder = copy as Record<string, unknown>;
    for (const step of steps.slice(0, -1)) holder = holder[step] as Record<string, unknown>;
    const last = steps.at(-1)!;
    holder[last] = [...((holder[last] as number[] | undefined) ?? []), photo.attachment];
  }
  return copy;
}
