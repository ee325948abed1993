import { describe, expect, it } from 'vitest';
import { rowsDerivation } from './derivation';
import { applyMove, fromMask } from './rules';
import { nimValue, rowCount } from './rulerFunction';
import { winningMoves } from './winningMoves';

describe('ruler-row walkthrough', () => {
  const hoey = rowsDerivation('TTTTHTTHTHHTHTT');
  const phases = hoey.steps.map((s) => s.state.phase);

  it('has the phases in order for Hoey example', () => {
    expect(hoey.title).toBe('Ruler rows of TTTTHTTHTHHTHTT');
    expect(phases).toEqual([
      'line',
      'drop',
      'drop',
      'drop',
      'drop',
      'parity',
      'bits',
      'bits',
      'bits',
      'bits',
      'value',
      'target',
      'candidates',
      'run',
      'run',
      'run',
      'run',
      'played',
    ]);
  });

  it('drops coins into rows by the largest power of two dividing them', () => {
    const drop = hoey.steps.filter((s) => s.state.phase === 'drop');
    expect(drop.map((s) => s.state.rowsShown)).toEqual([1, 2, 3, 4]);
    expect(drop[3].state.rows.map((r) => r.coins)).toEqual([
      [1, 3, 5, 7, 9, 11, 13, 15],
      [2, 6, 10, 14],
      [4, 12],
      [8],
    ]);
    expect(drop[0].state.rows[0].parity).toBeUndefined();
  });

  it('lights rows odd/even and assembles the bits into 11 = 1011₂', () => {
    const parity = hoey.steps[5].state;
    expect(parity.rows.map((r) => [r.heads, r.parity])).toEqual([
      [3, 'odd'],
      [1, 'odd'],
      [0, 'even'],
      [1, 'odd'],
    ]);
    const bits = hoey.steps.filter((s) => s.state.phase === 'bits').map((s) => s.state.bits);
    expect(bits).toEqual([
      [1, null, null, null],
      [1, 1, null, null],
      [1, 1, 0, null],
      [1, 1, 0, 1],
    ]);
    const value = hoey.steps[10];
    expect(value.state.nimValue).toBe(11);
    expect(value.caption).toContain('1011_2 = 8 + 2 + 1 = 11');
    expect(value.important).toBe(true);
  });

  it('constructs every winning run from the forced left ends', () => {
    const cand = hoey.steps[12].state.candidates!;
    expect(cand.map((c) => [c.to, c.from, c.ok])).toEqual([
      [5, 9, false],
      [8, 6, true],
      [10, 8, true],
      [11, 7, true],
      [13, 1, true],
    ]);
    for (const c of cand) expect(c.parityBefore).toBe(c.parityTo ^ 11);
    const runs = hoey.steps.filter((s) => s.state.phase === 'run');
    expect(runs.map((s) => s.state.run)).toEqual([
      [6, 8],
      [8, 10],
      [7, 11],
      [1, 13],
    ]);
    // 7–11 flips coins 7, 9, 11 (row 0), 10 (row 1), 8 (row 3): odd counts exactly in the odd rows
    expect(runs[2].state.rows.map((r) => r.flipped)).toEqual([3, 1, 0, 1]);
  });

  it('plays the chosen run and ends with every row even', () => {
    const d = rowsDerivation('TTTTHTTHTHHTHTT', [7, 11]);
    const last = d.steps.at(-1)!;
    expect(last.state.position).toBe('TTTTHTHTHTTTHTT');
    expect(last.state.nimValue).toBe(0);
    expect(last.state.rows.every((r) => r.parity === 'even')).toBe(true);
  });

  it('on every position of up to 8 coins: bits are the value, and the played run reaches 0', () => {
    for (let n = 1; n <= 8; n++) {
      for (let m = 0; m < 1 << n; m++) {
        const p = fromMask(m, n);
        const d = rowsDerivation(p);
        const v = nimValue(p);
        const value = d.steps.find((s) => s.state.phase === 'value')!;
        expect(value.state.bits.reduce<number>((s, b, k) => s | ((b ?? 0) << k), 0)).toBe(v);
        expect(value.state.bits.length).toBe(rowCount(n));
        const last = d.steps.at(-1)!;
        if (v === 0) expect(last.state.phase).toBe('lost');
        else {
          expect(last.state.phase).toBe('played');
          expect(last.state.position).toBe(applyMove(p, winningMoves(p)[0]));
          expect(nimValue(last.state.position)).toBe(0);
        }
        for (const s of d.steps)
          for (const h of s.highlight ?? []) for (const i of h.indices) expect(i >= 0 && i < n).toBe(true);
      }
    }
  });
});
