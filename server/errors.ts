/** HTTP errors with Polish details, answered as {detail, errors?}. */
import type { FieldErrors } from '../src/domain/validation';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
  ) {
    super(detail);
  }
}

export const badRequest = (errors: FieldErrors, detail = 'Nieprawidłowe dane.') =>
  new HttpError(400, detail, errors);
export const notFound = (detail = 'Nie znaleziono.') => new HttpError(404, detail);
export const unauthorized = (detail = 'Wymagane logowanie.') => new HttpError(401, detail);
export const forbidden = (detail = 'Brak uprawnień.') => new HttpError(403, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unavailable = (detail = 'Baza danych jest niedostępna. Spróbuj ponownie za chwilę.') =>
  new HttpError(503, detail);
