import { describe, expect, it } from 'vitest';
import { mex } from '../../arith/nim';
import { bruteGrundy } from './bruteForce';
import { cellMex } from './cellMexDerivation';
import { formulaGrundy } from './formula';
import { options, type Position } from './rules';

describe('the mex frames of one table cell', () => {
  it('lists every option with its brute-force value, one frame each, and the mex is the cell (y <= 20)', () => {
    for (let y = 0; y <= 20; y++)
      for (let x = 0; x < Math.max(y, 1); x++) {
        const p: Position = [x, y];
        const c = cellMex(p);
        expect(c.options.map((o) => o.after)).toEqual(options(p));
        expect(c.options.map((o) => o.value)).toEqual(options(p).map((q) => bruteGrundy(q)));
        expect(c.grundy).toBe(bruteGrundy(p));
        expect(c.grundy).toBe(mex(c.options.map((o) => o.value)));
        const steps = c.derivation.steps;
        const optionFrames = steps.filter((s) => s.state.phase === 'option');
        expect(optionFrames.map((s) => s.state.current)).toEqual(c.options.map((_, i) => i));
        optionFrames.forEach((s, i) =>
          expect(s.state.seen).toEqual(
            [...new Set(c.options.slice(0, i + 1).map((o) => o.value))].sort((a, b) => a - b),
          ),
        );
        const mexFrame = steps.find((s) => s.state.phase === 'mex')!;
        expect(mexFrame.state.mex).toBe(c.grundy);
        expect(mexFrame.state.seen).not.toContain(c.grundy);
        const set = steps.at(-1)!.state;
        expect(set.phase).toBe('set');
        expect(set.sets!.map((s) => s.label)).toEqual(formulaGrundy(p).memberships.map((m) => m.label));
        if (y > 0) expect(set.sets!.every((s) => s.n === c.grundy)).toBe(true);
      }
  });

  it('(0, 0) has no options: mex 0, outside Definition 3.1', () => {
    const c = cellMex([0, 0]);
    expect(c.options).toEqual([]);
    expect(c.grundy).toBe(0);
    expect(c.derivation.steps.at(-1)!.caption).toContain('mex of nothing');
  });
});
