import { describe, expect, it } from 'vitest';
import { paperClaims } from './claims';

describe("the paper's printed numbers beside computation", () => {
  const claims = paperClaims();

  it('checks Table 1, Table 2, §3, §4, Table 3, §5 and §6', () => {
    expect(new Set(claims.map((c) => c.where))).toEqual(
      new Set(['Table 1', 'Table 2', '§3', '§4', 'Table 3', '§5', '§6']),
    );
    expect(claims.filter((c) => c.where === 'Table 1').every((c) => c.agrees)).toBe(true);
    expect(claims.filter((c) => c.where === 'Table 3').every((c) => c.agrees)).toBe(true);
  });

  it('finds exactly these disagreements (print errors, as transcribed)', () => {
    // Table 2: two cells contradict the printed weight row (m = 12 shows 7 heads under w = 6,
    // m = 7 shows 2 heads under w = 3). §3: "v.c = 2 + 3 + 5 + 7" lists the wrong coins
    // (the heads of 1001101 are 1, 4, 5, 7); the total 17 is right.
    expect(claims.filter((c) => !c.agrees).map((c) => c.id)).toEqual([
      'table2-cells',
      'table2-underlines',
      'table2-7-12',
      'table2-2-7',
      's3-v',
    ]);
    const v = claims.find((c) => c.id === 's3-v')!;
    expect([v.printed, v.computed]).toEqual(['2 + 3 + 5 + 7 = 17', '1 + 4 + 5 + 7 = 17']);
  });

  it('confirms the §3 narrative and the uniqueness the paper calls "apparent"', () => {
    for (const id of [
      's3-returns',
      's3-trips',
      's3-rush',
      's3-u',
      's3-n',
      's3-u-simplified',
      's3-n-v',
      's3-balance',
      's3-theorem',
      's4-ck',
      's4-max',
      's5-symmetry',
      's6-moves',
    ]) {
      expect(claims.find((c) => c.id === id)?.agrees, id).toBe(true);
    }
  });
});
