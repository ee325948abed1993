/**
 * Every example and checkable statement of flipping-coins.txt: what the paper prints, and how
 * the engine computes the same thing at run time. Nothing computed is written here; the
 * verification panel and the tests evaluate these (claimsEval.ts) and show where they differ.
 * Printed values are in our notation ("p/q", coin strings, "holds" for a statement).
 */
import { parseDyadic, simplestBetween, type Dyadic } from '../../arith/dyadic';
import { ordinalSum, ordinalSumByDefinition } from '../../arith/ordinalSum';
import type { ClaimTools } from './claimsEval';
import { options } from './rules';

export type ClaimKind = 'value' | 'text' | 'statement';

export interface PaperClaim {
  id: string;
  section: string;
  /** What the paper says (TeX between $…$). */
  claim: string;
  kind: ClaimKind;
  printed: string;
  /** The engine's answer, computed when evaluated. */
  compute: (t: ClaimTools) => string;
  /** An independent computation where one runs (brute force, the definition), and what it was. */
  check?: (t: ClaimTools) => { value: string; how: string } | null;
  /** Shown only when print and computation differ: why. */
  ifWrong?: string;
  /**
   * 'unstated': the paper never prints this claim; it is a step its proofs take without
   * saying so, checked here on its own. Such rows are counted apart from misprints.
   */
  source?: 'printed' | 'unstated';
  /**
   * What a disagreement is: a 'misprint' (a typo, a slipped word: the paper has it right
   * elsewhere) or a 'false' claim (the paper's reasoning says something untrue). Misprint unless said.
   */
  wrong?: 'misprint' | 'false';
}

const d = (text: string): Dyadic => {
  const r = parseDyadic(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const between = (lo: string | null, hi: string | null) => () =>
  simplestBetween(lo === null ? null : d(lo), hi === null ? null : d(hi))?.toString() ?? 'not a number';
const numberExample = (
  id: string,
  item: string,
  lo: string | null,
  hi: string | null,
  printed: string,
): PaperClaim => ({
  id,
  section: `§2, numbers (${item})`,
  claim: `$\\{${lo ?? ''} \\mid ${hi ?? ''}\\} = ${printed}$`,
  kind: 'value',
  printed,
  compute: between(lo, hi),
});
const ordinalExample = (
  item: string,
  base: string,
  exponent: string,
  printed: string,
  shown = `${base}:${exponent}`,
): PaperClaim => ({
  id: `ordinal-${item}`,
  section: `§2, ordinal sums (${item})`,
  claim: `$${shown} = ${printed}$`,
  kind: 'value',
  printed,
  compute: () => ordinalSum(d(base), d(exponent)).toString(),
  check: () => ({
    value: ordinalSumByDefinition(d(base), d(exponent)).toString(),
    how: 'the definition G:H = {G^L, G:H^L | G^R, G:H^R}',
  }),
});
const lineValue = (
  id: string,
  section: string,
  line: string,
  printed: string,
  ifWrong?: string,
): PaperClaim => ({
  id,
  section,
  claim: `$\\texttt{${line}} = ${printed}$`,
  kind: 'value',
  printed,
  compute: (t) => t.value(line).toString(),
  check: (t) => t.bruteForce(line),
  ifWrong,
});
const statement = (id: string, section: string, claim: string, ifWrong?: string): PaperClaim => ({
  id: `statement-${id}`,
  section,
  claim,
  kind: 'statement',
  printed: 'holds',
  compute: (t) => t.statement(id),
  ifWrong,
});
const text = (
  id: string,
  section: string,
  claim: string,
  printed: string,
  compute: (t: ClaimTools) => string,
  ifWrong?: string,
): PaperClaim => ({ id, section, claim, kind: 'text', printed, compute, ifWrong });

const G = '10011110110110111011110011';
const H = '01001110110111011101';
const Q = ['0101011111', '1101100111', '0110110110111'];

export const PAPER_CLAIMS: readonly PaperClaim[] = [
  text(
    'intro-1011',
    '§1, the rules',
    'The options of $\\texttt{1011}$',
    '{0001,001,1|1101,111}',
    () =>
      `{${options('1011', 'L')
        .map((o) => o.after)
        .join(',')}|${options('1011', 'R')
        .map((o) => o.after)
        .join(',')}}`,
  ),
  numberExample('numbers-a1', 'a', null, null, '0'),
  numberExample('numbers-a2', 'a', '-9', null, '0'),
  numberExample('numbers-a3', 'a', '-1/2', '7/4', '0'),
  numberExample('numbers-b1', 'b', null, '-1', '-2'),
  numberExample('numbers-b2', 'b', '-5/2', '-31/16', '-2'),
  numberExample('numbers-c1', 'c', '0', null, '1'),
  numberExample('numbers-c2', 'c', '0', '100', '1'),
  numberExample('numbers-d1', 'd', '0', '1', '1/2'),
  numberExample('numbers-d2', 'd', '3/8', '17/32', '1/2'),
  ordinalExample('a', '1', '1', '2'),
  ordinalExample('b', '1', '-1', '1/2'),
  ordinalExample('c', '1', '1/2', '3/2'),
  ordinalExample('d', '1/2', '1', '3/4'),
  ordinalExample('e', '1/2', '1/2', '5/8', '(1:-1):1/2 = 1/2:1/2'),
  text(
    'G-reductions',
    '§3, example G',
    'The reductions of $G$, each applied to the underlined $\\texttt{0111}$',
    [
      G,
      '100111101101101111010011',
      '1001111011011101010011',
      '10011110111001010011',
      '100111110001010011',
      '1010110001010011',
    ].join(' = '),
    (t) => t.chain(G).join(' = '),
  ),
  text(
    'G-partition',
    '§3, example G',
    'Step 3 partitions the reduced $G$ as',
    '101(011)(000101)(0011)',
    (t) => t.partition(G),
  ),
  text('G-expression', '§3, example G', 'The ordinal sum for $G$', '((1/2:1/2):1/64):1/8', (t) =>
    t.expression(G),
  ),
  lineValue(
    'G-value',
    '§3, example G',
    G,
    '10257/16348',
    '16348 is not a power of 2, so it cannot be the denominator of any value of this game (all are dyadic): the digits of 2^14 = 16384 are transposed.',
  ),
  text(
    'H-reductions',
    '§3, example H',
    'The reductions of $H$',
    [H, '010011101110011101', '0100111100011101', '01010100011101'].join(' = '),
    (t) => t.chain(H).join(' = '),
  ),
  text('H-partition', '§3, example H', 'Step 3 partitions the reduced $H$ as', '01(0101)(00011)(101)', (t) =>
    t.partition(H),
  ),
  text('H-expression', '§3, example H', 'The ordinal sum for $H$', '((-1:1/4):1/32):1', (t) =>
    t.expression(H),
  ),
  lineValue('H-value', '§3, example H', H, '-893/1024'),
  lineValue('lemma44-example-1', '§4, after Lemma 4.4', '011101', '3/8'),
  lineValue('lemma44-example-2', '§4, after Lemma 4.4', '1001', '1/4'),
  text('Q1-reduced', '§4.1, the opening question', '$\\texttt{0101011111}$ reduces to', '01011011', (t) =>
    t.reduced(Q[0]),
  ),
  text('Q1-expression', '§4.1, the opening question', 'and is the ordinal sum', '(-1:1/2):1/2', (t) =>
    t.expression(Q[0]),
  ),
  lineValue('Q1-value', '§4.1, the opening question', Q[0], '-11/16'),
  text('Q2-reduced', '§4.1, the opening question', '$\\texttt{1101100111}$ reduces to', '1101101', (t) =>
    t.reduced(Q[1]),
  ),
  text('Q2-expression', '§4.1, the opening question', 'and is the ordinal sum', '1/2:1', (t) =>
    t.expression(Q[1]),
  ),
  lineValue('Q2-value', '§4.1, the opening question', Q[1], '3/4'),
  text(
    'Q3-chain',
    '§4.1, the opening question',
    'The reductions of $\\texttt{0110110110111}$ (the paper stops at $\\texttt{0111} = 0$)',
    '0110110110111 = 0110110111 = 0110111 = 0111',
    (t) => t.chain(Q[2]).slice(0, 4).join(' = '),
  ),
  lineValue('Q3-value', '§4.1, the opening question', Q[2], '0'),
  {
    id: 'Q-sum',
    section: '§4.1, the opening question',
    claim: 'The value of the sum',
    kind: 'value',
    printed: '1/16',
    compute: (t) => t.sum(Q).toString(),
    check: (t) => t.bruteForceSum(Q),
  },
  text(
    'Q-left-wins',
    '§4.1, the opening question',
    "Left's only winning move (line → after, sum after)",
    '0101011111 → 01010111 (0)',
    (t) => t.leftWinning(Q),
  ),
  text(
    'Q-second',
    '§4.1, the opening question',
    "Left's best move in the second line: its value after, and the sum after",
    '5/8; -1/16',
    (t) => t.leftBestIn(Q, 1),
  ),
  text(
    'Q-third',
    '§4.1, the opening question',
    "Left's best move in the third line: its value after, and the sum after",
    '-1/8; -1/16',
    (t) => t.leftBestIn(Q, 2),
  ),
  statement('thm3.2', '§3, Theorem 3.2', 'All positions are numbers.'),
  statement('thm3.3', '§3, Theorem 3.3', 'The Algorithm returns the value of every line.'),
  statement(
    'thm3.1-printed',
    '§3, Theorem 3.1',
    'If the line has an even number of $1$s, or $d_1 = 1$ and at least two $1$s, then Left wins.',
    'The introduction says "a non-zero even number of 1s"; the theorem leaves out "non-zero". A line with no 1s is 0: whoever moves first loses, Left included.',
  ),
  statement(
    'thm3.1',
    '§1 and §3, Theorem 3.1 with "non-zero"',
    'A non-zero even number of $1$s, or $d_1 = 1$ and at least two $1$s: Left wins.',
  ),
  statement('thm4.2-left', '§4, Theorem 4.2', "Left's best move flips the two rightmost $1$s."),
  statement(
    'thm4.2-right',
    '§4, Theorem 4.2',
    "Right's best move flips the rightmost $0$ and the $1$ after it.",
  ),
  statement(
    'intro-right',
    '§1, introduction',
    'A line is a Right win exactly when the part left at the end is $0\\ldots01$.',
  ),
  {
    ...statement(
      'intro-runs',
      '§1, introduction',
      'The reduction leaves at most three consecutive $1$s, unless the line is all $1$s.',
      'A false claim, not a misprint: reductions replace 0111, so a run of 1s at the very start of the line, with no 0 before it, is never shortened (see the counterexample). The Algorithm does not need the claim: Step 5 values 1^a0^p10^q1 for any a.',
    ),
    wrong: 'false',
  },
  statement('intro-tails-first', '§1, introduction', 'Left wins any non-trivial line starting with $1$.'),
  statement(
    'lemma4.3',
    '§4, Lemma 4.3',
    '$\\alpha\\,0111\\,1^a = \\alpha\\,10\\,1^a$ (stated for $\\alpha \\ge 0$; checked for every $\\alpha$).',
  ),
  statement(
    'lemma4.4',
    '§4, Lemma 4.4',
    '$\\alpha\\,0111\\,\\beta = \\alpha\\,10\\,\\beta$ when $\\beta$ starts with $1$, or with $0$ and has an even number of $1$s.',
  ),
  statement(
    'lemma4.5',
    '§4, Lemma 4.5',
    '$\\alpha 01^a0^p10^q1 = \\alpha 01^a : \\frac{1}{2^{2p+q-1}}$, the base being the position $\\alpha 01^a$.',
  ),
  {
    ...statement(
      'lemma4.5-values',
      '§4.1, proof of Theorem 3.3 (an unstated step)',
      'Not printed: the proof applies Lemma 4.5 to values, i.e. the same with the base $\\alpha 01^a$ replaced by its value, here for every $\\alpha$.',
      'Not a misprint: the paper never prints this claim. It is a step of Theorem 3.3’s proof left unsaid, and it holds on reduced lines, the only place Step 6 uses it (see the row “§3, Step 6”, which holds). Read for every line it fails: an ordinal sum depends on the form of its base, not only on its value, and an unreduced base has other options than its value (the counterexample).',
    ),
    source: 'unstated',
  },
  statement('step6', '§3, Step 6', 'On reduced lines, $v_j = v_{j+1} : \\frac{1}{2^{2p_j+q_j-1}}$.'),
  {
    ...statement(
      'proof3.3-G0',
      '§4.1, proof of Theorem 3.3',
      'In Step 3, $G_i \\ne \\beta 1^3$ for any $\\beta$: “true for $i = 0$ by Lemma 4.3”.',
      'An erratum in the proof (a false step, not a misprint): Lemma 4.3 removes 0111, so a run of 1s with no 0 before it stays and the reduced line G_0 can end in 111: 111 itself, and 1^m for every m ≥ 3. Theorem 3.3 is unharmed (its row holds): Step 5 values 1^a0^p10^q1 for any a.',
    ),
    wrong: 'false',
  },
  statement(
    'proof3.3-exponent',
    '§4.1, proof of Theorem 3.3',
    'On reduced lines, $G_j = G_{j+1} : \\frac{1}{2^{2p_j+q_j}}$.',
    'Step 6 and Lemma 4.5 have the exponent 1/2^(2p_j+q_j−1); the proof drops the −1 (a typo: Step 6 is right).',
  ),
  statement(
    'lemma4.6',
    '§4, Lemma 4.6',
    '$0^p1 = -p$ and $1^a0^p10^q1 = \\lfloor a/2 \\rfloor + \\frac{1}{2^{2p+q}}$.',
  ),
];
