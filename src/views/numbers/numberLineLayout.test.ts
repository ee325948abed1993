import { describe, expect, it } from 'vitest';
import { layoutNumberLine, parseDyadicText, shortLabel, type LineGeometry } from './numberLineLayout';

const G: LineGeometry = { width: 560, pad: 44, charWidth: 8, openLower: false, openUpper: false };
const overlaps = (xs: { left: number; right: number }[]) =>
  xs.some((a, i) => xs.some((b, j) => i < j && a.left < b.right && b.left < a.right));

describe('number line layout', () => {
  it('reads p/q with q a power of 2, and nothing else', () => {
    expect(parseDyadicText('-3/8')).toEqual({ num: -3n, exp: 3 });
    expect(parseDyadicText('5')).toEqual({ num: 5n, exp: 0 });
    expect(parseDyadicText('1/3')).toBeNull();
  });

  it('places ordinary values in order inside the drawing', () => {
    const p = layoutNumberLine(
      [
        { value: '3/8', above: false, priority: 2 },
        { value: '17/32', above: false, priority: 2 },
        { value: '1/2', above: true, priority: 3 },
      ],
      G,
    );
    expect(p[0].x).toBeLessThan(p[2].x);
    expect(p[2].x).toBeLessThan(p[1].x);
    expect(p.every((m) => m.label !== null)).toBe(true);
  });

  it('huge and tiny endpoints: finite positions, short labels, none overlapping', () => {
    const huge = '1' + '0'.repeat(311) + '1';
    const marks = [
      { value: '1000000000000000000000000000000000000001/1024', above: false, priority: 2 },
      { value: huge, above: false, priority: 2 },
      { value: '976562500000000000000000000000000001', above: true, priority: 3 },
      { value: '976562500000000000000000000000000002', above: true, priority: 1 },
      { value: '976562500000000000000000000000000003', above: true, priority: 1 },
      { value: `1/${2n ** 4000n}`, above: true, priority: 1 },
    ];
    const p = layoutNumberLine(marks, { ...G, openUpper: true });
    expect(
      p.every((m) => Number.isFinite(m.x) && Number.isFinite(m.labelX) && m.x >= 0 && m.x <= G.width),
    ).toBe(true);
    expect(p[1].label).toBe('1000…001');
    for (const above of [true, false]) {
      const row = p
        .filter((m) => m.above === above && m.label !== null)
        .map((m) => {
          const w = m.label!.length * G.charWidth;
          const left = m.anchor === 'start' ? m.labelX : m.anchor === 'end' ? m.labelX - w : m.labelX - w / 2;
          return { left, right: left + w };
        });
      expect(overlaps(row)).toBe(false);
      expect(row.every((r) => r.left >= 0 && r.right <= G.width)).toBe(true);
    }
    // the most important label (the simplest number) is always kept
    expect(p[2].label).not.toBeNull();
  });

  it('keeps labels below the axis off the ∞ sign of an open end', () => {
    const p = layoutNumberLine(
      [
        { value: '1', above: false, priority: 2 },
        { value: '2', above: true, priority: 3 },
        { value: '1000000', above: false, priority: 0 },
      ],
      { ...G, openUpper: true },
    );
    expect(
      p[2].label === null || p[2].labelX + p[2].label.length * G.charWidth < G.width - 2 - 3 * G.charWidth,
    ).toBe(true);
  });

  it('shortens long labels but keeps short ones', () => {
    expect(shortLabel('-11/16')).toBe('−11/16');
    expect(shortLabel('123456789012345/1024')).toBe('1234…345/1024');
  });
});
