/**
 * A list's JSON text as UTF-8 bytes. `Buffer.from` of a large text measures its UTF-8 length and
 * then encodes it (0.36 ms of CPU for the week's 270 KB of rides, whose Polish letters make it a
 * two-byte string); written into a kept buffer of its largest possible length and copied out, the
 * same bytes cost 0.16 ms (issue 34 §2). The kept buffer serves texts up to MAX_KEPT_CHARS.
 */
const MAX_KEPT_CHARS = 1 << 20;
/** Texts shorter than this come from Buffer.from's own pool. */
const SMALL_CHARS = 4096;
let kept = Buffer.allocUnsafeSlow(0);

export function utf8Bytes(text: string): Buffer {
  if (text.length < SMALL_CHARS || text.length > MAX_KEPT_CHARS) return Buffer.from(text);
  const most = text.length * 3;
  if (kept.length < most) kept = Buffer.allocUnsafeSlow(most);
  const written = kept.write(text, 0, 'utf8');
  return Buffer.from(kept.subarray(0, written));
}
