/**
 * What an uploaded file is, from its bytes (magic numbers), never from its name or the type the
 * client declared: a "raport.pdf" that is really HTML is refused. Images get a small thumbnail.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { kindOfType, type AttachmentKind } from '../../src/domain/attachments';

/** The longest edge of a thumbnail, in pixels (lists show them at about half of that). */
export const THUMBNAIL_SIZE = 160;

export interface DetectedContent {
  type: string;
  kind: AttachmentKind;
}

/** The content type and kind of the bytes, or null when they are no admitted file (HTML, ZIP, empty, …). */
export async function detectContent(content: Buffer): Promise<DetectedContent | null> {
  const found = await fileTypeFromBuffer(content);
  const kind = found ? kindOfType(found.mime) : null;
  return found && kind ? { type: found.mime, kind } : null;
}

/**
 * A WebP of at most THUMBNAIL_SIZE px on the longer edge, turned as the photo's EXIF says (phones
 * store portraits sideways); null when the image cannot be decoded (then it is refused).
 */
export async function thumbnailOf(content: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(content, { animated: false })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The file's own name without folders and control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean || 'plik';
}
