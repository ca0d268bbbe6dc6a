/**
 * The field app's calls: its own session cookie (sat_field_session), the XSRF cookie echoed, and
 * `X-SAT-Client: field` so that a dashboard cookie in the same browser is not used (docs/api.md).
 */
export const FIELD_XSRF_COOKIE = 'sat_field_xsrf';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** No answer at all (no signal, server unreachable). */
export class NoConnection extends Error {}

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}

export async function callApi<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; idempotencyKey?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-sat-client': 'field' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const xsrf = cookie(FIELD_XSRF_COOKIE);
  if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new NoConnection();
  }
  return answerOf<T>(response);
}

async function answerOf<T>(response: Response): Promise<ApiAnswer<T>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { detail: text };
  }
  return { status: response.status, body: body as T };
}

/** Uploads a photo (POST /api/attachments/), under its own Idempotency-Key: a resend stores it once. */
export async function uploadPhoto(blob: Blob, idempotencyKey: string): Promise<ApiAnswer<{ id: number }>> {
  const form = new FormData();
  form.append('file', blob, 'zdjecie.jpg');
  const headers: Record<string, string> = { accept: 'application/json', 'x-sat-client': 'field', 'idempotency-key': idempotencyKey };
  const xsrf = cookie(FIELD_XSRF_COOKIE);
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  let response: Response;
  try {
    response = await fetch('/api/attachments/', { method: 'POST', headers, credentials: 'same-origin', body: form });
  } catch {
    throw new NoConnection();
  }
  return answerOf<{ id: number }>(response);
}

/** The server's Polish message of a refusal, if it sent one. */
export function detailOf(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

/** What GET /api/field/me/ answers. */
export interface FieldMe {
  user: { id: number; username: string; first_name: string | null; last_name: string | null };
  person: { id: number; first_name: string; last_name: string } | null;
  site: { id: number; name: string } | null;
  work_day: { id: number; datetime_start: string } | null;
  ride: { id: number; start_datetime: string; vehicle: number; vehicle_registration_number: string } | null;
}
