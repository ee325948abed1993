import { describe, expect, it } from 'vitest';
import { analyze, ask } from '../../api';
import { fromText, makeConfiguration } from './configuration';
import { configurationAt, weight } from './process';
import { processFramePage } from './processFrames';
import { slowestConfiguration } from './slowest';
import { statistics } from './statistics';

describe("Oskar's process as player frames", () => {
  const c = fromText('1001101');

  it('frame m is s^m.c with its weight, the coin it turns next and the steps to come', () => {
    const page = processFramePage(c, 18, 0, 100);
    expect(page.count).toBe(19);
    expect(page.from).toBe(0);
    expect(page.frames).toHaveLength(19);
    page.frames.forEach((f, m) => {
      const at = configurationAt(c, m);
      expect(f.state.m).toBe(m);
      expect(f.state.configuration).toBe(makeConfiguration(at));
      expect(f.state.w).toBe(weight(at));
      expect(f.state.n).toBe(18 - m);
    });
    expect(page.frames[0].caption).toContain('w = 4');
    expect(page.frames[0].caption).toContain('= 18$ steps');
    expect(page.frames[2].highlight).toEqual([{ indices: [3], tone: 'accent', label: 'next: coin w = 4' }]);
  });

  it('only the last frame, all tails, is important, and it highlights no coin', () => {
    const { frames } = processFramePage(c, 18, 0, 100);
    expect(frames.flatMap((f, i) => (f.important ? [i] : []))).toEqual([18]);
    expect(frames[18].state.configuration).toBe('0000000');
    expect(frames[18].highlight).toBeUndefined();
    expect(frames[18].caption).toMatch(/All tails after \$18\$ steps/);
  });

  it('an all-tails start has one frame, the last', () => {
    const page = processFramePage(fromText('000'), 0, 0, 10);
    expect(page.count).toBe(1);
    expect(page.frames).toHaveLength(1);
    expect(page.frames[0].important).toBe(true);
  });

  it('serves a page deep in the 500,500-step trajectory of 1,000 coins, clipped at its end', () => {
    const slow = slowestConfiguration(1000);
    const page = processFramePage(slow, statistics(slow).n, 500_400, 200);
    expect(page.count).toBe(500_501);
    expect(page.from).toBe(500_400);
    expect(page.frames).toHaveLength(101);
    expect(page.frames[100].state.configuration).toBe('0'.repeat(1000));
    expect(page.frames[0].state.configuration).toBe(makeConfiguration(configurationAt(slow, 500_400)));
  });

  it('is the "processFrames" request, with the page limits of "elevator"', () => {
    const r = ask({ game: 'oskar', op: 'processFrames', configuration: '1001101', from: 17, count: 5 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r).toMatchObject({ count: 19, from: 17 });
    expect(r.frames.map((f) => f.state.m)).toEqual([17, 18]);
    const big = analyze({ game: 'oskar', op: 'processFrames', configuration: '1'.repeat(1000), count: 2000 });
    expect(big).toMatchObject({ ok: false, error: { code: 'too_large', field: 'count' } });
  });

  it('with a stride serves every k-th frame, each the configuration at its m, and never skips the last', () => {
    const slow = slowestConfiguration(1000);
    const moves = statistics(slow).n;
    const page = processFramePage(slow, moves, 1000, 200, undefined, 500);
    expect(page).toMatchObject({ count: 500_501, from: 1000, stride: 500 });
    expect(page.frames.map((f) => f.state.m)).toEqual(Array.from({ length: 200 }, (_, j) => 1000 + 500 * j));
    for (const j of [0, 1, 117, 199]) {
      const f = page.frames[j].state;
      const at = configurationAt(slow, f.m);
      expect(f.configuration).toBe(makeConfiguration(at));
      expect(f.w).toBe(weight(at));
      expect(f.n).toBe(moves - f.m);
    }
    // a page reaching past the end stops at all tails, the important last frame
    const end = processFramePage(c, 18, 5, 100, undefined, 4);
    expect(end.frames.map((f) => f.state.m)).toEqual([5, 9, 13, 17, 18]);
    expect(end.frames.at(-1)).toMatchObject({ important: true, state: { configuration: '0000000', n: 0 } });
    expect(processFramePage(c, 18, 5, 3, undefined, 4).frames.map((f) => f.state.m)).toEqual([5, 9, 13]);
  });

  it('"processFrames" takes an optional stride of at least 1', () => {
    const r = ask({
      game: 'oskar',
      op: 'processFrames',
      configuration: '1001101',
      from: 2,
      count: 3,
      stride: 7,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r).toMatchObject({ count: 19, from: 2, stride: 7 });
    expect(r.frames.map((f) => f.state.m)).toEqual([2, 9, 16]);
    const plain = ask({ game: 'oskar', op: 'processFrames', configuration: '1001101', from: 2, count: 3 });
    expect(plain.ok && plain.stride).toBe(1);
    expect(
      analyze({ game: 'oskar', op: 'processFrames', configuration: '1001101', stride: 0 }),
    ).toMatchObject({ ok: false, error: { field: 'stride' } });
  });
});
