/**
 * The walkthrough model: a derivation is engine data, an ordered list of self-contained
 * frames. One player in src/ui plays any of them; `kind` tells the view which renderer
 * draws `state`.
 */
export interface Step<S = unknown> {
  /** Text with inline TeX between $...$ (display TeX between $$...$$). */
  caption: string;
  /** Board positions to highlight (0-based coin indices), grouped by meaning. */
  highlight?: { indices: number[]; tone: HighlightTone; label?: string }[];
  /** Marked on the scrub bar; autoplay slows down here. */
  important?: boolean;
  /** The game-specific picture at this step (a reduced string, a tree, ruler rows...). */
  state: S;
}

export const HIGHLIGHT_TONES = ['left', 'right', 'accent', 'muted', 'block0', 'block1', 'block2', 'block3', 'block4', 'block5'] as const;
export type HighlightTone = (typeof HIGHLIGHT_TONES)[number];

export interface Derivation<S = unknown> {
  /** Which renderer draws `state`, e.g. "numbers/ordinalSum", "flipping/algorithm". */
  kind: string;
  title: string;
  steps: Step<S>[];
}
