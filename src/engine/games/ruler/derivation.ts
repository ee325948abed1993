/**
 * The ruler-row walkthrough (kind "ruler/rows"): coins drop into their rows, the rows light up
 * odd or even, the parities assemble into the nim-value bit by bit, and the winning runs are
 * constructed (each heads coin forces the run's left end) and one of them is played.
 * Every step is a whole frame: the view draws it from `state` alone.
 */
import type { Derivation, Step } from '../../derivation';
import { applyMove, headsOf, type Move } from './rules';
import { coinsInRow, nimValue, prefixParity, rowCount, rowOf, rowSummaries, topBit } from './rulerFunction';
import { runCandidates, winningMoves } from './winningMoves';
import { binaryTex, listNumbers, plural, powersTex, runWords } from './text';

/** The walkthrough draws every coin, so it is kept to rows a screen can show. */
export const MAX_WALKTHROUGH_COINS = 1024;
/** Winning runs explained one step each; beyond this they are listed in the candidates table. */
const MAX_RUN_STEPS = 8;

export type RulerPhase =
  'line' | 'drop' | 'parity' | 'bits' | 'value' | 'lost' | 'target' | 'candidates' | 'run' | 'played';

export interface RulerRowView {
  row: number;
  /** 2^row */
  weight: number;
  /** coin numbers in this row, left to right */
  coins: number[];
  heads: number;
  /** shown once the row is lit; absent before */
  parity?: 'odd' | 'even';
  /** on 'run' steps: how many of this row's coins the run flips */
  flipped?: number;
}

export interface RulerCandidateView {
  /** the heads coin b the run ends on */
  to: number;
  /** the forced left end a (a − 1 = P⁻¹(P(b) ⊕ v)) */
  from: number;
  /** P(b) and P(a − 1), the prefix parities */
  parityTo: number;
  parityBefore: number;
  ok: boolean;
}

export interface RulerRowsState {
  phase: RulerPhase;
  /** the coins at this step (after the played move on the last step) */
  position: string;
  /** rows 0..rowsShown−1 have their coins dropped into the diagram */
  rowsShown: number;
  rows: RulerRowView[];
  /** bit k of the nim-value once assembled (index = row), null before */
  bits: (0 | 1 | null)[];
  nimValue: number | null;
  /** the winning runs of the starting position (all of them) */
  winningMoves: Move[];
  candidates?: RulerCandidateView[];
  /** the run being shown or just played */
  run?: Move;
}

function rowViews(position: string, shownParity: boolean, run?: Move): RulerRowView[] {
  return rowSummaries(position).map((r) => {
    const view: RulerRowView = {
      row: r.row,
      weight: r.weight,
      coins: coinsInRow(r.row, position.length),
      heads: r.heads,
    };
    if (shownParity) view.parity = r.odd ? 'odd' : 'even';
    if (run) view.flipped = view.coins.filter((c) => c >= run[0] && c <= run[1]).length;
    return view;
  });
}

const rowTone = (k: number) => (['block0', 'block1', 'block2', 'block3', 'block4', 'block5'] as const)[k % 6];

/** The ruler-row walkthrough for `position`; `play` picks which winning run the last step plays (default: the first). */
export function rowsDerivation(position: string, play?: Move): Derivation<RulerRowsState> {
  const n = position.length;
  const heads = headsOf(position);
  const v = nimValue(position);
  const wins = winningMoves(position);
  const played = play ?? wins[0];
  const R = rowCount(n);
  const noBits = () => new Array<0 | 1 | null>(R).fill(null);
  const base = { position, winningMoves: wins, nimValue: null, bits: noBits() };
  const steps: Step<RulerRowsState>[] = [];

  steps.push({
    caption: `A row of ${plural(n, 'coin')}, numbered 1 to ${n} from the left. Heads: ${heads.length ? `coin${heads.length > 1 ? 's' : ''} ${listNumbers(heads)}` : 'none'}.`,
    highlight: heads.length
      ? [{ indices: heads.map((h) => h - 1), tone: 'accent', label: 'heads' }]
      : undefined,
    state: { ...base, phase: 'line', rowsShown: 0, rows: rowViews(position, false) },
  });

  const summaries = rowSummaries(position);
  for (let k = 0; k < R; k++) {
    const coins = coinsInRow(k, n);
    const rowHeads = heads.filter((h) => rowOf(h) === k);
    const rule =
      k === 0
        ? 'the odd-numbered coins'
        : `the coins numbered $2^{${k}}=${1 << k}$ times an odd number ($i \\equiv ${1 << k} \\pmod{${2 << k}}$)`;
    steps.push({
      caption: `Row ${k} takes ${rule}: ${listNumbers(coins)}. ${k === 0 ? 'Coin $i$ drops to row $k$ when $2^k$ is the largest power of two dividing $i$. ' : ''}Heads here: ${listNumbers(rowHeads)}.`,
      highlight: [{ indices: coins.map((c) => c - 1), tone: rowTone(k), label: `row ${k}` }],
      important: k === 0,
      state: { ...base, phase: 'drop', rowsShown: k + 1, rows: rowViews(position, false) },
    });
  }

  const odd = summaries.filter((r) => r.odd);
  steps.push({
    caption: `Count the heads in each row: ${summaries.map((r) => `row ${r.row} has ${r.heads} (${r.odd ? 'odd' : 'even'})`).join('; ')}.`,
    highlight: odd.length
      ? [
          {
            indices: heads.filter((h) => summaries[rowOf(h)].odd).map((h) => h - 1),
            tone: 'accent',
            label: 'heads in odd rows',
          },
        ]
      : undefined,
    important: true,
    state: { ...base, phase: 'parity', rowsShown: R, rows: rowViews(position, true) },
  });

  const bits = noBits();
  let sofar = 0;
  for (let k = 0; k < R; k++) {
    const bit = summaries[k].odd ? 1 : 0;
    bits[k] = bit;
    sofar |= bit << k;
    steps.push({
      caption: `Row ${k} is ${bit ? 'odd' : 'even'}, so the $2^{${k}}=${1 << k}$ bit of the nim-value is ${bit}: so far $${binaryTex(sofar, k + 1)}$.`,
      highlight: [
        {
          indices: coinsInRow(k, n).map((c) => c - 1),
          tone: rowTone(k),
          label: `row ${k}: ${bit ? 'odd' : 'even'}`,
        },
      ],
      state: {
        ...base,
        phase: 'bits',
        rowsShown: R,
        rows: rowViews(position, true),
        bits: [...bits],
        nimValue: null,
      },
    });
  }

  const terms =
    heads.length && heads.length <= 12
      ? ` It is also the XOR of $r(i)$, the largest power of two dividing $i$, over the heads: $${heads.map((h) => h & -h).join(' \\oplus ')} = ${v}$.`
      : '';
  const full = { ...base, rowsShown: R, rows: rowViews(position, true), bits: [...bits], nimValue: v };
  steps.push({
    caption: `The nim-value is $${binaryTex(v, R)} = ${powersTex(v)}${v && v & (v - 1) ? ` = ${v}` : ''}$.${terms}`,
    important: true,
    state: { ...full, phase: 'value' },
  });

  if (v === 0) {
    steps.push({
      caption:
        'Every row is even: the value is 0, so whoever moves now loses. A run $a..b$ flips the row parities by $P(b) \\oplus P(a-1) \\ne 0$, where bit $k$ of $P(n) = n \\oplus \\lfloor n/2 \\rfloor$ is the parity of row $k$ among coins $1..n$ and $P$ is one-to-one: every move makes some row odd, and the opponent makes them all even again.',
      important: true,
      state: { ...full, phase: 'lost' },
    });
    return { title: `Ruler rows of ${position}`, steps };
  }

  const h = topBit(v);
  steps.push({
    caption: `To win, make every row even: the run must flip an odd number of coins in row${odd.length > 1 ? 's' : ''} ${listNumbers(odd.map((r) => r.row))} and an even number in every other row. Among coins $1..n$, bit $k$ of $P(n) = n \\oplus \\lfloor n/2 \\rfloor$ is the parity of row $k$, so the run $a..b$ flips the rows given by $P(b) \\oplus P(a-1)$; we need $P(a-1) = P(b) \\oplus ${v}$.`,
    important: true,
    state: { ...full, phase: 'target' },
  });

  const candidates: RulerCandidateView[] = runCandidates(position, v).map((c) => ({
    ...c,
    parityTo: prefixParity(c.to),
    parityBefore: prefixParity(c.to) ^ v,
  }));
  steps.push({
    caption: `The run must end on a head $b$, and $P$ is one-to-one, so each head forces $a-1 = P^{-1}(P(b) \\oplus ${v})$: the run's position and length are forced. It is a real run only when $a - 1 < b$, which happens exactly when $b$ has the $2^{${h}}=${1 << h}$ bit (the top bit of ${v}). That leaves ${plural(wins.length, 'winning run')}: ${wins.map(([a, b]) => `${a}–${b}`).join(', ')}.`,
    highlight: [
      { indices: wins.map(([, b]) => b - 1), tone: 'accent', label: 'heads that end a winning run' },
    ],
    important: true,
    state: { ...full, phase: 'candidates', candidates },
  });

  for (const run of wins.slice(0, MAX_RUN_STEPS)) {
    const rows = rowViews(position, true, run);
    const changed = rows.filter((r) => (r.flipped ?? 0) % 2 === 1).map((r) => r.row);
    steps.push({
      caption: `Flip ${runWords(run[0], run[1])} (${plural(run[1] - run[0] + 1, 'coin')}, ending on the head at ${run[1]}): it flips ${rows.map((r) => `${r.flipped} in row ${r.row}`).join(', ')}, so it changes the parity of row${changed.length > 1 ? 's' : ''} ${listNumbers(changed)}: exactly the odd rows.`,
      highlight: [
        { indices: range(run[0] - 1, run[1] - 1), tone: 'accent', label: `winning run ${run[0]}–${run[1]}` },
      ],
      state: { ...full, phase: 'run', rows, candidates, run },
    });
  }

  const after = applyMove(position, played);
  const afterRows = rowViews(after, true);
  steps.push({
    caption: `Play ${runWords(played[0], played[1])}: the row becomes ${after.length <= 40 ? after : 'the new row'}, every row is even and the nim-value is ${nimValue(after)}. Whatever the opponent flips makes some row odd, and the same construction answers it.`,
    highlight: [
      {
        indices: range(played[0] - 1, played[1] - 1),
        tone: 'accent',
        label: `played ${played[0]}–${played[1]}`,
      },
    ],
    important: true,
    state: {
      ...full,
      phase: 'played',
      position: after,
      rows: afterRows,
      bits: afterRows.map((): 0 => 0),
      nimValue: nimValue(after),
      run: played,
    },
  });
  return { title: `Ruler rows of ${position}`, steps };
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
