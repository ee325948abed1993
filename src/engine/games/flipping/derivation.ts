/**
 * The Algorithm as a walkthrough (Section 3): the line, every reduction with its 0111 and
 * the lemma behind it, the split into Q_0 … Q_(i−1), G_i as coloured blocks, the
 * ordinal-sum tree, each ordinal sum evaluated by concatenating sign expansions, the value.
 */
import type { Derivation, Step } from '../../derivation';
import { EngineError } from '../../errors';
import type { Dyadic } from '../../arith/dyadic';
import { ordinalSumPieces } from '../../arith/ordinalSum';
import { runAlgorithm, reducedLine } from './algorithm';
import { OUTCOME_WORDS } from './outcome';
import { applyReduction } from './reduce';
import { MAX_WALKTHROUGH, countTails } from './rules';
import { blockAt, type Split } from './split';
import { baseValue, exponentValue } from './ordinalSum';
import { blockRight, wrongChain } from './blockRight';
import { BASE_TONE, blockTone, coinRange, num, powTex, range, signsTex, tt } from './text';
import { lineCaption, reducedCaption, reductionCaption, reductionHighlights } from './reductionCaptions';
import type { AlgorithmState, BlockView, TreeNode } from './walkState';

type S = Step<AlgorithmState>;

const blank = (line: string): AlgorithmState => ({
  phase: 'line',
  line,
  next: null,
  blocks: [],
  tree: null,
  signs: null,
  value: null,
  wrong: null,
});

export function algorithmDerivation(line: string): Derivation<AlgorithmState> {
  if (line.length > MAX_WALKTHROUGH) {
    throw new EngineError(
      'too_large',
      `walkthroughs show every step for lines of up to ${MAX_WALKTHROUGH} coins (this one has ${line.length}); its value is still computed`,
      { field: 'position' },
    );
  }
  const result = runAlgorithm(line, true);
  const steps: S[] = [{ caption: lineCaption(line), state: blank(line) }];
  if (countTails(line) === 0) {
    steps.push({
      caption: 'Neither player can move in a line of heads: its value is $0$, a win for the second player.',
      important: true,
      state: { ...blank(line), phase: 'value', value: '0' },
    });
    return { title: `The Algorithm on ${line || 'the empty line'}`, steps };
  }
  let cur = line;
  for (const r of result.steps ?? []) {
    const next = applyReduction(cur, r);
    steps.push({
      caption: reductionCaption(cur, next, r),
      highlight: reductionHighlights(cur, r),
      state: { ...blank(cur), phase: 'reduce', next },
    });
    cur = next;
  }
  const reduced = reducedLine(result);
  steps.push({
    caption: reducedCaption(line, reduced, result.reductions),
    important: true,
    state: { ...blank(reduced), phase: 'reduced' },
  });
  steps.push(...splitSteps(reduced, result.split, result.value));
  return { title: `The Algorithm on ${line}`, steps };
}

/** Q_0 … Q_(i−1) and G_i as blocks (Q_0 rightmost). */
export function blockViews(reduced: string, split: Split, upTo = split.count, withBase = true): BlockView[] {
  const views: BlockView[] = [];
  for (let j = 0; j < upTo; j++) {
    const b = blockAt(split, j);
    const r = blockRight(b.p, b.q);
    views.push({
      role: 'Q',
      index: j,
      start: b.start,
      end: b.end,
      coins: reduced.slice(b.start, b.end),
      tone: blockTone(j),
      value: r.value.toString(),
      p: b.p,
      q: b.q,
      own: r.own.toString(),
      right: { move: [r.move[0], r.move[1]], after: r.after },
    });
  }
  if (withBase && split.base.kind !== 'empty') {
    const base = split.base;
    const extra = base.kind === 'ones' ? { a: base.a, p: base.p, q: base.q } : {};
    views.push({
      role: 'G',
      index: split.count,
      start: 0,
      end: base.end,
      coins: reduced.slice(0, base.end),
      tone: BASE_TONE,
      value: baseValue(base).toString(),
      ...extra,
    });
  }
  return views;
}

function blockHighlights(blocks: BlockView[]) {
  return blocks.map((b) => ({ indices: range(b.start, b.end), tone: b.tone, label: `${b.role}${b.index}` }));
}

/** The tree G_0 = G_1 : Q_0^R, G_1 = G_2 : Q_1^R, … down to the leaf G_depth (the exponent is Right's best option of Q_j, Lemma 4.5). */
function tree(
  reduced: string,
  split: Split,
  depth: number,
  values: (string | null)[],
  focus: number | null,
): TreeNode {
  const endOf = (j: number) => (j === 0 ? reduced.length : split.starts[j - 1]);
  let node: TreeNode = {
    kind: 'base',
    label: `G${depth}`,
    coins: reduced.slice(0, endOf(depth)),
    value: values[depth] ?? null,
  };
  for (let j = depth - 1; j >= 0; j--) {
    const b = blockAt(split, j);
    const r = blockRight(b.p, b.q);
    const exponent: TreeNode = {
      kind: 'exponent',
      label: `Q${j}`,
      coins: r.after,
      block: reduced.slice(b.start, b.end),
      move: [r.move[0], r.move[1]],
      value: r.value.toString(),
    };
    node = {
      kind: 'sum',
      label: `G${j}`,
      base: node,
      exponent,
      value: values[j] ?? null,
      focus: focus === j,
    };
  }
  return node;
}

function runOfOnesEndingAt(s: string, k: number): number {
  let a = 0;
  while (k - a >= 0 && s[k - a] === '1') a++;
  return a;
}

function splitSteps(reduced: string, split: Split, value: Dyadic): S[] {
  const steps: S[] = [];
  const i = split.count;
  const none: (string | null)[] = [];
  for (let j = 0; j < i; j++) {
    const b = blockAt(split, j);
    const a = runOfOnesEndingAt(reduced, b.start - 1);
    const gj = reduced.slice(0, b.end);
    const rest = reduced.slice(0, b.start);
    const blocks = blockViews(reduced, split, j + 1, false);
    const restView: BlockView = {
      role: 'G',
      index: j + 1,
      start: 0,
      end: b.start,
      coins: rest,
      tone: 'muted',
      value: '',
    };
    const r = blockRight(b.p, b.q);
    const flipped = [b.start + r.move[0] - 1, b.start + r.move[1] - 1];
    steps.push({
      caption:
        `Step 3: $G_{${j}} = ${tt(gj)} = \\alpha\\,0\\,1^{${a}}\\,0^{${b.p}}\\,1\\,0^{${b.q}}\\,1$ (the run $1^{${a}}$ ends at the third-last $1$). ` +
        `Cut $Q_{${j}} = ${tt(reduced.slice(b.start, b.end))}$ (${coinRange(b.start, b.end)}) and keep $G_{${j + 1}} = \\alpha\\,0\\,1^{${a}} = ${tt(rest)}$. ` +
        `Right's best move in $Q_{${j}}$ flips coins ${flipped[0] + 1} and ${flipped[1] + 1}, leaving $Q_{${j}}^R = ${tt(r.after)}$, worth $${num(r.value)}$ ($Q_{${j}}$ itself is worth $${num(r.own)}$). ` +
        `Lemma 4.5: $G_{${j}} = G_{${j + 1}} : Q_{${j}}^R = G_{${j + 1}} : \\frac{1}{2^{2p+q-1}} = G_{${j + 1}} : ${powTex(b.exponent)}$, the value of $Q_{${j}}$'s best Right option, not of $Q_{${j}}$.`,
      // Right's move first: each coin's name then reads as its visible labels do
      highlight: [
        { indices: flipped, tone: 'right', label: `Right’s best move in Q${j}` },
        ...blockHighlights(blocks),
        { indices: range(0, b.start), tone: 'muted', label: `G${j + 1}` },
      ],
      state: {
        ...blank(reduced),
        phase: 'split',
        blocks: [...blocks, restView],
        tree: tree(reduced, split, j + 1, none, null),
      },
    });
  }
  const all = blockViews(reduced, split);
  const base = split.base;
  const g = all[all.length - 1];
  const partition =
    g.coins +
    all
      .slice(0, i)
      .reverse()
      .map((b) => `(${b.coins})`)
      .join('');
  const form =
    base.kind === 'zeros'
      ? `0^{${base.r}}1`
      : base.kind === 'ones'
        ? `1^{${base.a}}0^{${base.p}}10^{${base.q}}1`
        : '';
  steps.push({
    caption:
      `${i === 0 ? 'Step 3 does not apply' : 'Step 3 stops'}: $G_{${i}} = ${tt(g.coins)} = ${form}$ is one of the forms of Step 5. ` +
      `The reduced line is partitioned as $${tt(partition, 60)}$: $G_{${i}}$${i > 0 ? `, then $Q_{${i - 1}}, \\ldots, Q_{0}$` : ''}.`,
    important: true,
    highlight: blockHighlights(all),
    // G_i's value is Step 5's (the next frame's) finding: not shown before it, as in the tree
    state: {
      ...blank(reduced),
      phase: 'blocks',
      blocks: all.map((b) => (b.role === 'G' ? { ...b, value: '' } : b)),
      tree: tree(reduced, split, i, none, null),
    },
  });
  const values: (string | null)[] = [];
  const vi = baseValue(base);
  values[i] = vi.toString();
  const lemma46 =
    base.kind === 'zeros'
      ? `$G_{${i}} = 0^{${base.r}}1$: Left has no move and Right has ${base.r}, so $v_{${i}} = ${num(vi)}$`
      : base.kind === 'ones'
        ? `$G_{${i}} = 1^{${base.a}}0^{${base.p}}10^{${base.q}}1$: $v_{${i}} = \\lfloor ${base.a}/2 \\rfloor + \\frac{1}{2^{2\\cdot${base.p}+${base.q}}} = ${num(vi)}$`
        : '';
  steps.push({
    caption: `Step 5 (Lemma 4.6): ${lemma46}.`,
    highlight: blockHighlights(all),
    state: {
      ...blank(reduced),
      phase: 'base',
      blocks: all,
      tree: tree(reduced, split, i, values, null),
      value: values[i],
    },
  });
  let v = vi;
  const wrong = wrongChain(split);
  for (let j = i - 1; j >= 0; j--) {
    const b = blockAt(split, j);
    const x = exponentValue(b.exponent);
    const own = blockRight(b.p, b.q).own;
    const misstep = ordinalSumPieces(v, own).value;
    const pieces = ordinalSumPieces(v, x);
    v = pieces.value;
    values[j] = v.toString();
    steps.push({
      caption:
        `Step 6: $v_{${j}} = v_{${j + 1}} : Q_{${j}}^R = v_{${j + 1}} : ${powTex(b.exponent)} = ${num(pieces.base)} : ${num(x)}$. ` +
        `Concatenate the sign expansions: $${num(pieces.base)}$ is $${signsTex(pieces.baseSigns)}$ and $${num(x)}$ is $${signsTex(pieces.exponentSigns)}$, so the sum is $${signsTex(pieces.signs)} = ${num(v)}$.`,
      highlight: blockHighlights(all).filter((h) => h.label === `Q${j}` || h.label === `G${i}`),
      state: {
        ...blank(reduced),
        phase: 'ordinalSum',
        blocks: all,
        tree: tree(reduced, split, i, values, j),
        signs: {
          base: pieces.base.toString(),
          baseSigns: pieces.baseSigns,
          exponent: x.toString(),
          exponentSigns: pieces.exponentSigns,
          signs: pieces.signs,
          value: v.toString(),
        },
        value: values[j],
        wrong: {
          step: { exponent: own.toString(), value: misstep.toString(), diff: v.sub(misstep).toString() },
          chain: wrong[j].toString(),
          right: v.toString(),
          diff: v.sub(wrong[j]).toString(),
        },
      },
    });
  }
  if (!v.eq(value))
    throw new EngineError(
      'internal',
      `walkthrough: step-by-step value ${v} differs from the Algorithm's ${value}`,
    );
  const outcome = value.sign() > 0 ? 'L' : value.sign() < 0 ? 'R' : 'P';
  steps.push({
    caption: `The value of the line is $v_{0} = ${num(value)}$: ${OUTCOME_WORDS[outcome]}${value.sign() === 0 ? ' (Left moving first loses, and so does Right)' : ''}.`,
    important: true,
    highlight: blockHighlights(all),
    state: {
      ...blank(reduced),
      phase: 'value',
      blocks: all,
      tree: tree(reduced, split, i, values, null),
      value: value.toString(),
      wrong:
        i > 0
          ? {
              step: null,
              chain: wrong[0].toString(),
              right: value.toString(),
              diff: value.sub(wrong[0]).toString(),
            }
          : null,
    },
  });
  return steps;
}
