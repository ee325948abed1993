import { describe, expect, it } from 'vitest';
import { checkClaims } from './claims';

describe("the paper's claims, checked", () => {
  const claims = checkClaims(120);
  const byId = (id: string) => claims.find((c) => c.id === id)!;

  it('Theorem 2 holds against brute force for y <= 120', () => {
    expect(byId('theorem-2')).toMatchObject({ holds: true, failures: 0 });
  });

  it('every position but (0, 0) is an N-position (Abstract)', () => {
    expect(byId('abstract-n-positions').holds).toBe(true);
  });

  it('no position lies in sets of two values of n; the sets of one n overlap', () => {
    const c = byId('definition-3.1-single-n');
    expect(c.holds).toBe(true);
    expect(c.note).toMatch(/\(0, 2\) lies in G\(2,1\) and G\(2,2\)/);
  });

  it('Lemma 1 (i), eq. (6) misprints its bound: it lists (4m+1, 8m+3), which is in G(n,1), not G(n,2)', () => {
    const c = byId('lemma-1(i)');
    expect(c.holds).toBe(false);
    // n = 6m + 2 for m = 0..19 (n <= 120): one extra point each
    expect(c.failures).toBe(20);
    expect(c.counterexamples[0]).toBe(
      'n = 2: eq. (6) lists (1, 3), which is not in G(2,2) (it is in G(2,1))',
    );
    expect(c.counterexamples[1]).toBe(
      'n = 8: eq. (6) lists (5, 11), which is not in G(8,2) (it is in G(8,1))',
    );
    expect(c.note).toMatch(/union.*unaffected/);
  });

  it.each(['(ii)', '(iii)', '(iv)', '(v)', '(vi)'])('Lemma 1 %s agrees with Definition 3.1', (part) => {
    expect(byId(`lemma-1${part}`)).toMatchObject({ holds: true, failures: 0 });
  });

  it('Lemma 2 holds', () => {
    expect(byId('lemma-2').holds).toBe(true);
  });
});
