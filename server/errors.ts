/** HTTP errors with Polish details, answered as {detail, errors?, code?}. */
import { accessMessages, accessRefusalCodes, type AccessRule, type RefusalCode } from '../src/domain/access';
import type { FieldErrors } from '../src/domain/validation';
import type { IDEMPOTENCY_IN_PROGRESS } from '../src/domain/idempotency';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
    /**
     * What a 403 refuses (src/domain/access.ts), answered as `code`: the dashboard signs out on some
     * codes only; a 409 of a request still in progress with its Idempotency-Key
     * (src/domain/idempotency.ts). (Not `code` itself: Fastify writes its own codes on the errors it passes on.)
     */
    readonly refusal?: RefusalCode | typeof IDEMPOTENCY_IN_PROGRESS,
  ) {
    super(detail);
  }
}

export const badRequest = (errors: FieldErrors, detail = 'Nieprawidłowe dane.') => new HttpError(400, detail, errors);
export const notFound = (detail = 'Nie znaleziono.') => new HttpError(404, detail);
export const unauthorized = (detail = 'Wymagane logowanie.') => new HttpError(401, detail);
export const forbidden = (code: RefusalCode, detail: string) => new HttpError(403, detail, undefined, code);
/** The 403 of an access rule: its Polish detail and its code. */
export const refused = (rule: AccessRule) => forbidden(accessRefusalCodes[rule], accessMessages[rule]);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unavailable = (detail = 'Baza danych jest niedostępna. Spróbuj ponownie za chwilę.') => new HttpError(503, detail);
