/**
 * Why the winning move of a sum of straps wins (Bouton's argument, as Sprague–Grundy makes it
 * work for any impartial game): each strap's Grundy number in binary, their XOR column by
 * column, the target G_i ⊕ G each strap would have to reach, and which straps reach it.
 *
 * The point worth a frame of its own: a strap's value is not a heap size. The mex rule only
 * promises options of every SMALLER value; it does not forbid options of larger values, and a
 * strap may have some, so a winning move can raise a strap's Grundy number (the `raises` flag).
 * Targets and moves come from sum.ts (Definition 3.1, O(1) a strap), so this works for any
 * position the contract takes; tests check it against brute force.
 */
import { nimSum, nimSumOf } from '../../arith/nim';
import type { Derivation, Step } from '../../derivation';
import { grundyByFormula } from './formula';
import { describeMove, formatPosition, isTerminal, type Position } from './rules';
import { movesToValue } from './sum';

export interface BoutonRow {
  position: Position;
  grundy: number;
  /** grundy in binary, padded to the frame's width */
  bits: string;
  /** G_i ⊕ G, once the targets are shown */
  target?: number;
  targetBits?: string;
}

export interface BoutonMove {
  component: number;
  description: string;
  after: Position;
  /** the strap's Grundy number before and after (after = its target) */
  before: number;
  grundy: number;
  /** after > before: the winning move raises the strap's value */
  raises: boolean;
  /** the nim-sum of every strap after the move (0: it wins) */
  sumAfter: number;
}

export interface BoutonState {
  phase: 'values' | 'column' | 'total' | 'targets' | 'strap' | 'moves' | 'zero';
  /** bits in every binary number of the frame */
  width: number;
  rows: BoutonRow[];
  /** the nim-sum's bits written so far, most significant first */
  sumBits: string;
  /** the nim-sum, once every column is done */
  total?: number;
  /** the column being added (its bit is 2^column) */
  column?: number;
  /** the strap looked at */
  focus?: number;
  /** the moves to the focused strap's target, or (phase "moves") every winning move */
  moves?: BoutonMove[];
}

const binary = (v: number, width: number) => v.toString(2).padStart(width, '0');
const bin = (v: number) => `${v.toString(2)}_2`;
const strapName = (i: number, p: Position) => `strap ${i + 1} ${formatPosition(p)}`;

/** The winning moves of strap i of the sum, each with its raise flag and the nim-sum after it. */
export function strapWinningMoves(
  positions: readonly Position[],
  values: readonly number[],
  i: number,
  total: number,
): BoutonMove[] {
  if (total === 0) return [];
  const t = nimSum(values[i], total);
  return movesToValue(positions[i], t).map((m) => ({
    component: i,
    description: describeMove(m),
    after: m.after,
    before: values[i],
    grundy: grundyByFormula(m.after),
    raises: t > values[i],
    sumAfter: nimSumOf(values.map((v, j) => (j === i ? grundyByFormula(m.after) : v))),
  }));
}

export function boutonDerivation(positions: readonly Position[]): Derivation<BoutonState> {
  const values = positions.map(grundyByFormula);
  const total = nimSumOf(values);
  const width = Math.max(1, ...values.map((v) => v.toString(2).length));
  const rows: BoutonRow[] = positions.map((p, i) => ({
    position: p,
    grundy: values[i],
    bits: binary(values[i], width),
  }));
  const steps: Step<BoutonState>[] = [];
  const totalBits = binary(total, width);
  const listValues = values.map((v, i) => `G_{${i + 1}} = ${v} = ${bin(v)}`).join(',\\ ');

  steps.push({
    caption: `Each strap is a game of its own, and its Grundy number (Definition 3.1) says everything about it in a sum. In binary: $${listValues}$. By Sprague–Grundy (Theorem 1) the sum is worth their nim-sum $G = ${nimSumOfNames(positions.length)}$: add the binary digits column by column, without carrying.`,
    important: true,
    state: { phase: 'values', width, rows, sumBits: '' },
  });
  for (let c = width - 1; c >= 0; c--) {
    const bits = values.map((v) => Math.floor(v / 2 ** c) % 2);
    const ones = bits.filter((b) => b === 1).length;
    steps.push({
      caption: `Column $2^{${c}} = ${2 ** c}$: the bits are ${bits.join(', ')}. ${ones === 1 ? 'One 1' : `${ones} ones`}, ${ones % 2 ? 'odd, so the nim-sum has a 1 here' : 'even, so the nim-sum has a 0 here'}.`,
      state: { phase: 'column', width, rows, sumBits: totalBits.slice(0, width - c), column: c },
    });
  }
  const full = { width, rows, sumBits: totalBits, total };
  steps.push({
    caption: `$G = ${values.join(' \\oplus ')} = ${bin(total)} = ${total}$. ${total === 0 ? 'A P-position: the player to move loses against perfect play.' : 'An N-position: the player to move wins by leaving nim-sum $0$.'}`,
    important: true,
    state: { phase: 'total', ...full },
  });

  if (total === 0) {
    const allGone = positions.every(isTerminal);
    steps.push({
      caption: allGone
        ? 'No coin is left on any strap: the player to move has no move at all, and loses.'
        : `Why there is no winning move: a move changes one strap only, so it would have to take strap $i$ to $G_i \\oplus 0 = G_i$, its own value. No option has it: $G_i$ is the mex, the least value missing among the options' values. So every move turns one $G_i$ into some $g' \\ne G_i$ and leaves nim-sum $G_i \\oplus g' \\ne 0$; the opponent then moves back to $0$, and so on until the player to move here has no move.`,
      important: true,
      state: {
        phase: 'zero',
        ...full,
        rows: rows.map((r) => ({ ...r, target: r.grundy, targetBits: r.bits })),
      },
    });
    return { title: 'Why the nim-sum decides: no winning move from nim-sum 0', steps };
  }

  const top = total.toString(2).length - 1;
  const targetRows = rows.map((r) => {
    const target = nimSum(r.grundy, total);
    return { ...r, target, targetBits: binary(target, width) };
  });
  const lowers = targetRows.flatMap((r, i) => (r.target < r.grundy ? [i + 1] : []));
  steps.push({
    caption: `A winning move leaves nim-sum $0$. It changes one strap, so strap $i$ must go to the target $t_i = G_i \\oplus G$: then the others' values XOR with $t_i$ to $0$. Targets: $${targetRows.map((r, i) => `t_{${i + 1}} = ${r.grundy} \\oplus ${total} = ${r.target}`).join(',\\ ')}$. $G$'s leading 1 is in column $2^{${top}}$; the straps with a 1 there (${lowers.map((i) => `strap ${i}`).join(', ')}) have $t_i < G_i$.`,
    important: true,
    state: { phase: 'targets', ...full, rows: targetRows },
  });

  const winning: BoutonMove[] = [];
  positions.forEach((p, i) => {
    const { grundy: g, target: t } = targetRows[i];
    const moves = strapWinningMoves(positions, values, i, total);
    winning.push(...moves);
    const found = moves.map((m) => `${m.description}, giving $${formatPosition(m.after)}$`).join('; or ');
    let caption: string;
    if (t < g) {
      caption = `${cap(strapName(i, p))}: $t_{${i + 1}} = ${t} < G_{${i + 1}} = ${g}$. Every value below the mex is some option's value, so this strap can reach it: ${found}.`;
    } else if (moves.length) {
      caption = `${cap(strapName(i, p))}: $t_{${i + 1}} = ${t} > G_{${i + 1}} = ${g}$. The mex rule does not forbid options of larger value, and this position has ${countWord(moves.length)}: ${found}. ${moves.length === 1 ? 'This winning move RAISES' : 'These winning moves RAISE'} the strap's Grundy number from ${g} to ${t}: a Grundy number is not a heap that can only shrink.`;
    } else {
      caption = `${cap(strapName(i, p))}: $t_{${i + 1}} = ${t} > G_{${i + 1}} = ${g}$, and no option of ${formatPosition(p)} has value ${t}: no winning move on this strap.`;
    }
    steps.push({
      caption,
      important: t > g && moves.length > 0,
      highlight: [{ indices: [i], tone: moves.length ? 'accent' : 'muted', label: `strap ${i + 1}` }],
      state: { phase: 'strap', ...full, rows: targetRows, focus: i, moves },
    });
  });

  const straps = listed([...new Set(winning.map((m) => m.component + 1))]);
  const raiseCount = winning.filter((m) => m.raises).length;
  const raising = [...new Set(winning.filter((m) => m.raises).map((m) => m.component))].map(
    (i) => `strap ${i + 1} from ${targetRows[i].grundy} to ${targetRows[i].target}`,
  );
  steps.push({
    caption: `${winning.length} winning move${winning.length === 1 ? '' : 's'}, on strap${straps.includes('and') ? 's' : ''} ${straps}; after each, the nim-sum is $0$ and the opponent faces a P-position.${raising.length ? ` ${raiseCount === 1 ? 'One of them raises' : `${raiseCount} of them raise`} a strap's value: ${raising.join('; ')}.` : ''}`,
    important: true,
    state: { phase: 'moves', ...full, rows: targetRows, moves: winning },
  });
  return { title: 'Why the winning move wins: the nim-sum, column by column', steps };
}

/** G_1 ⊕ G_2 ⊕ G_3 in full up to three straps; with four or more, G_1 ⊕ G_2 ⊕ ⋯ ⊕ G_n. */
export function nimSumOfNames(n: number): string {
  const name = (i: number) => `G_{${i}}`;
  if (n <= 3) return Array.from({ length: n }, (_, i) => name(i + 1)).join(' \\oplus ');
  return `${name(1)} \\oplus ${name(2)} \\oplus \\cdots \\oplus ${name(n)}`;
}

const countWord = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five'][n] ?? String(n);

/** 1, 2 and 3 */
const listed = (xs: number[]) =>
  xs.length < 2 ? String(xs[0]) : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
