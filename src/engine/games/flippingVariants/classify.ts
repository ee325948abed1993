/**
 * The kinds of value Section 5 names ("switches, tinies, minies, and other three-stop
 * games"), read off a canonical form (Siegel, CGT, II.3–II.6; Lessons in Play, ch. 5–6).
 * x, y, z are numbers:
 *   number      x
 *   switch      {x | y}, x > y
 *   tiny        {x ‖ x | y}, y < x  (x + tiny)
 *   miny        {y | x ‖ x}, y > x  (x + miny)
 *   three-stop  {x ‖ y | z} or {x | y ‖ z}, x > y > z (one option a side: three stops)
 *   ups-stars   x + u↑ + *m, not a number (*, ↑, ⇑*, 1 + *)
 *   infinitesimal  any other game with equal stops (x + an infinitesimal)
 *   hot         any other game (Left stop > Right stop)
 * Tinies and minies are the three-stop shapes whose two upper (lower) stops coincide.
 */
import { leftStop, rightStop } from '../../cgt/stops';
import { isNumber, isNus, leftOptions, numberValue, rightOptions, type GameId } from '../../cgt/store';
import type { Dyadic } from '../../arith/dyadic';

export const KINDS = [
  'number',
  'switch',
  'tiny',
  'miny',
  'three-stop',
  'ups-stars',
  'infinitesimal',
  'hot',
] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_NAME: Record<Kind, string> = {
  number: 'number',
  switch: 'switch',
  tiny: 'tiny',
  miny: 'miny',
  'three-stop': 'three-stop game',
  'ups-stars': 'x + ↑s + *s',
  infinitesimal: 'other infinitesimal',
  hot: 'other hot game',
};

/** Each kind in a sentence: "a switch" / "1 switch" / "37 switches". */
export const KIND_WORDS: Record<Kind, { a: string; one: string; many: string }> = {
  number: { a: 'a', one: 'number', many: 'numbers' },
  switch: { a: 'a', one: 'switch', many: 'switches' },
  tiny: { a: 'a', one: 'tiny', many: 'tinies' },
  miny: { a: 'a', one: 'miny', many: 'minies' },
  'three-stop': { a: 'a', one: 'three-stop game', many: 'three-stop games' },
  'ups-stars': { a: 'an', one: 'up-star value (x + ↑s + *s)', many: 'up-star values (x + ↑s + *s)' },
  infinitesimal: { a: 'an', one: 'other infinitesimal', many: 'other infinitesimals' },
  hot: { a: 'an', one: 'other hot game', many: 'other hot games' },
};

/** "a switch", "an up-star value (x + ↑s + *s)". */
export const kindWithArticle = (k: Kind) => `${KIND_WORDS[k].a} ${KIND_WORDS[k].one}`;
/** "1 switch", "37 switches". */
export const kindCount = (k: Kind, n: number) =>
  `${n.toLocaleString('en')} ${n === 1 ? KIND_WORDS[k].one : KIND_WORDS[k].many}`;

/** The only option on one side, when there is exactly one. */
const only = (opts: readonly GameId[]) => (opts.length === 1 ? opts[0] : undefined);
const num = (g: GameId | undefined): Dyadic | undefined => (g === undefined ? undefined : numberValue(g));

/** {a | b} with a > b numbers: the pair [a, b]. */
function asSwitch(g: GameId | undefined): [Dyadic, Dyadic] | undefined {
  if (g === undefined || isNumber(g)) return undefined;
  const a = num(only(leftOptions(g)));
  const b = num(only(rightOptions(g)));
  return a && b && a.cmp(b) > 0 ? [a, b] : undefined;
}

/** Kinds by id (canonical ids never change meaning): a table scan asks for thousands. */
const known: (Kind | undefined)[] = [];

export function classify(g: GameId): Kind {
  return (known[g] ??= kindOf(g));
}

function kindOf(g: GameId): Kind {
  if (isNumber(g)) return 'number';
  if (isNus(g)) return 'ups-stars';
  const l = only(leftOptions(g));
  const r = only(rightOptions(g));
  const lx = num(l);
  const rx = num(r);
  if (lx && rx) return 'switch'; // canonical and not a number: lx > rx
  if (lx) {
    const s = asSwitch(r); // {x ‖ y | z}
    if (s)
      return s[0].eq(lx)
        ? 'tiny'
        : s[0].cmp(lx) < 0
          ? 'three-stop'
          : leftStop(g).eq(rightStop(g))
            ? 'infinitesimal'
            : 'hot';
  }
  if (rx) {
    const s = asSwitch(l); // {x | y ‖ z}
    if (s)
      return s[1].eq(rx)
        ? 'miny'
        : s[1].cmp(rx) > 0
          ? 'three-stop'
          : leftStop(g).eq(rightStop(g))
            ? 'infinitesimal'
            : 'hot';
  }
  return leftStop(g).eq(rightStop(g)) ? 'infinitesimal' : 'hot';
}

/** Is every kind in `seen` among `allowed`? */
export const onlyKinds = (seen: Iterable<Kind>, allowed: readonly Kind[]) =>
  [...seen].every((k) => allowed.includes(k));
