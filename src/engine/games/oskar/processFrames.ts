/**
 * Oskar's process as walkthrough frames: frame m is s^m.c with its weight (the coin the next
 * step turns) and the steps still to come by the formula n = 2v − w². A trajectory has
 * n.c + 1 frames (500,501 for the slowest 1,000 coins), so frames are served in pages and
 * the player asks only for the pages it shows; nothing here holds more than a page. Fast play
 * shows one frame in many, so it asks for a stride: every k-th frame (each carries its m).
 */
import type { Step } from '../../derivation';
import type { Work } from '../../progress';
import type { Configuration } from './configuration';
import { column, elevatorPage, processAt, type ElevatorColumn } from './elevator';
import { statistics } from './statistics';

/** What a process frame draws: the column of the elevator diagram at time m. */
export type ProcessFrame = ElevatorColumn;

export interface ProcessFramePage {
  /** frames in the whole trajectory: the moves to all tails, plus one for the start */
  count: number;
  /** index of the first frame of this page (= its m) */
  from: number;
  /** frame j of the page is frame min(from + j·stride, count − 1): the last frame is never skipped */
  stride: number;
  frames: Step<ProcessFrame>[];
}

/** The frame of one column; `moves` is n.c of the start, so the last frame can say so. */
export function processFrame(col: ElevatorColumn, moves: number): Step<ProcessFrame> {
  const { m, w, n } = col;
  const last = m === moves;
  const caption = last
    ? `All tails after $${m}$ step${m === 1 ? '' : 's'}: the weight is $0$ and the process stops, exactly when the formula said.`
    : m === 0
      ? `The start: weight $w = ${w}$, so coin $${w}$ turns first; the formula gives $n = 2v - w^2 = ${n}$ steps.`
      : `After $m = ${m}$ step${m === 1 ? '' : 's'}: weight $w = ${w}$, so coin $${w}$ turns next; $n = ${n}$ step${n === 1 ? '' : 's'} to go.`;
  return {
    caption,
    state: col,
    ...(w > 0
      ? { highlight: [{ indices: [w - 1], tone: 'accent' as const, label: `next: coin w = ${w}` }] }
      : {}),
    ...(last ? { important: true } : {}),
  };
}

/**
 * Frames from, from+stride, … (size of them, clipped to the trajectory, whose last frame ends
 * a page that reaches past it) of c's process; `moves` is n.c.
 */
export function processFramePage(
  c: Configuration,
  moves: number,
  from: number,
  size: number,
  work?: Work,
  stride = 1,
): ProcessFramePage {
  if (stride === 1) {
    const page = elevatorPage(c, moves, from, size, work);
    return {
      count: moves + 1,
      from: page.from,
      stride,
      frames: page.columns.map((col) => processFrame(col, moves)),
    };
  }
  const first = Math.min(from, moves);
  const p = processAt(c, first, work);
  const frames: Step<ProcessFrame>[] = [];
  for (let j = 0; j < size; j++) {
    const m = Math.min(first + j * stride, moves);
    p.advance(m - p.m);
    // v by a sum over the coins: one per frame shown, not one per step skipped
    frames.push(processFrame(column(p.c, p.w, p.m, statistics(p.c).v), moves));
    if (m === moves) break;
  }
  return { count: moves + 1, from: first, stride, frames };
}
