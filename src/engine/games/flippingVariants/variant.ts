/**
 * The family of Flipping Coins variants of the paper's Section 5 ("Natural variants of
 * flipping coins involve increasing the number of coins that can be flipped from two to three
 * or more"), parametrised as the paper's own game is.
 *
 * Flipping Coins: Left picks coins i < j showing 1 1 and flips them (→ 0 0); Right picks i < j
 * showing 0 1 (→ 1 0). Each player has a *pattern*, a word over {0, 1}: a move picks any
 * subsequence of coins i1 < i2 < … < ik (not necessarily adjacent) that shows the player's
 * pattern and flips every one of them. The paper's game is Left "11", Right "01".
 *
 * A pattern must end in 1: the last coin flipped then goes 1 → 0, so the binary number
 * Σ d_i 2^(i−1) drops with every move and the game ends; a pattern ending in 0 would let
 * play go on forever (0 → 1 at the far end raises it). Trailing heads can never be flipped
 * (every flipped coin lies at or before a tails coin), so dropping them, as the paper does,
 * changes no value. Swapping the two patterns swaps the players: that variant's values are
 * the negatives, so a search over "versions" counts each unordered pair once. Equal patterns
 * give an impartial game (turning turtles with exactly k coins).
 *
 * The notation is "L/R": "111/001" is the variant the paper singles out (Left flips three
 * tails, Right flips two heads and a later tails).
 */
import { fail, ok, type Result } from '../../result';

export interface Variant {
  readonly left: string;
  readonly right: string;
}

/** Longest pattern accepted (a 5-coin pattern already has C(n, 5) moves per line). */
export const MAX_PATTERN = 5;

export const ORIGINAL: Variant = { left: '11', right: '01' };
/** The version Section 5 says is the only one (three coins) whose values are all numbers. */
export const PAPER_NUMBERS_VARIANT: Variant = { left: '111', right: '001' };

function checkPattern(p: string, side: string, offset: number): Result<string> {
  if (p.length === 0)
    return fail('bad_field', `${side}'s pattern is empty: write it as 0s and 1s ending in 1, e.g. 111`, {
      at: offset,
    });
  for (let i = 0; i < p.length; i++) {
    if (p[i] !== '0' && p[i] !== '1')
      return fail(
        'bad_field',
        `a pattern holds only 0 (heads) and 1 (tails); found '${p[i]}' in ${side}'s pattern`,
        { at: offset + i },
      );
  }
  if (p.length > MAX_PATTERN)
    return fail('too_large', `a pattern has at most ${MAX_PATTERN} coins here (${side}'s has ${p.length})`, {
      at: offset,
    });
  if (p[p.length - 1] !== '1') {
    return fail(
      'bad_field',
      `${side}'s pattern must end in 1 (tails): the last coin flipped has to turn to heads, or play could go on forever`,
      { at: offset + p.length - 1 },
    );
  }
  return ok(p);
}

/** Read "111/001" (Left's pattern, a slash, Right's pattern); spaces are ignored. */
export function parseVariant(text: string): Result<Variant> {
  const t = text.replace(/\s+/g, '');
  const slash = t.indexOf('/');
  if (slash < 0)
    return fail('bad_field', 'write a variant as Left’s pattern/Right’s pattern, e.g. 111/001', { at: 0 });
  if (t.indexOf('/', slash + 1) >= 0)
    return fail('bad_field', 'a variant has one slash: Left’s pattern/Right’s pattern', {
      at: t.indexOf('/', slash + 1),
    });
  const left = checkPattern(t.slice(0, slash), 'Left', 0);
  if (!left.ok) return left;
  const right = checkPattern(t.slice(slash + 1), 'Right', slash + 1);
  if (!right.ok) return right;
  return ok({ left: left.value, right: right.value });
}

export const makeVariant = (v: Variant): string => `${v.left}/${v.right}`;

export const isImpartial = (v: Variant): boolean => v.left === v.right;

/** The variant with the players' roles swapped (its values are the negatives). */
export const conjugate = (v: Variant): Variant => ({ left: v.right, right: v.left });

/** Every pattern of k coins ending in 1, in binary order: 001, 011, 101, 111 for k = 3. */
export function patternsOf(k: number): string[] {
  const out: string[] = [];
  for (let m = 0; m < 1 << (k - 1); m++) out.push(m.toString(2).padStart(k - 1, '0') + '1');
  return out;
}

/** How many 1s a pattern has (Left gets the pattern with more tails when we orient a pair). */
const tails = (p: string) => [...p].filter((c) => c === '1').length;

/**
 * The family searched: every version with k coins a move, one of each pair {a, b} of patterns
 * (oriented so that Left's pattern has at least as many tails, then is later in binary order),
 * then the impartial ones (a = b). For k = 2 the partizan one is the paper's own game.
 */
export function familyOf(k: number): { partizan: Variant[]; impartial: Variant[] } {
  const ps = patternsOf(k);
  const partizan: Variant[] = [];
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) {
      const [a, b] = [ps[i], ps[j]];
      const aFirst = tails(a) > tails(b) || (tails(a) === tails(b) && a > b);
      partizan.push(aFirst ? { left: a, right: b } : { left: b, right: a });
    }
  }
  partizan.sort((x, y) => (x.left === y.left ? (x.right < y.right ? 1 : -1) : x.left < y.left ? 1 : -1));
  return { partizan, impartial: ps.map((p) => ({ left: p, right: p })) };
}

/** The rules in words, for captions: "Left flips three coins showing 1 1 1 to 0 0 0". */
export function describeSide(pattern: string): string {
  const flipped = [...pattern].map((c) => (c === '1' ? '0' : '1')).join(' ');
  return `flips ${pattern.length} coin${pattern.length === 1 ? '' : 's'} showing ${[...pattern].join(' ')} (in that order along the line, any gaps) to ${flipped}`;
}
