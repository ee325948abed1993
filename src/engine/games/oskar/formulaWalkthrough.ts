/**
 * The walkthrough of §3 on any configuration: the elevator's trips give n = 2u + w; the
 * balance property removes the absolute values; Σ i = k(k+1)/2 turns u into v − w(w+1)/2; so
 * n = 2v − w². Every step substitutes the configuration's own numbers, computed here.
 */
import type { Derivation, Step } from '../../derivation';
import { makeConfiguration, type Configuration } from './configuration';
import { simulateDecay, successor } from './process';
import { statistics, isMarked } from './statistics';
import { trips } from './elevator';
import type { Work } from '../../progress';
import { configTeX, listWords, sumTeX } from './tex';

export interface FormulaState {
  /** the configuration shown on the board, coin 1 first */
  configuration: string;
  /** the elevator's coin (0: none) */
  w: number;
  /** '1' where coin i is marked (a zero below or a one above the elevator) */
  marked: string;
  /** the numbers established so far, for the panel beside the board */
  numbers: { name: string; tex: string; value: number }[];
}

export function formulaWalkthrough(c: Configuration, work?: Work): Derivation<FormulaState> {
  const config = makeConfiguration(c);
  const N = c.length;
  const st = statistics(c);
  const { w, v, u, n } = st;
  const moves = simulateDecay(c);
  const tr = trips(c, work);
  const heads: number[] = [];
  const zerosBelow: number[] = [];
  const onesAbove: number[] = [];
  const zerosAtOrBelow: number[] = [];
  const headsAtOrBelow: number[] = [];
  for (let i = 1; i <= N; i++) {
    if (c[i - 1]) heads.push(i);
    if (i < w && !c[i - 1]) zerosBelow.push(i);
    if (i <= w && !c[i - 1]) zerosAtOrBelow.push(i);
    if (i <= w && c[i - 1]) headsAtOrBelow.push(i);
    if (i > w && c[i - 1]) onesAbove.push(i);
  }
  let marked = '';
  for (let i = 1; i <= N; i++) marked += isMarked(c, w, i) ? '1' : '0';
  const idx = (coins: number[]) => coins.map((i) => i - 1);
  const marks: Step['highlight'] = [
    { indices: idx(zerosBelow), tone: 'left', label: '0↓' },
    { indices: idx(onesAbove), tone: 'right', label: '1↑' },
    ...(w > 0 ? [{ indices: [w - 1], tone: 'accent' as const, label: 'w' }] : []),
  ];
  const numbers: FormulaState['numbers'] = [];
  const frame = (
    caption: string,
    extra: Partial<Step<FormulaState>> = {},
    state: Partial<FormulaState> = {},
  ): Step<FormulaState> => ({
    caption,
    highlight: marks,
    ...extra,
    state: { configuration: config, w, marked, numbers: numbers.slice(), ...state },
  });
  const steps: Step<FormulaState>[] = [];
  const cTeX = configTeX(config);

  numbers.push({ name: 'w', tex: 'w.c', value: w });
  steps.push(
    frame(
      w === 0
        ? `The configuration $c = ${cTeX}$ ($N = ${N}$) has no heads: $w.c = 0$, nothing turns, and it takes $0$ moves. The formulas below all give $0$.`
        : `The configuration $c = ${cTeX}$ has $N = ${N}$ coins and $w.c = ${w}$ heads (coins ${listWords(heads)}), so the first move turns coin ${w}. Running the process takes ${moves} moves to reach all tails. We derive that number without running it.`,
      { highlight: [{ indices: idx(heads), tone: 'accent', label: 'heads' }] },
    ),
  );
  steps.push(
    frame(
      `Call coin $w.c = ${w}$ the elevator${w === 0 ? ' (here at level 0, below coin 1)' : ''}. The zeros below it (coins ${listWords(zerosBelow)}) and the ones above it (coins ${listWords(onesAbove)}) are what it must still pick up; they are underlined in Table 2. A move turns the elevator's coin: a $0$ becomes $1$ and the elevator goes up one level, a $1$ becomes $0$ and it goes down.`,
    ),
  );
  const returns = tr.filter((t) => t.kind !== 'rush');
  const rush = tr.find((t) => t.kind === 'rush');
  const straight = tr.every((t) => t.monotone);
  const tripWords = returns
    .slice(0, 8)
    .map((t) => `to the ${t.kind} at ${t.level} and back, $2\\cdot|${w} - ${t.level}| = ${t.moves}$ moves`)
    .join('; ');
  steps.push(
    frame(
      w === 0
        ? 'There are no trips: the elevator is already at level 0.'
        : `Following the elevator: it leaves level ${w} and returns ${returns.length} time${returns.length === 1 ? '' : 's'}${returns.length ? `: ${tripWords}${returns.length > 8 ? '; …' : ''}` : ''}. Then it rushes down ${rush?.moves ?? 0} moves to level 0. ${straight ? `In all: $${sumTeX(tr.map((t) => t.moves))} = ${moves}$.` : 'Some trip did not go straight out and back, so the count below is a hypothesis to be proved.'}`,
    ),
  );
  const uTerms = [
    ...zerosBelow
      .slice()
      .reverse()
      .map((i) => w - i),
    ...onesAbove.map((i) => i - w),
  ];
  numbers.push({ name: 'u', tex: 'u.c', value: u }, { name: 'n', tex: 'n.c', value: n });
  steps.push(
    frame(
      `Each trip to level $i$ costs $2|w.c - i|$ moves and the final rush $w.c$, so $$n.c = 2\\cdot u.c + w.c,\\qquad u.c = \\sum_{i < w.c,\\ c.i = 0\\ \\lor\\ i > w.c,\\ c.i = 1} |w.c - i|.$$ Here $u.c = ${sumTeX(uTerms)} = ${u}$ and $n.c = 2\\cdot ${u} + ${w} = ${2 * u + w}$. Both terms are $\\ge 0$ (P1), and $n.c = 0$ exactly when $w.c = 0$ (P2).`,
      { important: true },
    ),
  );
  const Z = zerosAtOrBelow.length;
  const O = onesAbove.length;
  const H = headsAtOrBelow.length;
  numbers.push({ name: 'balance', tex: '\\#0_{\\le w} = \\#1_{>w}', value: Z });
  steps.push(
    frame(
      `Balance: the zeros at or below the elevator are as many as the ones above it. Coins $1..w.c$ number $w.c$, and so do the heads; both counts share the heads at or below the elevator: $$\\#\\{i \\le w.c : c.i = 0\\} = w.c - \\#\\{i \\le w.c: c.i = 1\\} = \\#\\{i > w.c : c.i = 1\\}.$$ Here $${Z} = ${w} - ${H} = ${O}$.`,
      {
        important: true,
        highlight: [
          { indices: idx(zerosAtOrBelow), tone: 'left', label: '0≤w' },
          { indices: idx(onesAbove), tone: 'right', label: '1↑' },
        ],
      },
    ),
  );
  steps.push(
    frame(
      `So the absolute values can go. A one above contributes $i - w.c$, a zero at or below contributes $w.c - i$ (a zero at $w.c$ itself adds $0$), and by balance the ${O} terms $-w.c$ cancel the ${Z} terms $+w.c$: $$u.c = \\sum_{i > w.c,\\ c.i = 1} i \\; - \\sum_{i \\le w.c,\\ c.i = 0} i = (${sumTeX(onesAbove)}) - (${sumTeX(zerosAtOrBelow)}) = ${st.sumOnesAbove - st.sumZerosAtOrBelow}.$$`,
    ),
  );
  numbers.push({ name: 'v', tex: 'v.c', value: v });
  steps.push(
    frame(
      `Let $v.c = \\sum_{c.i = 1} i = ${sumTeX(heads)} = ${v}$. The ones above sum to $v.c$ minus the heads at or below the elevator; the zeros at or below sum to $1 + \\dots + w.c = w.c(w.c+1)/2$ minus those same heads. They cancel: $$u.c = v.c - \\frac{w.c\\,(w.c+1)}{2} = ${v} - ${(w * (w + 1)) / 2} = ${u}.$$`,
      { highlight: [{ indices: idx(heads), tone: 'accent', label: 'heads' }] },
    ),
  );
  steps.push(
    // One step per line, so the substituted numbers stay visible on narrow screens.
    frame(
      `Substituting: $$\\begin{aligned} n.c &= 2\\,u.c + w.c = 2\\,v.c - w.c\\,(w.c+1) + w.c \\\\ &= 2\\,v.c - (w.c)^2 \\\\ &= 2\\cdot ${v} - ${w}^2 = ${n}. \\end{aligned}$$`,
      { important: true },
    ),
  );
  if (w > 0) {
    const next = successor(c);
    const sn = statistics(next);
    const head = c[w - 1] === 1;
    steps.push(
      frame(
        `Why this counts moves (P3): a move turns coin $w.c$. Coin ${w} is ${head ? 'a head, so $v$ drops by $w.c$ and $w$ by $1$' : 'a tail, so $v$ grows by $w.c$ and $w$ by $1$'}: $s.c = ${configTeX(makeConfiguration(next))}$ has $v = ${sn.v}$, $w = ${sn.w}$ and $n.(s.c) = 2\\cdot ${sn.v} - ${sn.w}^2 = ${sn.n} = n.c - 1$. In general $$n.(s.c) = 2(v.c \\pm w.c) - (w.c \\pm 1)^2 = 2\\,v.c - (w.c)^2 - 1 = n.c - 1.$$`,
        { highlight: [{ indices: [w - 1], tone: 'accent', label: 'the coin turned' }] },
        { configuration: makeConfiguration(next), w: sn.w, marked: markedOf(next, sn.w) },
      ),
    );
  }
  steps.push(
    frame(
      `So $n.c$ never goes below $0$, is $0$ only at all tails, and drops by one each move: it is the number of moves. $$n.c = 2\\sum_i i\\cdot c.i - \\Big(\\sum_i c.i\\Big)^2 = ${n},$$ and the process ${moves === n ? `indeed took ${moves} moves ✓` : `took ${moves} moves ✗`}.`,
      { important: true },
    ),
  );
  const short = config.length <= 40 ? config : `${config.slice(0, 16)}…${config.slice(-16)}`;
  return { title: `Why ${short} takes ${n} move${n === 1 ? '' : 's'}`, steps };
}

function markedOf(c: Configuration, w: number): string {
  let s = '';
  for (let i = 1; i <= c.length; i++) s += isMarked(c, w, i) ? '1' : '0';
  return s;
}
