/** Captions and highlights for Steps 1–2 of the Algorithm walkthrough (the line, the reductions). */
import type { Step } from '../../derivation';
import { type Reduction, reductionRuleAt } from './reduce';
import { countTails } from './rules';
import { coinRange, range, tt } from './text';
import { THEOREM31_WORDS, theorem31 } from './theorems';

export function lineCaption(line: string): string {
  const t = countTails(line);
  const n = line.length;
  if (t === 0) return `The line has no tails (1s) at all${n ? '' : ': it is empty'}.`;
  const shortcut = theorem31(line);
  const why = shortcut
    ? `Theorem 3.1 already says Left wins (${THEOREM31_WORDS[shortcut]}); the Algorithm tells by how much.`
    : `Theorem 3.1 does not settle it (${t === 1 ? 'a single 1' : 'd1 = 0 and an odd number of 1s'}): this is the case the Algorithm is for.`;
  return `The line $G = ${tt(line)}$: ${n} coin${n === 1 ? '' : 's'}, ${t} tail${t === 1 ? '' : 's'} ($1$s). ${why} Step 1: $G_0 = G$, $i = 0$.`;
}

function ones(s: string): number {
  return countTails(s);
}

export function reductionCaption(before: string, after: string, r: Reduction): string {
  const beta = before.slice(r.at + 4);
  const where = `$\\texttt{0111}$ at ${coinRange(r.at, r.at + 4)}`;
  const vanish = after.length < before.length - 2 ? ' The trailing $0$ vanishes.' : '';
  if (r.rule === '2a') {
    let run = 3;
    while (before[r.at + 1 + run] === '1') run++;
    const j = run - 3;
    const allOnes = /^1+$/.test(beta);
    return (
      `Step 2(a): ${where} is followed by $\\beta = ${tt(beta)}$, which starts with a $1$: ` +
      `$\\alpha\\,0\\,1^{3+${j}}\\,\\beta' \\to \\alpha\\,1\\,0\\,1^{${j}}\\,\\beta'$, that is $\\alpha\\,\\texttt{0111}\\,\\beta = \\alpha\\,\\texttt{10}\\,\\beta$ ` +
      `(Lemma 4.4(a)${allOnes ? `; with $\\beta = 1^{${beta.length}}$ this is Lemma 4.3` : ''}).${vanish}`
    );
  }
  const cond =
    beta.length === 0
      ? 'nothing (an empty $\\beta$ has zero $1$s, an even number)'
      : `$\\beta = ${tt(beta)}$, which starts with $0$ and has ${ones(beta)} $1$s, an even number`;
  return (
    `Step 2(b): ${where} is followed by ${cond}: $\\alpha\\,\\texttt{0111}\\,\\beta = \\alpha\\,\\texttt{10}\\,\\beta$ ` +
    `(Lemma 4.4(b)${beta.length === 0 ? '; with $\\beta$ empty this is Lemma 4.3 with $a = 0$' : ''}).${vanish}`
  );
}

export function reductionHighlights(before: string, r: Reduction): NonNullable<Step['highlight']> {
  const h: NonNullable<Step['highlight']> = [];
  if (r.at > 0) h.push({ indices: range(0, r.at), tone: 'muted', label: 'α' });
  h.push({
    indices: range(r.at, r.at + 4),
    tone: 'accent',
    label: r.rule === '2a' ? '2(a): 0111 → 10' : '2(b): 0111 → 10',
  });
  if (r.at + 4 < before.length)
    h.push({ indices: range(r.at + 4, before.length), tone: 'block3', label: 'β' });
  return h;
}

/** The 0111s left standing in a reduced line (each followed by 0… with an odd number of 1s). */
export function stuckOccurrences(reduced: string): number[] {
  const out: number[] = [];
  for (let at = reduced.indexOf('0111'); at >= 0; at = reduced.indexOf('0111', at + 1))
    if (reductionRuleAt(reduced, at) === null) out.push(at);
  return out;
}

export function reducedCaption(line: string, reduced: string, count: number): string {
  const head =
    count === 0
      ? `No $\\texttt{0111}$ can be replaced: $G_0 = ${tt(line)}$ is already reduced.`
      : `Step 2(c): neither reduction applies any more. After ${count} reduction${count === 1 ? '' : 's'}, $G_0 = ${tt(reduced)}$ (${reduced.length} coins) has the value of the original line (Lemmas 4.3, 4.4).`;
  const stuck = stuckOccurrences(reduced);
  const note = stuck.length
    ? ` The $\\texttt{0111}$ at ${coinRange(stuck[0], stuck[0] + 4)} stays: what follows starts with $0$ and has an odd number of $1$s, and there Lemma 4.4's conditions fail (the paper's example: $\\texttt{011101} = \\frac38 \\ne \\texttt{1001} = \\frac14$).`
    : '';
  return head + note;
}
