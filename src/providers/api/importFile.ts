/**
 * Sends a spreadsheet to `POST /api/import/{resource}/` (docs/api.md "Import", issue 32 §1) with the
 * session cookie and the echoed XSRF token, as apiFetch does. Resolves with the report, a file
 * with problems too (the server answers it with 400 and the report); rejects with react-admin's
 * HttpError carrying the server's Polish message when the file itself is refused (not a
 * spreadsheet, too large, a wrong mapping) or the account may not import.
 */
import { HttpError } from 'ra-core';
import { importPath, type ImportMapping, type ImportReport } from '../../domain/imports';
import { removeStoredUser } from '../../state/storedUser';
import { endsSession } from '../refusals';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './http';

/** When the server cannot be reached or gives no Polish reason. */
export const IMPORT_FAILED = 'Nie udało się wysłać pliku. Spróbuj ponownie.';

export interface ImportOptions {
  mapping?: ImportMapping;
  dryRun: boolean;
  /** The site of rows whose file has no site column (the selected site). */
  site?: number | null;
}

export async function sendImport(resource: string, file: File, { mapping, dryRun, site }: ImportOptions): Promise<ImportReport> {
  const form = new FormData();
  if (dryRun) form.append('dry_run', 'true');
  if (site) form.append('site', String(site));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readCookie(XSRF_COOKIE);
  if (token) headers.set(XSRF_HEADER, token);
  let response: Response;
  try {
    response = await fetch(importPath(resource), { method: 'POST', headers, body: form, credentials: 'include', redirect: 'manual' });
  } catch {
    throw new HttpError(IMPORT_FAILED, 0);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: a proxy's page */
  }
  const report = body as (ImportReport & { detail?: string }) | null;
  if (response.ok || (response.status === 400 && Array.isArray(report?.problems))) return report as ImportReport;
  if (endsSession({ status: response.status, body })) removeStoredUser();
  throw new HttpError(typeof report?.detail === 'string' ? report.detail : IMPORT_FAILED, response.status, body);
}
