/**
 * Oskar's process as walkthrough frames: frame m is s^m.c with its weight (the coin the next
 * step turns) and the steps still to come by the formula n = 2v − w². A trajectory has
 * n.c + 1 frames (500,501 for the slowest 1,000 coins), so frames are served in pages and
 * the player asks only for the pages it shows; nothing here holds more than a page.
 */
import type { Step } from '../../derivation';
import type { Work } from '../../progress';
import type { Configuration } from './configuration';
import { elevatorPage, type ElevatorColumn } from './elevator';

/** What a process frame draws: the column of the elevator diagram at time m. */
export type ProcessFrame = ElevatorColumn;

export interface ProcessFramePage {
  /** frames in the whole trajectory: the moves to all tails, plus one for the start */
  count: number;
  /** index of the first frame of this page (= its m) */
  from: number;
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
    ...(w > 0 ? { highlight: [{ indices: [w - 1], tone: 'accent' as const, label: `next: coin w = ${w}` }] } : {}),
    ...(last ? { important: true } : {}),
  };
}

/** Frames from..from+size−1 of c's process (clipped to the trajectory); `moves` is n.c. */
export function processFramePage(c: Configuration, moves: number, from: number, size: number, work?: Work): ProcessFramePage {
  const page = elevatorPage(c, moves, from, size, work);
  return { count: moves + 1, from: page.from, frames: page.columns.map((col) => processFrame(col, moves)) };
}
