/**
 * Sends a fuel-card statement to `POST /api/fuel-statements/` (docs/api.md "Fuel-card statements",
 * issue 32 §2) with the session cookie and the echoed XSRF token, and lists the issuers' profiles.
 * Resolves with the report, a statement with problems too (400 with the report); rejects with the
 * server's Polish message when the file or the columns are refused.
 */
import { HttpError } from 'ra-core';
import {
  FUEL_STATEMENT_PROFILES_PATH,
  FUEL_STATEMENTS_PATH,
  type StatementColumns,
  type StatementProfile,
  type StatementReport,
} from '../../domain/fuelStatements';
import { removeStoredUser } from '../../state/storedUser';
import { endsSession } from '../refusals';
import { apiJson, readCookie, XSRF_COOKIE, XSRF_HEADER } from './http';
import { IMPORT_FAILED } from './importFile';

export async function sendStatement(
  file: File,
  { issuer, columns, dryRun }: { issuer: string; columns?: StatementColumns; dryRun: boolean },
): Promise<StatementReport> {
  const form = new FormData();
  form.append('issuer', issuer);
  if (dryRun) form.append('dry_run', 'true');
  if (columns) form.append('columns', JSON.stringify(columns));
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readCookie(XSRF_COOKIE);
  if (token) headers.set(XSRF_HEADER, token);
  let response: Response;
  try {
    response = await fetch(FUEL_STATEMENTS_PATH, { method: 'POST', body: form, headers, credentials: 'include' });
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
  const report = body as (StatementReport & { detail?: string }) | null;
  if (response.ok || (response.status === 400 && Array.isArray(report?.problems))) return report as StatementReport;
  if (endsSession({ status: response.status, body })) removeStoredUser();
  throw new HttpError(typeof report?.detail === 'string' ? report.detail : IMPORT_FAILED, response.status, body);
}

export const listStatementProfiles = async (): Promise<StatementProfile[]> => (await apiJson<StatementProfile[]>(FUEL_STATEMENT_PROFILES_PATH)).body;
