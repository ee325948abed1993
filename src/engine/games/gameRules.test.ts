/**
 * Each game's GameRules (the play framework's view of a game) against that game's own rules
 * and a brute force written here from the definitions: on random small positions the moves
 * lead exactly to the positions the definition allows, text round-trips, the game is over
 * exactly when there is no move, and who wins by playing it out through GameRules is who
 * wins by the engine's values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../cgt/properties';
import { flippingRules } from './flipping/gameRules';
import { analyzeSum as flippingSum } from './flipping/sums';
import { otherSide, type GameRules, type Side } from './gameRules';
import { goldenNuggetRules } from './goldennugget/gameRules';
import type { Heap } from './goldennugget/rules';
import { analyzeSum as goldenNuggetSum } from './goldennugget/sums';
import { grundy } from './oskar/backwards';
import { fromText, makeConfiguration } from './oskar/configuration';
import { oskarBackwardsRules } from './oskar/gameRules';
import { successor } from './oskar/process';
import { grundyTable, optionMasks } from './ruler/bruteForce';
import { rulerRules } from './ruler/gameRules';
import { bruteGrundy } from './sliding/bruteForce';
import { slidingRules, type SlidingStraps } from './sliding/gameRules';

/** Does the side to move win, playing the game out through its GameRules (memoised)? */
function firstWins<P, M, S extends Side>(
  rules: GameRules<P, M, S>,
  p: P,
  side: S,
  memo = new Map<string, boolean>(),
): boolean {
  const key = `${String(side)}|${rules.makePosition(p)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const wins = rules.legalMoves(p, side).some((m) => {
    const after = rules.play(p, m, side);
    if (!after.ok) throw new Error(`a listed move is refused: ${after.error.message}`);
    return !firstWins(rules, after.value, otherSide(rules.sides, side), memo);
  });
  memo.set(key, wins);
  return wins;
}

/** A partizan position's outcome class by playing it out. */
function playedOutcome<P, M>(rules: GameRules<P, M, 'L' | 'R'>, p: P): Outcome {
  const left = firstWins(rules, p, 'L');
  const right = firstWins(rules, p, 'R');
  return left && right ? 'N' : left ? 'L' : right ? 'R' : 'P';
}

/** What every game's rules must satisfy at p for `side`; `options` is the brute force's positions one move away. */
function checkAt<P, M, S extends Side>(rules: GameRules<P, M, S>, p: P, side: S, options: string[]) {
  const text = rules.makePosition(p);
  const back = rules.parsePosition(text);
  expect(back.ok && rules.makePosition(back.value)).toBe(text);
  const moves = rules.legalMoves(p, side);
  const reached = moves.map((m) => {
    const again = rules.parseMove(rules.makeMove(m));
    expect(again.ok && rules.sameMove(again.value, m)).toBe(true);
    expect(rules.describeMove(p, m)).not.toBe('');
    const after = rules.play(p, m, side);
    if (!after.ok) throw new Error(`${rules.makeMove(m)} is listed but refused: ${after.error.message}`);
    return rules.makePosition(after.value);
  });
  expect(reached.sort()).toEqual([...options].sort());
  expect(rules.isOver(p, side)).toBe(moves.length === 0);
}

describe('Ruler', () => {
  const toRow = (mask: number, n: number) =>
    Array.from({ length: n }, (_, i) => ((mask >> i) & 1 ? 'H' : 'T')).join('');
  const row = fc
    .integer({ min: 1, max: 11 })
    .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: 2 ** n - 1 })));

  it('moves to exactly the brute force’s options, and the player to move wins when the Grundy value is not 0', () => {
    const table = grundyTable(11);
    fc.assert(
      fc.property(row, ([n, mask]) => {
        const p = toRow(mask, n);
        checkAt(
          rulerRules,
          p,
          0,
          optionMasks(mask).map((o) => toRow(o, n)),
        );
        expect(firstWins(rulerRules, p, 0)).toBe(table[mask] !== 0);
      }),
    );
  });

  it('refuses a run whose right end is tails, saying why', () => {
    const r = rulerRules.play('HTT', [1, 2], 0);
    expect(r.ok).toBe(false);
    expect(rulerRules.parseMove('2–5')).toEqual({ ok: true, value: [2, 5] });
  });
});

describe('Flipping Coins', () => {
  /** The paper's moves, from the definition: Left turns two tails (1) to heads (0); Right a heads and a later tails. */
  function options(lines: readonly string[], side: 'L' | 'R'): string[] {
    const out: string[] = [];
    lines.forEach((line, c) => {
      for (let i = 0; i < line.length; i++) {
        for (let j = i + 1; j < line.length; j++) {
          const ok = side === 'L' ? line[i] === '1' && line[j] === '1' : line[i] === '0' && line[j] === '1';
          if (!ok) continue;
          const flipped = [...line];
          flipped[i] = flipped[i] === '1' ? '0' : '1';
          flipped[j] = flipped[j] === '1' ? '0' : '1';
          const after = flipped.join('').replace(/0+$/, ''); // trailing heads leave the game
          out.push(lines.map((l, k) => (k === c ? after : l)).join(','));
        }
      }
    });
    return out;
  }
  const line = fc
    .array(fc.constantFrom('0', '1'), { maxLength: 6 })
    .map((cs) => cs.join('').replace(/0+$/, ''));
  const sum = fc.array(line, { minLength: 1, maxLength: 3 });

  it('moves to exactly the definition’s options for each side, and plays out to the engine’s outcome', () => {
    fc.assert(
      fc.property(sum, (lines) => {
        for (const side of ['L', 'R'] as const) checkAt(flippingRules, lines, side, options(lines, side));
        expect(playedOutcome(flippingRules, lines)).toBe(flippingSum(lines).outcome);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a move of the wrong side with the rules’ reason', () => {
    const r = flippingRules.play(['0101'], { component: 0, move: [2, 4] }, 'R');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/Right/);
  });
});

describe('Sliding Coins', () => {
  /** The positions one move from (x, y), from the definition (bruteForce.ts's list of options). */
  function strapOptions([x, y]: readonly [number, number]): [number, number][] {
    if (x === 0) return Array.from({ length: y }, (_, y2) => [0, y2]);
    const out: [number, number][] = [];
    for (let x2 = 0; x2 < x; x2++) out.push([x2, y]); // the near coin down or off
    for (let y2 = x + 1; y2 < y; y2++) out.push([x, y2]); // the far coin between the coins
    for (let s = 0; s < x; s++) out.push([s, s + 1]); // the far coin pushes the near one
    out.push([0, 0]); // both over the edge
    return out;
  }
  const strap = fc
    .integer({ min: 0, max: 9 })
    .chain((y) =>
      y === 0
        ? fc.constant<[number, number]>([0, 0])
        : fc.tuple(fc.integer({ min: 0, max: y - 1 }), fc.constant(y)),
    );
  const straps = fc.array(strap, { minLength: 1, maxLength: 2 });

  it('moves to exactly the definition’s options, and the player to move wins when the Grundy sum is not 0', () => {
    fc.assert(
      fc.property(straps, (ps: SlidingStraps) => {
        const options = ps.flatMap((p, c) =>
          strapOptions(p).map((q) => slidingRules.makePosition(ps.map((r, k) => (k === c ? q : r)))),
        );
        checkAt(slidingRules, ps, 0, options);
        expect(firstWins(slidingRules, ps, 0)).toBe(ps.reduce((g, p) => g ^ bruteGrundy(p), 0) !== 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('Oskar’s backwards game', () => {
  /** Every b ≠ c one coin away with s.b = c, from the process's definition. */
  function options(c: string): string[] {
    const out: string[] = [];
    for (let k = 0; k < c.length; k++) {
      const b = c.slice(0, k) + (c[k] === '1' ? '0' : '1') + c.slice(k + 1);
      if (makeConfiguration(successor(fromText(b))) === c) out.push(b);
    }
    return out;
  }
  const configuration = fc
    .array(fc.constantFrom('0', '1'), { minLength: 1, maxLength: 10 })
    .map((cs) => cs.join(''));

  it('moves to exactly the configurations whose successor is this one, and plays out to the Grundy value', () => {
    fc.assert(
      fc.property(configuration, (c) => {
        checkAt(oskarBackwardsRules, c, 0, options(c));
        expect(firstWins(oskarBackwardsRules, c, 0)).toBe(grundy(fromText(c)) !== 0);
      }),
    );
  });
});

describe('Golden Nugget', () => {
  /** The sums one move away, straight from the sets (`mayTake`: may `side` take k from this heap?). */
  function options(
    heaps: readonly Heap[],
    side: 'L' | 'R',
    mayTake: (side: 'L' | 'R', h: Heap, k: number) => boolean,
  ): string[] {
    return heaps.flatMap((h, c) =>
      Array.from({ length: h.size }, (_, i) => i + 1)
        .filter((k) => mayTake(side, h, k))
        .map((k) =>
          goldenNuggetRules.makePosition(heaps.map((g, j) => (j === c ? { ...g, size: g.size - k } : g))),
        ),
    );
  }
  // A = {1, 3, 4, 6, 8, 9, 11, ...} = ⌊nφ⌋, B = ⌊nφ²⌋ (the Wythoff sets), listed here up to 12.
  const A = new Set([1, 3, 4, 6, 8, 9, 11, 12]);
  const B = new Set([2, 5, 7, 10]);
  const mayTake = (side: 'L' | 'R', h: Heap, k: number) =>
    (side === 'L') === (h.color === 'blue') ? A.has(k) : B.has(k);
  const heap = fc.record({
    size: fc.integer({ min: 0, max: 12 }),
    color: fc.constantFrom<Heap['color']>('blue', 'red'),
  });
  const heaps = fc.array(heap, { minLength: 1, maxLength: 3 });

  it('moves to exactly the sums the Wythoff sets allow, and plays out to the engine’s outcome', () => {
    fc.assert(
      fc.property(heaps, (hs) => {
        for (const side of ['L', 'R'] as const)
          checkAt(goldenNuggetRules, hs, side, options(hs, side, mayTake));
        expect(playedOutcome(goldenNuggetRules, hs)).toBe(goldenNuggetSum(hs).outcome);
      }),
      { numRuns: 60 },
    );
  });

  it('says why a take is refused', () => {
    const r = goldenNuggetRules.play([{ size: 5, color: 'blue' }], { component: 0, take: 2 }, 'L');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/2 is in B/);
  });
});
