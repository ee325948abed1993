/** Saving a file the browser made: an <a download> on a blob: URL (works offline, no server). */

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // the download has taken the data by the next task; give it a moment more
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file name that says what the picture is, e.g. "flipping-0101011111": lower-case words
 * and the position, anything a file system dislikes turned into "-", cut at 120 characters.
 */
export function exportName(...parts: (string | number)[]): string {
  const name = parts
    .map((p) => String(p).trim())
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return (name || 'picture').slice(0, 120);
}
