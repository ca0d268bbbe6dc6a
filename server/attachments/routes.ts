/**
 * The attachment API (docs/api.md "Attachments"): `POST /api/attachments/` stores one uploaded
 * file (multipart part `file`) after checking its size and, by its bytes, its type; `GET
 * /api/attachments/:id` and `…/:id/thumbnail` serve the bytes so that a browser can neither run
 * nor sniff them. A record write links an upload to its row (see ./repository.ts); uploads never
 * linked are removed a day later (at start and every hour). A file follows its row's site: an
 * account that does not see every site reads the files of its sites' rows, and its own uploads
 * not yet saved with a row. Each upload is recorded in the change history (entity `attachments`).
 */
import { create as contentDisposition } from 'content-disposition';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedTypes, attachmentMessages, attachmentsHistorySpec } from '../../src/domain/attachments';
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, resourceList, resources } from '../../src/domain/resources';
import { accessOf } from '../auth/access';
import { authOf } from '../auth/authHook';
import { actorOf, recordChange } from '../audit/changeLog';
import { badRequest, HttpError, notFound, refused } from '../errors';
import { idParams, queryReader } from '../http/schemas';
import { assertStoredRowInScope } from '../crud/siteScope';
import { cleanFileName, detectContent, thumbnailOf } from './content';
import { insertAttachment, readAttachment, removeUnlinkedUploads, type AttachmentOwner } from './repository';
import type { Feature } from '../http/feature';
import { claimUpload } from '../idempotency';
import type { AnyDb } from '../db/anySchema';

/** Uploads no write linked are kept this long (a dialog may stay open a while before saving). */
const UNLINKED_KEPT_MS = 24 * 3600_000;
const CLEANUP_EVERY_MS = 3600_000;

export const uploadMessages = {
  noFile: 'Wybierz plik do przesłania.',
  tooLarge: (maxBytes: number) => `Plik jest za duży. Największy dozwolony rozmiar to ${formatMegabytes(maxBytes)} MB.`,
  notAdmitted: (name: string) => `Plik „${name}” nie jest obrazem (JPEG, PNG, WebP, GIF) ani dokumentem PDF: sprawdzono jego zawartość, nie nazwę.`,
  unreadableImage: (name: string) => `Nie można odczytać obrazu „${name}”. Plik może być uszkodzony.`,
  notFound: 'Nie znaleziono pliku.',
} as const;

/** 10485760 → "10", 1572864 → "1,5" (Polish decimal comma). */
function formatMegabytes(bytes: number): string {
  return new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}

/** The field an upload is meant for (`?resource=vehicles&field=photo`), to refuse a wrong kind at once. */
function targetField(query: Record<string, string | undefined>): FieldSpec | undefined {
  const spec = resourceList.find((resource) => resource.name === query.resource);
  const field = query.field && spec && Object.hasOwn(spec.fields, query.field) ? spec.fields[query.field] : undefined;
  return field?.type === 'file' ? field : undefined;
}

/**
 * The file's own policy: nothing in it may run or load anything; an image is also sandboxed (a
 * PDF is not: the browser's PDF viewer does not open in a sandbox).
 */
function fileSecurityPolicy(mimeType: string): string {
  const base = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return mimeType.startsWith('image/') ? `${base}; sandbox` : base;
}

function sendFile(reply: FastifyReply, file: { fileName: string; mimeType: string; content: Buffer }, disposition: 'inline' | 'attachment') {
  return (
    reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', contentDisposition(file.fileName, { type: disposition }))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', fileSecurityPolicy(file.mimeType))
      // An id's bytes never change; only the signed-in browser may keep them.
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .send(file.content)
  );
}

/** 403 unless the request's account may read the file's row (or uploaded the file not yet linked). */
async function assertMayRead(db: AnyDb, request: FastifyRequest, owner: AttachmentOwner) {
  if (accessOf(request).sites === null) return;
  if (owner.resource === null || owner.recordId === null) {
    if (owner.createdBy !== authOf(request).user.id) throw refused('site');
    return;
  }
  // A file outside the registry's rows (an import's file, server/imports) is read through its own route.
  if (!Object.hasOwn(resources, owner.resource)) throw refused('site');
  await assertStoredRowInScope(db, request, getResource(owner.resource), owner.recordId);
}

export const attachmentRoutes: Feature = async (app, { database: { db }, config }) => {
  const tags = ['attachments'];
  const tooLarge = () => {
    const message = uploadMessages.tooLarge(config.attachmentMaxBytes);
    return new HttpError(413, message, { file: [message] });
  };

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: config.attachmentMaxBytes, files: 1, fields: 4, parts: 5 },
    });

    scope.post(
      '/api/attachments/',
      {
        // Drivers' phones upload the photos of their repair requests too.
        config: { fieldData: true },
        schema: {
          tags,
          summary: 'Upload one file (multipart part "file"); link it by writing its id in a file field',
          // The field the file is meant for: a wrong kind of file is refused at once.
          querystring: queryReader({ type: 'object', properties: { resource: { type: 'string' }, field: { type: 'string' } } }, (query) => ({
            field: targetField(query),
          })),
        },
      },
      async (request, reply) => {
        const { user } = authOf(request);
        if (!request.isMultipart()) throw badRequest({ file: [uploadMessages.noFile] }, uploadMessages.noFile);
        const part = await request.file();
        if (!part) throw badRequest({ file: [uploadMessages.noFile] }, uploadMessages.noFile);
        let content: Buffer;
        try {
          content = await part.toBuffer();
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw tooLarge();
          throw error;
        }
        const fileName = cleanFileName(part.filename);
        if (await claimUpload(db, request, reply, fileName, content)) return reply;
        const detected = await detectContent(content);
        if (!detected) {
          const message = uploadMessages.notAdmitted(fileName);
          throw badRequest({ file: [message] }, message);
        }
        const { field } = request.query;
        if (field && !acceptedTypes(field).includes(detected.type)) {
          const message = attachmentMessages.wrongKind(field);
          throw badRequest({ file: [message] }, message);
        }
        const thumbnail = detected.kind === 'image' ? await thumbnailOf(content) : null;
        if (detected.kind === 'image' && !thumbnail) {
          const message = uploadMessages.unreadableImage(fileName);
          throw badRequest({ file: [message] }, message);
        }
        const ref = await db.transaction().execute(async (trx) => {
          const stored = await insertAttachment(trx, { fileName, mimeType: detected.type, content, thumbnail, createdBy: user.id });
          const after = { file_name: stored.name, mime_type: stored.type, size: stored.size };
          await recordChange(trx, actorOf(request), { spec: attachmentsHistorySpec, id: stored.id, after });
          return stored;
        });
        return reply.code(201).send(ref);
      },
    );

    scope.get('/api/attachments/:id', { schema: { tags, summary: 'The file (inline for images and PDF)', params: idParams } }, async (request, reply) => {
      const file = await readAttachment(db, request.params.id);
      if (!file) throw notFound(uploadMessages.notFound);
      await assertMayRead(db, request, file.owner);
      return sendFile(reply, file, 'inline');
    });

    scope.get(
      '/api/attachments/:id/thumbnail',
      { schema: { tags, summary: "An image's thumbnail (WebP, at most 160 px)", params: idParams } },
      async (request, reply) => {
        const file = await readAttachment(db, request.params.id, true);
        if (!file) throw notFound(uploadMessages.notFound);
        await assertMayRead(db, request, file.owner);
        return sendFile(reply, file, 'inline');
      },
    );
  });

  let timer: NodeJS.Timeout | undefined;
  const cleanUp = () =>
    removeUnlinkedUploads(db, new Date(Date.now() - UNLINKED_KEPT_MS)).catch((error) => app.log.warn({ err: error }, 'removing unlinked uploads failed'));
  app.addHook('onReady', async () => {
    await cleanUp();
    timer = setInterval(cleanUp, CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
