/**
 * Load font faces (CSS font shorthands, e.g. '700 1em "Coin Sans"') before text that uses them
 * is laid out. While a web font loads, the browser lays text out in a fallback system font, and
 * on Linux each system font at each size is a synchronous request to the browser process: tens
 * of milliseconds of one long task on a slow machine (issue 12). Never waits more than `waitMs`
 * (a slow network shows the page in the fallback fonts), and never fails.
 */
export function loadFaces(faces: readonly string[], waitMs: number): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const loaded = Promise.all(faces.map((face) => document.fonts.load(face))).catch(() => undefined);
  const late = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([loaded, late]).then(() => undefined);
}

/** The faces of the app's own text (fonts.css): loaded before the app mounts (main.tsx). */
export const APP_FACES = [
  '400 1em "Coin Sans"',
  '700 1em "Coin Sans"',
  '400 1em "Coin Mono"',
  '700 1em "Coin Mono"',
];

/** KaTeX's faces that the app's formulas use: loaded before the first formula shows (ui/math/tex.ts). */
export const KATEX_FACES = [
  '400 1em KaTeX_Main',
  '700 1em KaTeX_Main',
  'italic 400 1em KaTeX_Math',
  '400 1em KaTeX_Size1',
  '400 1em KaTeX_Size2',
  '400 1em KaTeX_AMS',
  '400 1em KaTeX_Typewriter',
];

/** How long the first render waits for fonts at most. */
export const FONT_WAIT_MS = 1500;
