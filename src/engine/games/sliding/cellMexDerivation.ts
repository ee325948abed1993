/**
 * Why one cell of the table holds its value: the position's options, one frame each with its
 * Grundy number by brute force (by definition, no formula), then the least value missing
 * among them (the mex, which IS the cell's Grundy number), then the Definition 3.1 set it
 * lands in, so the formula is seen to give the same number.
 *
 * The options are listed once beside the frames (a cell near y = 300 has some 600), and
 * each frame says how many of them are shown so far: the frames stay small.
 */
import { mex } from '../../arith/nim';
import type { Derivation, Step } from '../../derivation';
import { EngineError } from '../../errors';
import type { Work } from '../../progress';
import { BRUTE_MAX_Y, bruteGrundy, ensureBruteForce } from './bruteForce';
import { formulaGrundy, membershipTex, SET_TEX, type SetIndex } from './formula';
import { describeMove, formatPosition, legalMoves, type MoveKind, type Position } from './rules';

export interface CellOption {
  kind: MoveKind;
  description: string;
  after: Position;
  /** its Grundy number by brute force */
  value: number;
}

export interface CellMexState {
  phase: 'intro' | 'option' | 'mex' | 'set';
  /** options shown so far (the first `shown` of the list) */
  shown: number;
  /** the option this frame adds */
  current?: number;
  /** the distinct values of the options shown so far, ascending */
  seen: number[];
  /** the least value missing, once every option is in */
  mex?: number;
  /** the Definition 3.1 sets holding the position (phase "set") */
  sets?: { label: string; set: SetIndex; n: number; tex: string; definition: string }[];
}

export interface CellMex {
  position: Position;
  options: CellOption[];
  grundy: number;
  derivation: Derivation<CellMexState>;
}

function kinds(options: CellOption[]): string {
  const count = (k: MoveKind) => options.filter((o) => o.kind === k).length;
  const parts: string[] = [];
  const say = (n: number, what: string) => n && parts.push(`${n} ${what}`);
  say(count('near'), count('near') === 1 ? 'move of the near coin' : 'moves of the near coin');
  say(
    count('far'),
    count('far') === 1
      ? 'slide of the far coin between the coins'
      : 'slides of the far coin between the coins',
  );
  say(count('push'), count('push') === 1 ? 'push' : 'pushes');
  say(count('lone'), count('lone') === 1 ? 'move of the lone coin' : 'moves of the lone coin');
  return parts.join(', ');
}

export function cellMex(p: Position, work?: Work): CellMex {
  if (p[1] > BRUTE_MAX_Y)
    throw new EngineError(
      'too_large',
      `the mex of a cell is worked out by brute force for y ≤ ${BRUTE_MAX_Y} (got y = ${p[1]})`,
      { field: 'position' },
    );
  ensureBruteForce(p[1], work);
  const options: CellOption[] = legalMoves(p).map((m) => ({
    kind: m.kind,
    description: describeMove(m),
    after: m.after,
    value: bruteGrundy(m.after),
  }));
  const where = formatPosition(p);
  const steps: Step<CellMexState>[] = [];
  steps.push({
    caption:
      options.length === 0
        ? `$${where}$ has no coin to move: no options at all.`
        : `The options of $${where}$ are the positions one move away: ${options.length} of them (${kinds(options)}). Its Grundy number is the mex of their Grundy numbers: the least value none of them has.`,
    important: true,
    state: { phase: 'intro', shown: 0, seen: [] },
  });
  const seen = new Set<number>();
  options.forEach((o, i) => {
    const isNew = !seen.has(o.value);
    seen.add(o.value);
    steps.push({
      caption: `Option ${i + 1} of ${options.length}: ${o.description}, leaving $${formatPosition(o.after)}$ with $G = ${o.value}$${isNew ? '' : ' (a value already seen)'}.`,
      state: { phase: 'option', shown: i + 1, current: i, seen: [...seen].sort((a, b) => a - b) },
    });
  });
  const values = [...seen].sort((a, b) => a - b);
  const g = mex(values);
  steps.push({
    caption: `The values reached are $\\{${values.join(', ')}\\}$. The least one missing is ${g}, so $G${where} = \\operatorname{mex} = ${g}$.`,
    important: true,
    state: { phase: 'mex', shown: options.length, seen: values, mex: g },
  });
  const f = formulaGrundy(p);
  const sets = f.memberships.map((m) => ({
    label: m.label,
    set: m.set,
    n: m.n,
    tex: membershipTex(m, p),
    definition: SET_TEX[m.set],
  }));
  let caption: string;
  if (f.terminal)
    caption = `Definition 3.1 covers $n \\ge 1$ only; the terminal position has no moves, so its value is $0$, the mex of nothing.`;
  else if (f.grundy === g)
    caption = `Definition 3.1 puts $${where}$ in ${sets.map((s) => `$G_{${s.n},${s.set}}$`).join(' and ')}: the formula gives ${g} too, without looking at a single option.`;
  else
    caption = `Definition 3.1 gives ${f.grundy ?? 'no single value'} here, but the mex is ${g}: the formula is wrong at $${where}$.`;
  steps.push({
    caption,
    important: true,
    state: { phase: 'set', shown: options.length, seen: values, mex: g, sets },
  });
  return {
    position: p,
    options,
    grundy: g,
    derivation: { title: `Why $G${where} = ${g}$: the mex of its options`, steps },
  };
}
