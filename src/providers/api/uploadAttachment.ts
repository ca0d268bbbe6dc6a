/**
 * Uploads one file to `POST /api/attachments/` (docs/api.md "Attachments") with XMLHttpRequest,
 * whose upload events give the progress bar that fetch cannot; the session cookie goes along and
 * the XSRF token is echoed, as apiFetch does. Resolves with the stored file's `AttachmentRef`
 * (not yet linked: the record's save links it); rejects with react-admin's HttpError carrying the
 * server's Polish message ("Plik jest za duży…", "…nie jest obrazem…").
 */
import { HttpError } from 'ra-core';
import type { AttachmentRef } from '../../domain/fields';
import { removeStoredUser } from '../../state/storedUser';
import { endsSession } from '../refusals';
import { readCookie, withQuery, XSRF_COOKIE, XSRF_HEADER } from './http';

export const ATTACHMENTS_PATH = '/api/attachments/';

export interface UploadOptions {
  /** The field the file is meant for: the server then refuses a kind the field does not accept at once. */
  resource?: string;
  field?: string;
  /** Called with the share sent, 0..1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** When the server cannot be reached or gives no Polish reason. */
export const UPLOAD_FAILED = 'Nie udało się przesłać pliku. Spróbuj ponownie.';

function failure(xhr: XMLHttpRequest): HttpError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    /* not JSON: a proxy's page */
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  return new HttpError(typeof detail === 'string' ? detail : UPLOAD_FAILED, xhr.status, body);
}

export function uploadAttachment(file: File, { resource, field, onProgress, signal }: UploadOptions = {}): Promise<AttachmentRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withQuery(ATTACHMENTS_PATH, { resource, field }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as AttachmentRef);
        return;
      }
      const error = failure(xhr);
      if (endsSession(error)) removeStoredUser();
      reject(error);
    };
    xhr.onerror = () => reject(new HttpError(UPLOAD_FAILED, 0));
    xhr.onabort = () => reject(new DOMException('Przerwano przesyłanie.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
