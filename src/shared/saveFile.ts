/** Saves a downloaded file (a CSV export) in the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed a minute later, not at once: the browser reads the address after the click has returned,
  // and on a busy machine a download whose address was already freed never started (no file, no
  // message). The class is kept as it is now (tests put their own in its place for a while).
  const urls = URL;
  setTimeout(() => urls.revokeObjectURL(url), 60_000);
}
