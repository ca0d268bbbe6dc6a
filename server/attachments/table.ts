/** The attachment table (migration 2026_11_24_0012_attachments), outside the registry. */
import type { Generated } from 'kysely';

export interface AttachmentTable {
  id: Generated<number>;
  /** The registry resource and field holding the file, and its row; all null until a write links it. */
  resource: string | null;
  record_id: number | null;
  field: string | null;
  file_name: string;
  /** Found from the content, never taken from the client. */
  mime_type: string;
  size: number;
  created_by: number | null;
  created_at: string;
  /** A small WebP of an image, for lists. */
  thumbnail: Buffer | null;
  content: Buffer;
}
