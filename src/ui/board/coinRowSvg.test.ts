import { describe, expect, it } from 'vitest';
import { coinRowSvg } from './coinRowSvg';

const parse = (svg: string) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
};

describe('coinRowSvg', () => {
  it('draws every coin with its face, letter and label, from the row’s data', () => {
    const line = '0101011111';
    const coins = [...line].map((c): 'H' | 'T' => (c === '1' ? 'T' : 'H'));
    const doc = parse(
      coinRowSvg({
        coins,
        symbols: { H: '0', T: '1' },
        labels: coins.map((_, i) => i + 1),
        title: `Flipping Coins line 1: ${line}`,
      }),
    );
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelectorAll('g.coin')).toHaveLength(10);
    expect(doc.querySelectorAll('g.coin-heads')).toHaveLength(3);
    expect(doc.querySelectorAll('g.coin-tails')).toHaveLength(7);
    expect([...doc.querySelectorAll('g.coin text')].map((t) => t.textContent).join('')).toBe(line);
    expect([...doc.querySelectorAll('text.coin-label')].map((t) => t.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(doc.querySelector('title')?.textContent).toBe('Flipping Coins line 1: 0101011111');
    // wide enough for every coin
    expect(Number(doc.documentElement.getAttribute('width'))).toBeGreaterThanOrEqual(10 * 40);
  });

  it('draws empty squares and owners, and escapes text', () => {
    const doc = parse(
      coinRowSvg({ coins: ['H', null, 'T'], owners: ['left', undefined, 'right'], title: 'a < b & "c"' }),
    );
    expect(doc.querySelectorAll('g.coin-empty')).toHaveLength(1);
    expect(doc.querySelector('g.coin-heads circle')?.getAttribute('fill')).toBe('#0072b2');
    expect(doc.querySelector('g.coin-tails circle')?.getAttribute('stroke')).toBe('#d55e00');
    expect(doc.querySelectorAll('text.coin-label')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe('a < b & "c"');
  });
});
