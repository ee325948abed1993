/**
 * The sums walkthrough (Section 4.1's closing question): each line's value by the
 * Algorithm, the total and who wins, then how Left finds her winning move: Theorem 4.2's
 * best move in each line, what it does to the total, and every winning move (all moves
 * valued, so moves other than the best that also win are listed too).
 * Highlights refer to the coins of the line in `state.focus`.
 */
import type { Derivation, Step } from '../../derivation';
import type { Dyadic } from '../../arith/dyadic';
import type { Work } from '../../progress';
import { runAlgorithm } from './algorithm';
import { expressionOf } from './ordinalSum';
import { OUTCOME_WORDS } from './outcome';
import { flip } from './rules';
import { analyzeSum, winningMoves } from './sums';
import { num, tt } from './text';
import { bestLeftMove } from './theorems';
import type { SumLineView, SumState } from './walkState';

/** How many winning moves the last caption spells out; the rest are counted. */
const LISTED = 6;

type S = Step<SumState>;

export function sumDerivation(lines: readonly string[], work?: Work): Derivation<SumState> {
  const analysis = analyzeSum(lines);
  const { values, total } = analysis;
  const views: SumLineView[] = lines.map((line) => ({ line, value: null, best: null }));
  const snapshot = (
    phase: SumState['phase'],
    focus: number | null,
    withTotal: boolean,
    winning: SumState['winning'] = [],
  ): SumState => ({
    phase,
    lines: views.map((v) => ({ ...v, best: v.best ? { ...v.best } : null })),
    focus,
    total: withTotal ? total.toString() : null,
    winning,
  });
  const name = (c: number) => `G_{${c + 1}}`;
  const sumTex = lines.map((_, c) => name(c)).join(' + ');
  const steps: S[] = [
    {
      caption: `The sum $${sumTex}$ of ${lines.length} line${lines.length === 1 ? '' : 's'}. Every position is a number (Theorem 3.2), so the sum is worth the sum of the values, and its sign says who wins.`,
      state: snapshot('lines', null, false),
    },
  ];
  lines.forEach((line, c) => {
    const r = runAlgorithm(line);
    views[c].value = values[c].toString();
    const how =
      line.length === 0
        ? 'no coins left'
        : r.split.count > 0 && r.split.count <= 6
          ? `by the Algorithm, $${expressionOf(r.split).replace(/:/g, ' : ')}$`
          : 'by the Algorithm';
    steps.push({
      caption: `$${name(c)} = ${tt(line)} = ${num(values[c])}$ (${how}).`,
      state: snapshot('line', c, false),
    });
  });
  const terms = values.map((v) => (v.sign() < 0 ? `(${num(v)})` : num(v))).join(' + ');
  steps.push({
    caption: `The total is $${terms} = ${num(total)}$: ${OUTCOME_WORDS[analysis.outcome]}.`,
    important: true,
    state: snapshot('total', null, true),
  });
  lines.forEach((line, c) => {
    const m = bestLeftMove(line);
    if (!m) {
      steps.push({
        caption: `In $${name(c)}$ Left has no move (fewer than two $1$s).`,
        state: snapshot('best', c, true),
      });
      return;
    }
    const after = flip(line, m[0], m[1]);
    const v = runAlgorithm(after).value;
    const t = total.sub(values[c]).add(v);
    views[c].best = { move: [m[0], m[1]], after, value: v.toString(), total: t.toString() };
    steps.push({
      caption:
        `Theorem 4.2: Left's best move in $${name(c)}$ flips its two rightmost $1$s (coins ${m[0]} and ${m[1]}): $${tt(line)} \\to ${tt(after)} = ${num(v)}$. ` +
        `The total changes by $${num(v)} - ${paren(values[c])} = ${num(v.sub(values[c]))}$ to $${num(t)}$, ${t.sign() >= 0 ? 'which is $\\ge 0$: a winning move for Left' : 'which is $< 0$: Right would then win'}.`,
      highlight: [{ indices: [m[0] - 1, m[1] - 1], tone: 'left', label: 'Left' }],
      state: snapshot('best', c, true),
    });
  });
  const wm = winningMoves(lines, analysis, work);
  const winning = wm.left.map((m) => ({
    component: m.component,
    move: [m.move[0], m.move[1]] as [number, number],
    after: m.after,
    total: m.total.toString(),
  }));
  // A caption, not a catalogue: a long line has a hundred winning moves (example G has 153). The
  // first few are spelt out; the frame marks every one on its line.
  const shown = wm.left
    .slice(0, LISTED)
    .map(
      (m) =>
        `$${name(m.component)}: ${tt(lines[m.component])} \\to ${tt(m.after)}$ (total $${num(m.total)}$)`,
    );
  const more = wm.left.length - shown.length;
  const list = shown.join('; ') + (more > 0 ? `; and ${more} more, marked on the lines` : '');
  const scope = wm.exhaustive
    ? 'Valuing every Left move in every line'
    : "Valuing Theorem 4.2's best move in each line (the lines are too long to value every move)";
  steps.push({
    caption:
      winning.length === 0
        ? `${scope}: no Left move leaves a total $\\ge 0$, so Left, moving first, loses.`
        : `${scope}: Left wins moving first, and ${winning.length === 1 ? 'her only winning move is' : more > 0 ? `her ${winning.length} winning moves include` : `her ${winning.length} winning moves are`} ${list}.`,
    important: true,
    highlight: winning.length
      ? [
          {
            indices: winning
              .filter((w) => w.component === winning[0].component)
              .flatMap((w) => [w.move[0] - 1, w.move[1] - 1]),
            tone: 'left',
            label: 'wins',
          },
        ]
      : undefined,
    state: snapshot(
      winning.length ? 'winning' : 'none',
      winning.length ? winning[0].component : null,
      true,
      winning,
    ),
  });
  return { title: `Who wins ${lines.join(' + ')}?`, steps };
}

function paren(v: Dyadic): string {
  return v.sign() < 0 ? `(${num(v)})` : num(v);
}
