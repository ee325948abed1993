/**
 * Theorem 2.2 as an algorithm (classify.ts) against the canonical-form engine: the reduced
 * form the classifier reads from Fibonacci representations equals the engine's reduced form
 * of the value computed from the rules, heap by heap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makePlain } from '../../cgt/plain';
import { reduced } from '../../cgt/reduced';
import { isNumber, numberValue } from '../../cgt/store';
import { ALPHA_SLIP, alpha, classify, printedAlpha, xk } from './classify';
import { classifySteps } from './classifySteps';
import { heapValue } from './heapTable';
import { wythoffA as A, wythoffB as B } from './wythoff';

const N = 5000;

beforeAll(() => {
  heapValue(N);
});

describe(`the classifier equals the engine (heaps 0..${N})`, () => {
  it('reduced forms, number-ness and number values agree', () => {
    const wrong: string[] = [];
    for (let n = 0; n <= N; n++) {
      const c = classify(BigInt(n));
      const g = heapValue(n);
      const engine = makePlain(reduced(g));
      if (c.reduced !== engine || c.isNumber !== isNumber(g) || !c.consistent)
        wrong.push(`${n}: ${c.part} ${c.reduced} vs ${engine}`);
      if (c.isNumber && c.value?.toString() !== numberValue(g)?.toString())
        wrong.push(`${n}: value ${c.value} vs ${numberValue(g)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the parts are the sets they are named after', () => {
    const parts = new Map<number, string>();
    const mark = (f: (m: bigint) => bigint, name: string, from = 0n) => {
      for (let m = from; f(m) <= BigInt(N); m++) parts.set(Number(f(m)), name);
    };
    mark(B, 'B', 1n);
    mark((m) => A(B(m)) + 1n, 'AB+1', 1n);
    mark((m) => B(B(m)) + 1n, 'BB+1', 1n);
    for (let k = 1; xk(k) <= BigInt(N); k++) {
      const bk = (m: bigint) => {
        let v = m;
        for (let i = 0; i <= k; i++) v = B(v);
        return v + xk(k);
      };
      mark(bk, `X_${k}`, 1n);
      parts.set(Number(xk(k)), `x_${k}`);
    }
    parts.set(0, '0,1');
    parts.set(1, '0,1');
    const wrong: number[] = [];
    for (let n = 0; n <= N; n++) {
      const c = classify(BigInt(n));
      const name = c.k === null ? c.part : c.part.replace('k', String(c.k));
      if (parts.get(n) !== name) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it("follows the truth where the note's α_k is printed with its index off by one", () => {
    // heap 8 is in X_1: the engine says {1|1/2}; the printed α_1 = 0.101 = 5/8 would not match
    expect(makePlain(reduced(heapValue(8)))).toBe('{1|1/2}');
    expect(alpha(1).toString()).toBe('1/2');
    expect(printedAlpha(1).toString()).toBe('5/8');
    expect(classify(8n).reduced).toBe('{1|1/2}');
  });
});

describe('sizes far beyond the table', () => {
  it('classifies 100-digit heaps consistently, with number values in (1/2, 1]', () => {
    const big = 10n ** 100n;
    for (let d = 0n; d < 200n; d++) {
      const c = classify(big - d);
      expect(c.consistent, `10^100 − ${d}`).toBe(true);
      if (c.value) expect(c.value.num * 2n > 1n << BigInt(c.value.exp)).toBe(true);
    }
    // x_k for large k is the number 0.(10)^(k−1)1
    expect(classify(xk(200)).value?.eq(alpha(200))).toBe(true);
  });
});

// Issue 25: student text named our files ("the note prints α_k", "the note's own list says").
describe('Theorem 2.2 text for students', () => {
  it('names the paper and the reconstruction, never a file of ours', () => {
    const c = classify(8n); // 8 ∈ X_1
    const captions = classifySteps(c).steps.map((s) => s.caption);
    expect(captions.join(' ')).toMatch(/paper's formula, as reconstructed from its text/);
    for (const text of [...captions, ALPHA_SLIP.printed, ALPHA_SLIP.used, ALPHA_SLIP.why])
      expect(text).not.toMatch(/\bnote\b|notes\/|\.md\b|printed statement/);
  });
});
