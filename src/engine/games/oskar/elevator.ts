/**
 * The elevator diagram (paper §3, Table 2) as data: one column per configuration of the
 * trajectory, the elevator at coin w of each column (level 0, below coin 1, at the end),
 * and the marked cells: zeros below the elevator and ones above it, which it still has to
 * "pick up". Long trajectories are served in pages; nothing here holds more than a page.
 */
import type { Configuration } from './configuration';
import { Process } from './process';
import { statistics } from './statistics';
import type { Work } from '../../progress';

export interface ElevatorColumn {
  /** time: this column is s^m.c */
  m: number;
  /** the weight, i.e. the elevator's level (0 = below coin 1, the final column) */
  w: number;
  /** v = Σ i over heads, and n = 2v − w² (the moves still to come, by the formula) */
  v: number;
  n: number;
  /** s^m.c, coin 1 first */
  configuration: string;
  /** '1' where coin i is marked (a zero below the elevator or a one above it), coin 1 first */
  marked: string;
}

export function column(c: Configuration, w: number, m: number, v: number): ElevatorColumn {
  const N = c.length;
  const config = new Uint16Array(N);
  const marked = new Uint16Array(N);
  // isMarked inlined: zeros below coin w, ones above it ('0' is 48, '1' is 49).
  for (let i = 0; i < N; i++) {
    const x = c[i];
    config[i] = 48 + x;
    marked[i] = i + 1 < w ? 49 - x : i + 1 > w ? 48 + x : 48;
  }
  return { m, w, v, n: 2 * v - w * w, configuration: codesToString(config), marked: codesToString(marked) };
}

/** Char codes to a string, in chunks (fromCharCode takes a bounded number of arguments). */
function codesToString(codes: Uint16Array): string {
  const CHUNK = 8192;
  if (codes.length <= CHUNK) return String.fromCharCode.apply(null, codes as unknown as number[]);
  let s = '';
  for (let i = 0; i < codes.length; i += CHUNK)
    s += String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]);
  return s;
}

export interface ElevatorPage {
  coins: number;
  /** moves to all tails: the diagram has moves + 1 columns */
  moves: number;
  from: number;
  columns: ElevatorColumn[];
}

/**
 * Columns from..from+count−1 (clipped to the trajectory). Fast-forwards to `from` in O(from)
 * without building columns, so a page deep in a 500,500-step trajectory costs milliseconds.
 */
/** The process run forward to step `first` in chunks (ticking between them), no columns built. */
export function processAt(start: Configuration, first: number, work?: Work): Process {
  const p = new Process(start);
  const CHUNK = 1 << 16;
  while (p.m < first) {
    p.advance(Math.min(CHUNK, first - p.m));
    work?.tick(p.m, first, 'running to the page');
  }
  return p;
}

export function elevatorPage(
  start: Configuration,
  moves: number,
  from: number,
  count: number,
  work?: Work,
): ElevatorPage {
  const first = Math.min(from, moves);
  const p = processAt(start, first, work);
  const columns: ElevatorColumn[] = [];
  const last = Math.min(moves, from + count - 1);
  let v = statistics(p.c).v;
  for (let m = first; m <= last; m++) {
    columns.push(column(p.c, p.w, m, v));
    const move = p.step();
    if (move) v += move.from ? -move.coin : move.coin;
  }
  return { coins: start.length, moves, from: first, columns };
}

/**
 * The whole diagram as a stream of pages from one running process (no fast-forwarding), for
 * consumers that read it all, such as a streamed export or the benchmark.
 */
export function* streamElevator(start: Configuration, pageSize: number): Generator<ElevatorPage> {
  const p = new Process(start);
  let columns: ElevatorColumn[] = [];
  let from = 0;
  let v = statistics(start).v;
  for (;;) {
    columns.push(column(p.c, p.w, p.m, v));
    const move = p.step();
    const done = move === null;
    if (move) v += move.from ? -move.coin : move.coin;
    if (columns.length === pageSize || done) {
      yield { coins: start.length, moves: -1, from, columns };
      from += columns.length;
      columns = [];
    }
    if (done) return;
  }
}

/** One excursion of the elevator from its starting level k and back (or, last, down to 0). */
export interface Trip {
  /** move numbers at which the trip starts and ends */
  start: number;
  end: number;
  /** the farthest level reached: the marked coin picked up (0 for the final rush down) */
  level: number;
  /** what was picked up there: a zero below k or a one above k; "rush" for the final descent */
  kind: 'zero' | 'one' | 'rush';
  /** end − start */
  moves: number;
  /** did the elevator go straight out and straight back (so moves = 2|k − level|)? */
  monotone: boolean;
}

/**
 * The trips of §3's informal argument, read off a simulation: the weights between
 * consecutive returns to the starting level k, then the final rush from k down to 0.
 */
export function trips(start: Configuration, work?: Work): Trip[] {
  const p = new Process(start);
  const k = p.w;
  const result: Trip[] = [];
  if (k === 0) return result;
  let tripStart = 0;
  let levels: number[] = [k];
  const finish = (end: number, kind: Trip['kind']) => {
    const level = kind === 'rush' ? 0 : kind === 'one' ? Math.max(...levels) : Math.min(...levels);
    result.push({
      start: tripStart,
      end,
      level,
      kind,
      moves: end - tripStart,
      monotone: isExcursion(levels, level),
    });
  };
  while (!p.done) {
    p.step();
    levels.push(p.w);
    if (p.w === k) {
      finish(p.m, levels[1] > k ? 'one' : 'zero');
      tripStart = p.m;
      levels = [k];
    }
    if ((p.m & 0xffff) === 0) work?.tick(p.m, 0, 'following the elevator');
  }
  finish(p.m, 'rush');
  return result;
}

/** Levels go straight from the first to `extreme` and straight back to the last. */
function isExcursion(levels: number[], extreme: number): boolean {
  const turn = levels.indexOf(extreme);
  const out = Math.sign(extreme - levels[0]);
  for (let i = 1; i < levels.length; i++) {
    if (levels[i] - levels[i - 1] !== (i <= turn ? out : -out)) return false;
  }
  return true;
}
