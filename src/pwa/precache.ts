/** What the build tells the service worker: its version and the files to keep offline. */
export interface Precache {
  /** a hash of every precached file's content: a new build is a new version */
  version: string;
  /** paths relative to the service worker, e.g. "index.html", "assets/Tex-3f2a.js" */
  files: string[];
}

/**
 * Which built files the app needs offline: all but source maps, and of KaTeX's fonts only the
 * WOFF2 copies (every browser that runs service workers reads WOFF2, so the .woff and .ttf
 * fallbacks would only triple the download).
 */
export function isPrecached(file: string): boolean {
  return !/\.(map|woff|ttf)$/.test(file);
}
