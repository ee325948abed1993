/**
 * The walkthrough proving the closed form and the symmetry of the distribution (the paper's
 * §5 questions), on the user's configuration: the two peeling lemmas, the peel of c step by
 * step, the bijection, the product, the symmetry, and what φ does to the process.
 */
import type { Derivation, Step } from '../../derivation';
import { makeConfiguration, type Configuration } from './configuration';
import { decayTime } from './statistics';
import { successor } from './process';
import { fromSubset, lowerSmallest, mirrorPartner, peel, toSubset } from './closedForm';
import { slowestConfiguration } from './slowest';
import { configTeX, setTeX } from './tex';

export interface ProofState {
  coins: number;
  /** the coins shown, coin 1 first: the configuration, or what remains of it while peeling */
  configuration: string;
  /** the top coin being peeled (1-based), if any */
  k?: number;
  /** φ so far, largest first */
  subset: number[];
  /** n of the coins shown */
  n: number;
  /** a second configuration to compare with (the partner σ(c), s.c, the slowest) */
  compare?: { label: string; configuration: string; subset: number[]; n: number };
}

export const PROOF_MAX_COINS = 200;

export function closedFormProof(c: Configuration): Derivation<ProofState> {
  const N = c.length;
  const config = makeConfiguration(c);
  const n = decayTime(c);
  const D = (N * (N + 1)) / 2;
  const S = toSubset(c);
  const steps: Step<ProofState>[] = [];
  const state = (over: Partial<ProofState> = {}): ProofState => ({
    coins: N,
    configuration: config,
    subset: [],
    n,
    ...over,
  });

  steps.push({
    caption: `Claim: among the $2^{${N}}$ configurations of ${N} coins, as many take exactly $m$ moves as there are subsets of $\\{1, \\dots, ${N}\\}$ with sum $m$, that is, the coefficient of $q^m$ in $$(1+q)(1+q^2)\\cdots(1+q^{${N}}).$$ We build a map $\\varphi$ from configurations to subsets with $\\sum \\varphi(c) = n.c$ and show it on $c = ${configTeX(config)}$, where $n.c = ${n}$.`,
    important: true,
    state: state(),
  });
  steps.push({
    caption: `Lemma 1 (tail on top): if coin $N$ is a tail, drop it. The heads are the same, so $w$ and $v$ do not change and neither does $n = 2v - w^2$.`,
    state: state(),
  });
  steps.push({
    caption: `Lemma 2 (head on top): if coin $N$ is a head, put $N$ into the subset, drop coin $N$, and turn over and reverse the coins below it: $c'.j = 1 - c.(N - j)$. Then $w' = (N-1) - (w-1) = N - w$; the heads of $c'$ are the tails $i < N$ of $c$, moved to $N - i$, so $v' = \\frac{N(N-1)}{2} - (wN - v)$, and $$n' = 2v' - w'^2 = N^2 - N - 2wN + 2v - (N - w)^2 = n - N.$$`,
    important: true,
    state: state(),
  });

  // The peel of c, runs of tails in one step.
  const peels = peel(c);
  const sofar: number[] = [];
  for (let p = 0; p < peels.length;) {
    const step = peels[p];
    const before = makeConfiguration(step.before);
    if (!step.head) {
      let q = p;
      while (q < peels.length && !peels[q].head) q++;
      const tops = peels.slice(p, q).map((x) => x.k);
      const nHere = decayTime(step.before);
      const after = makeConfiguration(peels[q - 1].after);
      steps.push({
        caption: `Coin${tops.length > 1 ? 's' : ''} ${tops.length > 6 ? `${tops[0]} down to ${tops[tops.length - 1]}` : tops.join(', ')} ${tops.length > 1 ? 'are tails' : 'is a tail'} on top: drop ${tops.length > 1 ? 'them' : 'it'} (Lemma 1). $n$ stays ${nHere}${after ? `; left: $${configTeX(after)}$` : '; no coins are left'}.`,
        highlight: [{ indices: tops.map((k) => k - 1), tone: 'muted', label: 'tails dropped' }],
        state: state({ configuration: before, k: step.k, subset: sofar.slice(), n: nHere }),
      });
      p = q;
      continue;
    }
    const nb = decayTime(step.before);
    const after = makeConfiguration(step.after);
    const na = decayTime(step.after);
    sofar.push(step.k);
    steps.push({
      caption: `Coin ${step.k} is a head on top: ${step.k} joins $\\varphi(c)$, now $${setTeX(sofar)}$. Turn over and reverse coins $1..${step.k - 1}$: ${step.k > 1 ? `$${configTeX(before.slice(0, -1))} \\to ${configTeX(after)}$` : 'there are none'}. By Lemma 2, $n$ drops by ${step.k}: $${nb} - ${step.k} = ${na}$.`,
      highlight: [
        { indices: [step.k - 1], tone: 'accent', label: `coin ${step.k} joins the subset` },
        {
          indices: Array.from({ length: step.k - 1 }, (_, i) => i),
          tone: 'block1',
          label: 'turned over and reversed',
        },
      ],
      state: state({ configuration: before, k: step.k, subset: sofar.slice(), n: nb }),
    });
    p++;
  }
  steps.push({
    caption: `No coins are left, and $n = 0$. So $\\varphi(c) = ${setTeX(S)}$ and $${S.length ? S.join(' + ') : '0'} = ${sum(S)} = n.c$ ${sum(S) === n ? '✓' : '✗'}: each head on top added its number, each step kept the rest of $n$.`,
    important: true,
    state: state({ configuration: '', subset: S, n: 0 }),
  });
  steps.push({
    caption: `$\\varphi$ is a bijection: from a subset, rebuild coins $1, 2, \\dots, N$ — for each $k$ in the subset turn over and reverse the coins so far and put a head on top, otherwise put a tail on top (turning over and reversing undoes itself). So, writing $G_N(q) = \\sum_c q^{n.c}$: $G_N(q) = (1 + q^N)\\,G_{N-1}(q)$ and $$G_N(q) = \\prod_{k=1}^{N} (1 + q^k).$$ The number of configurations taking $m$ moves is the number of partitions of $m$ into distinct parts, none larger than $N$.`,
    important: true,
    state: state({ subset: S }),
  });
  const partner = mirrorPartner(c);
  const complement = toSubset(partner);
  steps.push({
    caption: `Symmetry (§5): a subset and its complement have sums $m$ and $N(N+1)/2 - m$, so every row of Table 3 reads the same backwards about $N(N+1)/4 = ${D / 2}$. Here the complement of $${setTeX(S)}$ is $${setTeX(complement)}$, with sum $${D} - ${n} = ${D - n}$; it is $\\varphi$ of $${configTeX(makeConfiguration(partner))}$, which takes $${decayTime(partner)}$ moves.`,
    important: true,
    state: state({
      subset: S,
      compare: {
        label: 'partner σ(c)',
        configuration: makeConfiguration(partner),
        subset: complement,
        n: decayTime(partner),
      },
    }),
  });
  const next = successor(c);
  const Snext = toSubset(next);
  steps.push({
    caption: `More: $\\varphi(s.c)$ is $\\varphi(c)$ with its smallest element lowered by one (a $1$ disappears). ${n > 0 ? `Here $s.c = ${configTeX(makeConfiguration(next))}$ and $\\varphi(s.c) = ${setTeX(Snext)}$ ${sameSet(Snext, lowerSmallest(S)) ? '✓' : '✗'}.` : ''} (Peeling commutes with $s$: below a tail on top nothing changes; below a head on top, $s$ turns coin $w$ of $c$ and coin $N - w$ of the turned-and-reversed rest, which is its weight.) So the process just counts down the parts of $\\varphi(c)$, and in the backwards game a move raises the smallest part or adds a part $1$: the positions with $1 \\in \\varphi(c)$ are exactly the P-positions.`,
    state: state({
      subset: S,
      compare: {
        label: 'next s.c',
        configuration: makeConfiguration(next),
        subset: Snext,
        n: decayTime(next),
      },
    }),
  });
  const slowest = slowestConfiguration(N);
  const full = Array.from({ length: N }, (_, i) => N - i);
  steps.push({
    caption: `The largest sum, $N(N+1)/2 = ${D}$, belongs to the full set only, and $\\varphi^{-1}(\\{1..${N}\\}) = ${configTeX(makeConfiguration(fromSubset(full, N)))}$: §4's slowest configuration, and it is unique. Counting by weight gives the same polynomial another way, $\\sum_w q^w \\binom{N}{w}_{q^2} = \\prod_{k=1}^N (1 + q^k)$; the app computes both sides and compares.`,
    state: state({
      subset: S,
      compare: {
        label: 'slowest',
        configuration: makeConfiguration(slowest),
        subset: full,
        n: decayTime(slowest),
      },
    }),
  });
  return { title: `The distribution's closed form and symmetry (N = ${N})`, steps };
}

function sum(xs: number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
