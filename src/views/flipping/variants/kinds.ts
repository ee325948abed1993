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
  number: 'a number: whoever moves loses ground, so nobody wants to move',
  switch: 'a switch {x | y} with x > y: each player wants to move first',
  tiny: 'x + a tiny, {x ‖ x | y}: infinitesimally above x, good for Left',
  miny: 'x + a miny, {y | x ‖ x}: infinitesimally below x, good for Right',
  'three-stop': 'a three-stop game {x ‖ y | z} or {x | y ‖ z}: one move each side, three numbers at the ends',
  'ups-stars': 'x + ups + a nimber (*, ↑, ↑*, …): equal to x up to an infinitesimal',
  infinitesimal: 'another game infinitesimally close to a number (its stops are equal)',
  hot: 'another hot game (its Left stop is above its Right stop)',
};

export const OUTCOME_TEXT = { L: 'Left wins', R: 'Right wins', N: 'first player wins', P: 'second player wins' } as const;

/** A number or form with true minus signs. */
export const minus = (s: string | null) => (s === null ? null : s.replace(/(^|[\s{|,(=])-/g, '$1−'));
