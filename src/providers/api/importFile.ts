/**
 * Sends a spreadsheet to `POST /api/import/{resource}/` (docs/api.md "Import", issue 32 §1) with the
 * session cookie and the echoed XSRF token, as apiFetch does. Resolves with the report, a file
 * with problems too (the server answers it with 400 and the report); rejects with react-admin's
 * HttpError carrying the server's Polish message when the file itself is refused (not a
 * spreadsheet, too large, a wrong mapping) or the account may not import. It asks for the
 * progress lines (IMPORT_PROGRESS_TYPE) and tells the rows the server has checked as they come.
 */
import { HttpError } from 'ra-core';
import {
  IMPORT_PROGRESS_TYPE,
  importPath,
  importUndoPath,
  IMPORTS_PATH,
  type ImportMapping,
  type ImportProgressLine,
  type ImportRecord,
  type ImportReport,
} from '../../domain/imports';
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
  /** The rows the server has checked (and, unless a dry run, written) so far, of the file's `rows`. */
  onRows?: (done: number, rows: number) => void;
}

interface Answer {
  status: number;
  body: unknown;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON: a proxy's page
  }
};

/**
 * Reads the progress lines as they arrive (`onRows` for each `{done, rows}`); the answer is the
 * last line's `{status, body}`. An answer that is not the lines (a refusal before the rows are
 * read, a proxy's page) is read as it is.
 */
class ProgressLines {
  private read = 0;
  private last: { status: number; body: unknown } | null = null;

  constructor(private readonly onRows?: (done: number, rows: number) => void) {}

  /** Takes the complete lines of the text received so far. */
  take(text: string) {
    let end: number;
    while ((end = text.indexOf('\n', this.read)) >= 0) {
      const line = parsed(text.slice(this.read, end)) as ImportProgressLine | null;
      this.read = end + 1;
      if (line && 'done' in line) this.onRows?.(line.done, line.rows);
      else if (line && 'status' in line) this.last = line;
    }
  }

  answer(request: XMLHttpRequest): Answer {
    if (!(request.getResponseHeader('Content-Type') ?? '').startsWith(IMPORT_PROGRESS_TYPE)) {
      return { status: request.status, body: parsed(request.responseText) };
    }
    this.take(request.responseText);
    // A stream cut short (the server stopped): no answer, as when the server cannot be reached.
    return this.last ?? { status: 0, body: null };
  }
}

/** A POST of a form by XMLHttpRequest, whose upload reports its progress (fetch's does not), and whose answer is read as it arrives. */
function post(url: string, form: FormData, headers: Headers, { onProgress, onRows }: Pick<ImportOptions, 'onProgress' | 'onRows'>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const lines = new ProgressLines(onRows);
    request.open('POST', url);
    request.withCredentials = true;
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onprogress = () => {
      if ((request.getResponseHeader('Content-Type') ?? '').startsWith(IMPORT_PROGRESS_TYPE)) lines.take(request.responseText);
    };
    request.onload = () => resolve(lines.answer(request));
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}

export async function sendImport(resource: string, file: File, { mapping, dryRun, site, onProgress, onRows }: ImportOptions): Promise<ImportReport> {
  const form = new FormData();
  if (dryRun) form.append('dry_run', 'true');
  if (site) form.append('site', String(site));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: `${IMPORT_PROGRESS_TYPE}, application/json;q=0.9` });
  const token = readCookie(XSRF_COOKIE);
  if (token) headers.set(XSRF_HEADER, token);
  let response: Answer;
  try {
    response = await post(importPath(resource), form, headers, { onProgress, onRows });
  } catch {
    throw new HttpError(IMPORT_FAILED, 0);
  }
  const { status, body } = response;
  const ok = status >= 200 && status < 300;
  const report = body as (ImportReport & { detail?: string }) | null;
  if (ok || (status === 400 && Array.isArray(report?.problems))) return report as ImportReport;
  if (endsSession({ status, body })) removeStoredUser();
  throw new HttpError(typeof report?.detail === 'string' ? report.detail : IMPORT_FAILED, status, body);
}

/** The resource's latest imports the account may see (GET /api/imports/), newest first; with `statements` the fuel-card statements' imports. */
export const listImports = async (resource: string, statements = false): Promise<ImportRecord[]> =>
  (await apiJson<ImportRecord[]>(IMPORTS_PATH, { query: statements ? { resource, statements: 'true' } : { resource } })).body;

/** Undoes an import as a whole (POST /api/imports/{id}/undo/); rejects with the server's Polish reason (409: a later change). */
export const undoImport = async (id: number): Promise<ImportRecord> => (await apiJson<ImportRecord>(importUndoPath(id), { method: 'POST' })).body;
