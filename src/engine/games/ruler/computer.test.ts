import { describe, expect, it } from 'vitest';
import { seededRandom } from '../computerChoice';
import { computerMove } from './computer';
import { applyMove, fromMask, legalMoves, whyIllegal } from './rules';
import { nimValue } from './rulerFunction';

describe('the computer player', () => {
  it('plays a winning run from every N-position of up to 9 coins when perfect', () => {
    for (let m = 1; m < 1 << 9; m++) {
      const p = fromMask(m, 9);
      const c = computerMove(p, 0, m)!;
      expect(whyIllegal(p, c.move)).toBeNull();
      expect(c.valueAfter).toBe(nimValue(applyMove(p, c.move)));
      if (nimValue(p) !== 0) {
        expect(c.reason).toBe('winning');
        expect(c.valueAfter).toBe(0);
      } else expect(c.reason).toBe('no-winning-move');
    }
  });

  it('has no move on all tails', () => expect(computerMove('TTT', 0, 1)).toBeNull());

  it('always errs at rate 1, with legal runs covering every legal move', () => {
    const p = 'THHTH';
    const seen = new Set<string>();
    for (let seed = 0; seed < 400; seed++) {
      const c = computerMove(p, 1, seed)!;
      expect(c.reason).toBe('mistake');
      expect(whyIllegal(p, c.move)).toBeNull();
      seen.add(c.move.join('-'));
    }
    expect(seen.size).toBe(legalMoves(p).length);
  });

  it('is repeatable for a seed', () => {
    expect(computerMove('TTTTHTTHTHHTHTT', 0.5, 42)).toEqual(computerMove('TTTTHTTHTHHTHTT', 0.5, 42));
    const r = seededRandom(7);
    const xs = Array.from({ length: 1000 }, r);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
