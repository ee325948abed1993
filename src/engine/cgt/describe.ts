/**
 * Everything the calculator and the game pages show about one canonical game, as plain
 * JSON (design.md: big values travel as strings, numbers as "p/q").
 */
import { makePretty, makeTex } from './display';
import { makePlain, plainLength } from './plain';
import { outcome, type Outcome } from './properties';
import { reduced } from './reduced';
import { leftStop, rightStop } from './stops';
import { birthday, isNumber, type GameId } from './store';

/** Forms longer than this many characters are not written out (the field is null). */
export const MAX_FORM_LENGTH = 1_000_000;
export const MAX_DISPLAY_LENGTH = 100_000;

export interface GameDescription {
  /** plain (machine) form; null when longer than MAX_FORM_LENGTH */
  canonical: string | null;
  /** length of the plain form in characters (may be "Infinity" beyond 2^53) */
  canonicalLength: number | string;
  pretty: string | null;
  tex: string | null;
  outcome: Outcome;
  leftStop: string;
  rightStop: string;
  /** reduced canonical form, plain, with its pretty and TeX forms */
  reduced: string | null;
  reducedPretty: string | null;
  reducedTex: string | null;
  /** a decimal string past 2^53 */
  birthday: number | string;
  isNumber: boolean;
}

export function describeGame(g: GameId): GameDescription {
  const length = plainLength(g);
  const r = reduced(g);
  return {
    canonical: makePlain(g, MAX_FORM_LENGTH),
    canonicalLength: Number.isFinite(length) ? length : 'Infinity',
    pretty: makePretty(g, MAX_DISPLAY_LENGTH),
    tex: makeTex(g, MAX_DISPLAY_LENGTH),
    outcome: outcome(g),
    leftStop: leftStop(g).toString(),
    rightStop: rightStop(g).toString(),
    reduced: makePlain(r, MAX_FORM_LENGTH),
    reducedPretty: makePretty(r, MAX_DISPLAY_LENGTH),
    reducedTex: makeTex(r, MAX_DISPLAY_LENGTH),
    birthday: birthday(g),
    isNumber: isNumber(g),
  };
}
