/**
 * Photos are reduced on the phone before they wait in the queue: a phone camera's 4000 px, 5 MB
 * picture becomes a JPEG of at most 1600 px on its longest side (a few hundred kB), enough to read
 * a receipt or a dispenser's counter, and quick to send on a weak signal.
 */
const LONGEST_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/** The reduced size: the longest side at most `longest`, the proportions kept; a smaller picture stays as it is. */
export function reducedSize(width: number, height: number, longest = LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture as a reduced JPEG (the original when the browser cannot decode it). */
export async function reducePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = reducedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const reduced = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return reduced ?? file;
}
