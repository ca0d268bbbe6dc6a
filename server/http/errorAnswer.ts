/**
 * What an error thrown by a handler answers: its status and its body `{detail, errors?, code?}`.
 * The app's error handler (server/app.ts) sends it; a streamed answer whose status has already
 * gone (an import's progress, server/imports/routes.ts) writes it as its last line instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseDown, isForeignKeyViolation } from '../db/dialect';
import { HttpError } from '../errors';

export interface ErrorAnswer {
  status: number;
  body: { detail: string; errors?: Record<string, string[]>; code?: string };
}

export function errorAnswer(error: unknown, log: FastifyBaseLogger): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { detail: error.detail, ...(error.errors && { errors: error.errors }), ...(error.refusal && { code: error.refusal }) },
    };
  }
  if (isForeignKeyViolation(error)) return { status: 409, body: { detail: 'Nie można wykonać operacji: rekord jest powiązany z innymi danymi.' } };
  if (isDatabaseDown(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: { detail: 'Baza danych jest niedostępna. Spróbuj ponownie za chwilę.' } };
  }
  const status = (error as { statusCode?: number } | null)?.statusCode;
  // Fastify's own rejections (malformed JSON, body too large, wrong content type).
  if (status && status >= 400 && status < 500) return { status, body: { detail: 'Nieprawidłowe żądanie.' } };
  log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { detail: 'Wystąpił błąd serwera.' } };
}
