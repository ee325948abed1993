import { describe, expect, it } from 'vitest';
import { canonicalOfLine } from './canonical';
import { indexToLine } from './rules';

describe('canonical forms through the CGT engine (Theorem 3.2)', () => {
  it('every line up to 8 coins has a number as canonical form, equal to the Algorithm’s value', () => {
    for (let x = 0; x < 1 << 8; x++) {
      const r = canonicalOfLine(indexToLine(x));
      expect(r.isNumber).toBe(true);
      expect(r.agree, r.position).toBe(true);
    }
  });

  it('§4.1: 0101011111 = -11/16', () => {
    expect(canonicalOfLine('0101011111').canonical).toBe('-11/16');
  });

  it('counts the positions reachable from the line, whatever was asked before', () => {
    const first = canonicalOfLine('0101011111').positions;
    canonicalOfLine('0101011111');
    expect(canonicalOfLine('0101011111').positions).toBe(first);
    expect(canonicalOfLine('1').positions).toBe(1);
  });

  it('refuses long lines', () => {
    expect(() => canonicalOfLine('1'.repeat(13))).toThrow(/up to 12 coins/);
  });
});
