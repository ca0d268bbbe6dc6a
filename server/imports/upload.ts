/**
 * A spreadsheet sent as a multipart form (issue 32): the `file` part and the form's fields read as
 * they stream in, then the file read as a sheet, with the Polish refusals every import gives under
 * `file`. Shared by the registry imports (./routes.ts) and the fuel-card statements
 * (server/fuelStatements): a schema sees no multipart body, so the handlers read it through here.
 */
import type { FastifyRequest } from 'fastify';
import { importMessages, MAX_IMPORT_ROWS } from '../../src/domain/imports';
import { uploadMessages } from '../attachments';
import { badRequest, HttpError } from '../errors';
import { readSheet, type Sheet } from './files';

/** @fastify/multipart's limits for an import: one file within the attachments' size, a few fields. */
export const importUploadLimits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 4, parts: 5 });

const fileRefusal = (message: string) => badRequest({ file: [message] }, message);

export interface UploadedForm {
  /** The `file` part's bytes, when one was sent. */
  content: Buffer | undefined;
  fileName: string;
  fields: Record<string, string>;
}

/** The form's parts: 400 "Wybierz plik…" when the body is not multipart, 413 beyond `maxBytes`. */
export async function readUploadedForm(request: FastifyRequest, maxBytes: number): Promise<UploadedForm> {
  if (!request.isMultipart()) throw fileRefusal(importMessages.noFile);
  const form: UploadedForm = { content: undefined, fileName: 'plik', fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') [form.content, form.fileName] = [bytes, part.filename || form.fileName];
      } else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const message = uploadMessages.tooLarge(maxBytes);
      throw new HttpError(413, message, { file: [message] });
    }
    throw error;
  }
  return form;
}

/** The uploaded file as a sheet: 400 for none, another kind of file (by content), an unreadable one, no rows or too many. */
export async function uploadedSheet({ content, fileName }: UploadedForm): Promise<{ sheet: Sheet; mimeType: string; content: Buffer }> {
  if (!content || content.length === 0) throw fileRefusal(importMessages.noFile);
  const reading = await readSheet(content);
  if (!reading.ok) throw fileRefusal(reading.problem === 'kind' ? importMessages.notSpreadsheet(fileName) : importMessages.unreadable(fileName));
  const { sheet } = reading;
  if (sheet.rows.length === 0) throw fileRefusal(importMessages.empty);
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw fileRefusal(importMessages.tooManyRows(MAX_IMPORT_ROWS));
  return { sheet, mimeType: reading.mimeType, content };
}

/** `dry_run` as a form field or in the query string: true, 1 or tak. */
export const isDryRun = (text: string | undefined): boolean => ['true', '1', 'tak'].includes((text ?? '').toLowerCase());
