import { describe, expect, it } from 'vitest';
import { readHeapInput } from './heapInput';

const said = (t: string) => {
  const r = readHeapInput(t, 100_000);
  return r.ok ? r.value : r.message;
};

describe('readHeapInput', () => {
  it('reads a whole number from 0 to the limit', () => {
    expect(said(' 0 ')).toBe(0);
    expect(said('100000')).toBe(100_000);
  });

  it('says what was wrong, quoting what was typed', () => {
    expect(said('abc')).toBe('“abc” is not a whole number; type a heap size from 0 to 100,000.');
    expect(said('2.5')).toBe('“2.5” is not a whole number; type a heap size from 0 to 100,000.');
    expect(said('-1')).toBe('“-1” is below 0; type a heap size from 0 to 100,000.');
    expect(said('100001')).toBe('“100001” is above the limit; type a heap size from 0 to 100,000.');
    expect(said('99999999999999999999999')).toContain('is above the limit');
    expect(said('1e9')).toBe('“1e9” is 1,000,000,000, above the limit; type a heap size from 0 to 100,000.');
    expect(said('1e3')).toBe(
      '“1e3” has an exponent: write it in digits, 1000; type a heap size from 0 to 100,000.',
    );
    expect(said('')).toBe('Type a heap size from 0 to 100,000.');
  });
});
