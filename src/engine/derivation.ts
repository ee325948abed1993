/**
 * The walkthrough model: a derivation is engine data, an ordered list of self-contained
 * frames. One player in src/ui plays any of them; the view that asked for the derivation
 * knows its state type and passes the renderer that draws `state` (no kind tag: a view
 * plays only the derivations it asked for). Walkthroughs too long to hold are the same
 * frames served by page (see oskar/processFrames.ts).
 */
import type { Ask } from './ask';

export interface Step<S = unknown> {
  /** Text with inline TeX between $...$ (display TeX between $$...$$). */
  caption: string;
  /** Board positions to highlight (0-based coin indices), grouped by meaning. */
  highlight?: { indices: number[]; tone: HighlightTone; label?: string }[];
  /** Marked on the scrub bar; autoplay slows down here. */
  important?: boolean;
  /** The game-specific picture at this step (a reduced string, a tree, ruler rows...). */
  state: S;
  /** A "your turn" question: what this frame shows, asked before it is shown (ask.ts). */
  ask?: Ask;
}

export const HIGHLIGHT_TONES = [
  'left',
  'right',
  'accent',
  'muted',
  'block0',
  'block1',
  'block2',
  'block3',
  'block4',
  'block5',
] as const;
export type HighlightTone = (typeof HIGHLIGHT_TONES)[number];

export interface Derivation<S = unknown> {
  title: string;
  steps: Step<S>[];
}
