/** The "goldennugget" contract through analyze() (design.md). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

const ask = (req: Record<string, unknown>) =>
  analyze({ game: 'goldennugget', ...req }) as Record<string, any>;

describe('goldennugget heap', () => {
  it('answers with the contract fields', () => {
    expect(ask({ op: 'heap', size: 8 })).toMatchObject({
      ok: true,
      canonical: '{1|1/2}',
      reduced: '{1|1/2}',
      isNumber: false,
      leftStop: '1',
      rightStop: '1/2',
      set: 'A',
      zeckendorf: '10000',
    });
    expect(ask({ op: 'heap', size: 6 })).toMatchObject({
      canonical: '3/4',
      reduced: '3/4',
      isNumber: true,
      leftStop: '3/4',
      rightStop: '3/4',
    });
  });

  it.each([
    [{ op: 'heap', size: -1 }, 'bad_field'],
    [{ op: 'heap', size: 2.5 }, 'bad_field'],
    [{ op: 'heap', size: 10 ** 9 }, 'too_large'],
    [{ op: 'heap' }, 'missing_field'],
    [{ op: 'sum', heaps: [{ size: 3, color: 'green' }] }, 'bad_field'],
    [{ op: 'sum', heaps: [] }, 'bad_field'],
    [{ op: 'sum', heaps: 'blue 3' }, 'bad_field'],
    [{ op: 'table', from: 10, to: 5 }, 'bad_field'],
    [{ op: 'table', from: 0, to: 5000 }, 'too_large'],
  ])('%j → %s', (req, code) => {
    expect(ask(req).error.code).toBe(code);
  });
});

describe('goldennugget sum', () => {
  it('answers with canonical, outcome and winning moves (Question 1.2 (ii))', () => {
    const r = ask({
      op: 'sum',
      heaps: [
        { size: 20, color: 'blue' },
        { size: 17, color: 'red' },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      outcome: 'N',
      winningMoves: { right: [{ component: 0, after: 0 }] },
    });
    expect(r.canonical).toMatch(/^\{/);
  });

  it('a blue and a red heap of the same size cancel', () => {
    expect(
      ask({
        op: 'sum',
        heaps: [
          { size: 20, color: 'blue' },
          { size: 20, color: 'red' },
        ],
      }),
    ).toMatchObject({ canonical: '0', outcome: 'P', winningMoves: { left: [], right: [] } });
  });
});

describe('goldennugget table', () => {
  it('gives rows with the Wythoff set, Zeckendorf word and values', () => {
    const r = ask({ op: 'table', from: 0, to: 8 });
    expect(r.rows).toHaveLength(9);
    expect(r.rows[2]).toMatchObject({
      size: 2,
      set: 'B',
      zeckendorf: '10',
      reduced: '{1|0}',
      isNumber: false,
    });
    expect(r.rows[0]).toMatchObject({ size: 0, set: 'none', canonicalShort: '0', outcome: 'P' });
  });
});

describe('goldennugget progress and cancel', () => {
  it('reports progress, stops when cancelled, and resumes correctly later', () => {
    let reads = 0;
    const progress: number[] = [];
    const signal = {
      get aborted() {
        return ++reads > 40;
      },
    };
    const r = analyze(
      { game: 'goldennugget', op: 'heap', size: 60_000 },
      { signal, onProgress: (p) => progress.push(p.done) },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    // the heaps done before the cancel stay done and right: Theorem 6.1 on the next request
    const sizes = [2001, 2002, 2003, 2004, 2005, 2006];
    const outcomes = sizes.map((size) => ask({ op: 'heap', size }).outcome);
    const sets = sizes.map((size) => ask({ op: 'heap', size }).set);
    expect(outcomes).toEqual(sets.map((s) => (s === 'A' ? 'L' : 'N')));
    expect(progress.length).toBeGreaterThan(0);
  });
});

describe('goldennugget classify (Theorem 2.2 from representations)', () => {
  it('classifies small heaps with representations, value and a walkthrough', () => {
    const r = ask({ op: 'classify', size: '14' });
    expect(r).toMatchObject({
      ok: true,
      part: 'BB+1',
      reduced: '7/8',
      isNumber: true,
      value: '7/8',
      binary: '0.111',
      representations: { zeckendorf: [7, 2], leastOdd: [7, 1], even: [6, 4, 4] },
    });
    expect(r.steps.title).toMatch(/Theorem 2.2/);
    expect(r.steps.steps.length).toBeGreaterThan(3);
    expect(ask({ op: 'classify', size: '8' })).toMatchObject({
      part: 'X_k',
      k: 1,
      reduced: '{1|1/2}',
      isNumber: false,
      value: null,
    });
    expect(ask({ op: 'classify', size: '8' }).printedStatementDiffers[0].used).toMatch(/k−1/);
  });

  it('says the word’s trailing zeros in the right number (Proposition 5.1 step)', () => {
    const said = (size: string) =>
      ask({ op: 'classify', size })
        .steps.steps.map((s: { caption: string }) => s.caption)
        .find((c: string) => c.startsWith('Proposition 5.1'));
    expect(said('20')).toContain('ends in $1$ zero and'); // 20 = F7 + F5 + F3
    expect(said('14')).toContain('ends in $0$ zeros and'); // 14 = F7 + F2
    expect(said('21')).toContain('ends in $6$ zeros and'); // 21 = F8
  });

  it('takes 100-digit sizes and refuses larger or malformed ones, naming the limit', () => {
    expect(ask({ op: 'classify', size: '9'.repeat(100) }).ok).toBe(true);
    expect(ask({ op: 'classify', size: '1' + '0'.repeat(100) }).ok).toBe(true);
    const big = ask({ op: 'classify', size: '1' + '0'.repeat(100) + '1' });
    expect(big.error).toMatchObject({ code: 'too_large', field: 'size' });
    expect(big.error.message).toMatch(/10\^100/);
    expect(ask({ op: 'classify', size: '12x' }).error.code).toBe('bad_field');
    expect(ask({ op: 'classify', size: '-3' }).error.code).toBe('bad_field');
  });
});

describe('goldennugget checkTheorem', () => {
  it('computes the heaps it checks, finds no disagreement and records the α_k slip', () => {
    const r = ask({ op: 'checkTheorem', upTo: 300 });
    expect(r).toMatchObject({ ok: true, checked: 301, disagreements: [] });
    expect(r.printedStatementDiffers[0].heaps[0]).toBe(8);
  });
});

describe('goldennugget sum: moves and the reduced-form warning', () => {
  it('winning moves carry take; Question 1.2 (i) shows the reduced forms misleading', () => {
    const r = ask({
      op: 'sum',
      heaps: [
        { size: 3, color: 'blue' },
        { size: 20, color: 'blue' },
        { size: 18, color: 'red' },
      ],
    });
    expect(r.winningMoves.left).toContainEqual({ component: 2, take: 18, after: 0 });
    expect(r.reducedWarning).toMatchObject({
      misleads: true,
      heapReduced: ['1/2', '{1|0}', '{0|-1}'],
      reducedSum: '1/2',
      reducedSumIsNumber: true,
      realIsNumber: false,
      realOutcome: 'L',
    });
  });

  it("Question 1.2 (ii): no warning at blue 20 + red 17, but Left's moves to reduced sum 0 are flagged", () => {
    const heaps = [
      { size: 20, color: 'blue' },
      { size: 17, color: 'red' },
    ];
    const r = ask({ op: 'sum', heaps });
    expect(r.reducedWarning).toMatchObject({ misleads: false, reducedSum: '{0|-1}' });
    // the paper's winning move, 16 from 20, leaves reduced sum 1 − 1 = 0 and a positive infinitesimal
    expect(r.reducedWarning.moves.left).toContainEqual({
      component: 0,
      take: 16,
      after: 4,
      reducedSum: '0',
      realOutcome: 'L',
    });
    // every flagged move: its position's own warning agrees (the reduced sum is a number, the real sum not it)
    for (const side of ['left', 'right'] as const)
      for (const m of r.reducedWarning.moves[side]) {
        const after = heaps.map((h, i) => (i === m.component ? { ...h, size: m.after } : h));
        const w = ask({ op: 'sum', heaps: after }).reducedWarning;
        expect(w).toMatchObject({ misleads: true, reducedSum: m.reducedSum, realOutcome: m.realOutcome });
      }
    // taking 3 leaves blue 17 − red 17 = 0 exactly: no warning
    expect(r.reducedWarning.moves.left.some((m: { after: number }) => m.after === 17)).toBe(false);
  });

  it('table rows carry the classifier and its agreement', () => {
    const r = ask({ op: 'table', from: 0, to: 40 });
    expect(r.rows.every((row: any) => row.theorem.agrees)).toBe(true);
    expect(r.rows[8].theorem).toMatchObject({ part: 'X_k', k: 1, byTheorem: '{1|1/2}' });
  });
});
