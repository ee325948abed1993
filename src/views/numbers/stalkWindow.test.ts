import { describe, expect, it } from 'vitest';
import { maxPieces, stalkWindow } from './stalkWindow';
import { texOfValue } from './format';

describe('stalkWindow', () => {
  it('draws every edge of a short string', () => {
    expect(stalkWindow(4, [2, null])).toEqual([0, 1, 2, 3].map((index) => ({ kind: 'edge', index })));
  });

  it('keeps the ends and the edges around the focus points of a long string, with counted gaps', () => {
    const pieces = stalkWindow(1000, [500, 700]);
    const edges = pieces.flatMap((p) => (p.kind === 'edge' ? [p.index] : []));
    const gaps = pieces.flatMap((p) => (p.kind === 'gap' ? [p.count] : []));
    expect(edges).toEqual([0, 1, 2, 3, 498, 499, 500, 501, 698, 699, 700, 701, 996, 997, 998, 999]);
    expect(edges.length + gaps.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(pieces.length).toBeLessThanOrEqual(maxPieces(1000));
  });
});

describe('texOfValue', () => {
  it.each([
    ['3', '3'],
    ['-11/16', '-\\frac{11}{16}'],
    ['5/8', '\\frac{5}{8}'],
  ])('%s', (s, tex) => expect(texOfValue(s)).toBe(tex));
});
