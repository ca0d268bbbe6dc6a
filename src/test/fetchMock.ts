/** A fetch stand-in recording requests and answering from a handler. */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

export function mockFetch(handler: (request: RecordedRequest) => Answer | Promise<Answer> = () => ({ body: [] })) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const { status = 200, body, headers = {} } = await handler(request);
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
