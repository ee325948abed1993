/** Kinds of value in words, for the tables and the explanations (engine/…/classify.ts defines them). */
import type { Kind } from '../../../engine/games/flippingVariants/classify';

export const KIND_LABEL: Record<Kind, string> = {
  number: 'number',
  switch: 'switch',
  tiny: 'tiny',
  miny: 'miny',
  'three-stop': 'three-stop',
  'ups-stars': 'x + ↑ + *',
  infinitesimal: 'infinitesimal',
  hot: 'other hot',
};

export const KIND_MEANING: Record<Kind, string> = {
  number: 'moving never helps the mover; the value says who wins and by how much',
  switch: '{x | y} with x > y: both players want to move first',
  tiny: '{x ‖ x | y}, y < x: x plus a positive infinitesimal, good for Left',
  miny: '{y | x ‖ x}, y > x: x plus a negative infinitesimal, good for Right',
  'three-stop': '{x ‖ y | z} or {x | y ‖ z}, x > y > z: one move a side, three stops',
  'ups-stars': 'x plus ups and a nimber (*, ↑, ↑*, …): x up to an infinitesimal',
  infinitesimal: 'another game infinitesimally close to a number: its two stops are equal',
  hot: 'another hot game: its Left stop is above its Right stop',
};

export const OUTCOME_TEXT = {
  L: 'Left wins',
  R: 'Right wins',
  N: 'first player wins',
  P: 'second player wins',
} as const;

/** A number or form with true minus signs. */
export const minus = (s: string | null) => (s === null ? null : s.replace(/(^|[\s{|,(=])-/g, '$1−'));
