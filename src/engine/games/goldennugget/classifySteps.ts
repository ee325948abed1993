/**
 * The walkthrough of Theorem 2.2 as an algorithm (state ClassifyState): one frame
 * per decision the classifier (classify.ts) takes, then the chain of heaps a number heap's
 * binary digits are read along (Proposition 4.7), then the reduced form. The theorem is the
 * notation note's reconstruction, and the frames say so; where its print is wrong (α_k) the
 * frame says what is used instead. `highlight.indices` are positions in the list of the
 * representation named by `state.reading`.
 */
import { Dyadic, parseDyadic } from '../../arith/dyadic';
import { texNumber } from '../../arith/tex';
import type { Derivation, Step } from '../../derivation';
import { alpha, printedAlpha, xk, type Classification } from './classify';
import { F } from './representations';
import type { ClassifyState } from './theoremTypes';

const tn = (v: bigint): string => texNumber(Dyadic.int(v));
const sumTex = (idx: readonly number[]): string =>
  idx.length ? idx.map((i) => `F_{${i}}`).join(' + ') : '0';
const last = (z: readonly number[]) => [z.length - 1];
/** Chain heaps stepped through at each end of a long chain. */
const SHOWN = 12;

export function classifySteps(c: Classification): Derivation<ClassifyState> {
  const n = c.n;
  const steps: Step<ClassifyState>[] = [];
  const state = (extra: Partial<ClassifyState> = {}): ClassifyState => ({
    size: n.toString(),
    reading: 'zeckendorf',
    representations: c.reps,
    ...extra,
  });
  const z = c.reps.zeckendorf;
  steps.push({
    caption: `Theorem 2.2 (Section 2 of the paper) classifies a heap by its Zeckendorf form. The statement here is a reconstruction (the paper's symbols were damaged in its text), so each step is checked against the engine's values. Write $n = ${tn(n)}$ in Zeckendorf form: $${sumTex(z)}$.`,
    state: state(),
  });
  if (n <= 1n) {
    steps.push({
      caption: `$n = ${n}$: the heap ${n === 0n ? 'with no counters is $0$' : 'of one counter is $\\{0\\mid\\}=1$'}, one of the number heaps $\\{0, 1\\}$ of (iii).`,
      state: state({ part: '0,1', reduced: c.reduced }),
      important: true,
    });
    return done(c, steps, state);
  }
  const i1 = z[z.length - 1];
  steps.push({
    caption: `Proposition 5.1: the smallest index is $${i1}$, so the word ends in $${i1 - 2}$ zero${i1 - 2 === 1 ? '' : 's'} and $n \\in ${c.set}$.`,
    highlight: [{ indices: last(z), tone: 'accent', label: 'smallest index' }],
    state: state(),
  });
  if (c.part === 'B') {
    steps.push({
      caption: 'So $n \\in B$. Theorem 2.2 (i): its reduced canonical form is $\\{1 \\mid 0\\}$.',
      state: state({ part: 'B', reduced: c.reduced }),
      important: true,
    });
    return done(c, steps, state);
  }
  if (i1 === 2) {
    const i2 = z[z.length - 2];
    const kind = i2 % 2 === 0 ? 'AB' : 'BB';
    steps.push({
      caption: `The smallest index is $2$, so $n - 1 = ${sumTex(z.slice(0, -1))}$ (drop $F_2 = 1$). Its smallest index $${i2}$ is ${i2 % 2 === 0 ? 'even and at least 4, so $n-1 \\in AB$' : 'odd and at least 5, so $n - 1 \\in BB$'} (the least-odd representation of $m$ shifted up by one gives $A(m)$, by two $B(m)$).`,
      highlight: [{ indices: [z.length - 2], tone: 'accent', label: 'smallest index of n − 1' }],
      state: state(),
    });
    if (kind === 'AB') {
      steps.push({
        caption: 'So $n \\in AB+1$. Theorem 2.2 (ii): its reduced canonical form is $1$.',
        state: state({ part: 'AB+1', reduced: c.reduced }),
        important: true,
      });
      return done(c, steps, state);
    }
    steps.push({
      caption: 'So $n \\in BB+1$: by Theorem 2.2 (iii) the heap is a number. Its value follows.',
      state: state({ part: 'BB+1' }),
      important: true,
    });
    return numberSteps(c, steps, state);
  }
  const p2 = c.plusTwo ?? [];
  const k = c.k ?? 0;
  steps.push({
    caption: `The smallest index $${i1}$ is even and at least 4: $n = A(B(m))$, so $n \\in AB$, which the $X_k = \\{B^{k+1}(m) + x_k\\}$, $x_k = F_{2k+3} - 2$, partition (Lemma 2.1).`,
    highlight: [{ indices: last(z), tone: 'accent' }],
    state: state({}),
  });
  steps.push({
    caption: `To find $k$ read $n + 2 = ${sumTex(p2)}$: smallest index $${p2[p2.length - 1]}$, next ${p2.length > 1 ? `$${p2[p2.length - 2]}$, ${p2[p2.length - 2] % 2 === 0 ? 'even' : 'odd'}` : 'none'}, so $n + 2 = F_{${2 * k + 3}} + B^{${k + 1}}(m)$ and $k = ${k}$, $x_{${k}} = ${tn(xk(k))}$.`,
    state: state({ reading: 'none', k }),
  });
  const mx = c.minusXk ?? [];
  steps.push({
    caption:
      n === xk(k)
        ? `Check: $n = x_{${k}}$ exactly.`
        : `Check: $n - x_{${k}} = ${sumTex(mx)}$ has smallest index $${mx[mx.length - 1]}$, odd and at least $${2 * k + 3}$, so it is $B^{${k + 1}}(m)$ for some $m \\ge 1$${c.consistent ? '' : ' — it is NOT: the classification fails here'}.`,
    state: state({ reading: 'none', k }),
  });
  if (c.part === 'x_k') {
    steps.push({
      caption: `So $n = x_{${k}}$: by Theorem 2.2 (iii) a number. Its value follows.`,
      state: state({ part: 'x_k', k }),
      important: true,
    });
    return numberSteps(c, steps, state);
  }
  steps.push({
    caption: `So $n \\in X_{${k}}$ and $n \\ne x_{${k}}$: Theorem 2.2 (iv) gives $\\{1 \\mid \\alpha_{${k}}\\}$ with $\\alpha_{${k}} = G(x_{${k}}) = ${texNumber(alpha(k))}$. The paper's formula, as reconstructed from its text (the symbols are lost), reads $\\alpha_k = 0.(10)^k1$, which would give $${texNumber(printedAlpha(k))}$; the computed values show the index is off by one, so $0.(10)^{k-1}1$ is used.`,
    state: state({ part: 'X_k', k, reduced: c.reduced }),
    important: true,
  });
  return done(c, steps, state);
}

function numberSteps(
  c: Classification,
  steps: Step<ClassifyState>[],
  state: (e?: Partial<ClassifyState>) => ClassifyState,
): Derivation<ClassifyState> {
  const chain = c.chain ?? [];
  const base = { part: c.part, k: c.k ?? undefined, reading: 'even' as const };
  steps.push({
    caption: `Proposition 4.7: Left's best move removes the largest even-indexed Fibonacci number, Right's the largest odd-indexed one, and the value is the simplest number between. Even representation: $${sumTex(c.reps.even)}$.`,
    state: state({ ...base, chain: [] }),
  });
  // The chain runs from n back to 1; the digits grow walking it forwards from 1. A long chain
  // (hundreds of heaps at 100 digits) shows its first and last SHOWN heaps, each frame holding
  // only its own entry (the last frame holds the whole chain).
  const shown = (i: number) => chain.length <= 2 * SHOWN || i < SHOWN || i >= chain.length - SHOWN;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!shown(i)) {
      if (i === chain.length - SHOWN - 1)
        steps.push({
          caption: `… ${chain.length - 2 * SHOWN} more heaps, each adding one binary digit the same way …`,
          state: state({ ...base, chain: [] }),
        });
      continue;
    }
    const e = chain[i];
    const h = BigInt(e.heap);
    const moves = [
      e.leftIndex !== null ? `Left $-F_{${e.leftIndex}}$ to $${tn(h - F(e.leftIndex))}$` : null,
      e.rightIndex !== null ? `Right $-F_{${e.rightIndex}}$ to $${tn(h - F(e.rightIndex))}$` : null,
    ]
      .filter(Boolean)
      .join(', ');
    steps.push({
      caption: `Heap $${tn(h)}$${moves ? ` (${moves})` : ''}: value $${e.binary.length > 50 ? e.binary.slice(0, 24) + '\\ldots' + e.binary.slice(-12) : e.binary}_2 = ${texNumber(valueOf(e.value))}$.`,
      state: state({ ...base, chain: [e] }),
    });
  }
  if (!c.consistent)
    steps.push({
      caption: 'The Fibonacci moves do not give a number here: the statement fails for this heap.',
      state: state(base),
      important: true,
    });
  return done(c, steps, state);
}

/** A chain entry's value back as a number (it was written by Dyadic.toString). */
function valueOf(text: string): Dyadic {
  const r = parseDyadic(text);
  if (!r.ok) throw new Error(`bad chain value ${text}`);
  return r.value;
}

function done(
  c: Classification,
  steps: Step<ClassifyState>[],
  state: (e?: Partial<ClassifyState>) => ClassifyState,
): Derivation<ClassifyState> {
  const what = c.isNumber
    ? `the number $${texNumber(c.value ?? Dyadic.ZERO)}$${c.value ? ` $= ${c.chain?.[0]?.binary ?? ''}_2$` : ''}`
    : `$${c.reduced.replace(/\|/g, '\\mid ').replace(/\{/g, '\\{').replace(/\}/g, '\\}')}$`;
  steps.push({
    caption: `Heap $${tn(c.n)}$ is in part ${partTex(c)}; its reduced canonical form is ${what}. No canonical form was computed.`,
    state: state({
      part: c.part,
      k: c.k ?? undefined,
      reduced: c.reduced,
      chain: c.chain ?? undefined,
      reading: 'none',
    }),
    important: true,
  });
  return { title: `Theorem 2.2 for heap $${tn(c.n)}$`, steps };
}

function partTex(c: Classification): string {
  if (c.part === 'x_k') return `$x_{${c.k}}$`;
  if (c.part === 'X_k') return `$X_{${c.k}}$`;
  if (c.part === '0,1') return '$\\{0, 1\\}$';
  return `$${c.part}$`;
}
