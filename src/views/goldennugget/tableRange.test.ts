import { describe, expect, it } from 'vitest';
import { readTableRange } from './tableRange';

describe('readTableRange', () => {
  it('reads a good range and page, with no problem', () => {
    expect(readTableRange('100', '80', '2', 40, 100_000)).toEqual({
      from: 100,
      rows: 80,
      page: 1,
      pages: 2,
      problems: [],
    });
    expect(readTableRange(undefined, undefined, undefined, 40, 100_000)).toEqual({
      from: 0,
      rows: 40,
      page: 0,
      pages: 1,
      problems: [],
    });
  });

  it('replaces each bad parameter by its default and says why, keeping the good ones', () => {
    const r = readTableRange('abc', '80', 'zz', 40, 100_000);
    expect(r).toMatchObject({ from: 0, rows: 80, page: 0, pages: 2 });
    expect(r.problems.map((p) => [p.param, p.value])).toEqual([
      ['from', 'abc'],
      ['page', 'zz'],
    ]);
    expect(r.problems[0]!.why).toBe('the table starts at a heap from 0 to 100,000');
    expect(r.problems[1]!.why).toBe('the table has pages 1 to 2');
  });

  it('says a range past the last heap, or no rows, instead of cutting it silently', () => {
    expect(readTableRange('99999999999', undefined, undefined, 40, 100_000).problems[0]!.param).toBe('from');
    const end = readTableRange('99990', '50', '3', 40, 100_000);
    expect(end).toMatchObject({ from: 99_990, rows: 11, page: 0 });
    expect(end.problems.map((p) => p.why)).toEqual([
      'the table shows from 1 to 11 rows from heap 99,990',
      'the table has one page',
    ]);
    expect(readTableRange('0', '0', undefined, 40, 100_000).problems[0]!.param).toBe('rows');
  });
});
