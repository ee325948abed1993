import { describe, expect, it } from 'vitest';
import { wordStart } from './wordStart';

describe('wordStart', () => {
  it('says the window start relative to n', () => {
    expect(wordStart('20', '10')).toBe('n − 10');
    expect(wordStart('1', '1')).toBe('n');
    expect(wordStart('0', '1')).toBe('n + 1');
    const n = '1234567890'.repeat(6);
    expect(wordStart(n, (BigInt(n) - 10n).toString())).toBe('n − 10');
  });
});
