/**
 * Sends a spreadsheet to `POST /api/import/{resource}/` (docs/api.md "Import", issue 32 §1) with the
 * session cookie and the echoed XSRF token, as apiFetch does. Resolves with the report, a file
 * with problems too (the server answers it with 400 and the report); rejects with react-admin's
 * HttpError carrying the server's Polish message when the file itself is refused (not a
 * spreadsheet, too large, a wrong mapping) or the account may not import.
 */
import { HttpError } from 'ra-core';
import { importPath, importUndoPath, IMPORTS_PATH, type ImportMapping, type ImportRecord, type ImportReport } from '../../domain/imports';
import { removeStoredUser } from '../../state/storedUser';
import { endsSession } from '../refusals';
import { apiJson, readCookie, XSRF_COOKIE, XSRF_HEADER } from './http';

/** When the server cannot be reached or gives no Polish reason. */
export const IMPORT_FAILED = 'Nie udało się wysłać pliku. Spróbuj ponownie.';

export interface ImportOptions {
  mapping?: ImportMapping;
  dryRun: boolean;
  /** The site of rows whose file has no site column (the selected site). */
  site?: number | null;
  /** The share of the file sent so far (0–1), while it is being sent. */
  onProgress?: (sent: number) => void;
}

interface Answer {
  status: number;
  text: string;
}

/** A POST of a form by XMLHttpRequest, whose upload reports its progress (fetch's does not). */
function post(url: string, form: FormData, headers: Headers, onProgress?: (sent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}

export async function sendImport(resource: string, file: File, { mapping, dryRun, site, onProgress }: ImportOptions): Promise<ImportReport> {
  const form = new FormData();
  if (dryRun) form.append('dry_run', 'true');
  if (site) form.append('site', String(site));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readCookie(XSRF_COOKIE);
  if (token) headers.set(XSRF_HEADER, token);
  let response: Answer;
  try {
    response = await post(importPath(resource), form, headers, onProgress);
  } catch {
    throw new HttpError(IMPORT_FAILED, 0);
  }
  const { text } = response;
  const ok = response.status >= 200 && response.status < 300;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: a proxy's page */
  }
  const report = body as (ImportReport & { detail?: string }) | null;
  if (ok || (response.status === 400 && Array.isArray(report?.problems))) return report as ImportReport;
  if (endsSession({ status: response.status, body })) removeStoredUser();
  throw new HttpError(typeof report?.detail === 'string' ? report.detail : IMPORT_FAILED, response.status, body);
}

/** The resource's latest imports the account may see (GET /api/imports/), newest first. */
export const listImports = async (resource: string): Promise<ImportRecord[]> => (await apiJson<ImportRecord[]>(IMPORTS_PATH, { query: { resource } })).body;

/** Undoes an import as a whole (POST /api/imports/{id}/undo/); rejects with the server's Polish reason (409: a later change). */
export const undoImport = async (id: number): Promise<ImportRecord> => (await apiJson<ImportRecord>(importUndoPath(id), { method: 'POST' })).body;
