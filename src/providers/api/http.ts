/**
 * fetch for the SAT API (spec §7 "Client settings"): relative /api paths, credentials included,
 * no redirects followed, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN on unsafe methods.
 * A 401, or a 403 about the account or its session, drops the stored user (spec §4, issue 28 §2:
 * refusals/endsSession); errors are react-admin HttpErrors.
 */
import { HttpError } from 'ra-core';
import { removeStoredUser } from '../../state/storedUser';
import { endsSession } from '../refusals';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** `path?query` with repeated keys for arrays and blank values left out. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiFetch(path: string, { method = 'GET', query, body }: ApiRequest = {}): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  const response = await fetch(withQuery(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    redirect: 'manual',
  });
  if (response.ok) return response;
  const payload = await errorBody(response);
  if (endsSession({ status: response.status, body: payload })) removeStoredUser();
  const detail = (payload as { detail?: unknown } | null)?.detail;
  throw new HttpError(typeof detail === 'string' ? detail : response.statusText || 'HTTP error', response.status, payload);
}

export async function apiJson<T>(path: string, request?: ApiRequest): Promise<{ body: T; headers: Headers }> {
  const response = await apiFetch(path, request);
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
