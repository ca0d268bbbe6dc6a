/**
 * The login in an employee's update body. The spec's payload (§7) nests it, `user: {id, username,
 * password?}`; this API also takes `username` and `password` flat beside the person's fields (the
 * app's form sends them so). A row read back carries both forms, so a client that edits one of them
 * sends the other unchanged: of a flat and a nested value that differ, the one that is not the
 * stored login is the change (so a client sends back the row as last read: a stale `user` beside
 * the flat login would be taken for the change). Two different new values, or the login of
 * another account, are refused (400).
 */
import { isBlank, type FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';

const NOT_AN_ACCOUNT = 'Podaj konto jako obiekt {id, username, password}.';
const OTHER_ACCOUNT = 'To konto nie należy do tego pracownika.';
const TWO_LOGINS = 'Podano dwa różne loginy (username i user.username).';
const TWO_PASSWORDS = 'Podano dwa różne hasła (password i user.password).';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const conflict = Symbol('conflict');

/**
 * Of a value given flat and nested (blank: not given), the one meant; `stored` is what the account
 * holds now, so that the other value is the change. Undefined when neither is given, `conflict`
 * when they are two different changes.
 */
function meant(flat: unknown, nested: unknown, stored?: unknown): unknown {
  if (isBlank(nested)) return flat;
  if (isBlank(flat) || flat === nested) return nested;
  if (flat === stored) return nested;
  if (nested === stored) return flat;
  return conflict;
}

/**
 * The update body with its login flat (`username`, `password`), as the registry's validation reads
 * it; a body without `user` is returned as it came.
 */
export function withFlatLogin(body: unknown, account: { user_id: number; username: string }): unknown {
  if (!isObject(body) || body.user === undefined || body.user === null) return body;
  const { user, ...person } = body;
  if (!isObject(user)) throw badRequest({ user: [NOT_AN_ACCOUNT] }, NOT_AN_ACCOUNT);
  if (!isBlank(user.id) && user.id !== account.user_id) throw badRequest({ user: [OTHER_ACCOUNT] }, OTHER_ACCOUNT);
  const username = meant(person.username, user.username, account.username);
  const password = meant(person.password, user.password);
  const errors: FieldErrors = {};
  if (username === conflict) errors.username = [TWO_LOGINS];
  if (password === conflict) errors.password = [TWO_PASSWORDS];
  if (Object.keys(errors).length) throw badRequest(errors, Object.values(errors)[0][0]);
  return { ...person, ...(username !== undefined && { username }), ...(password !== undefined && { password }) };
}
