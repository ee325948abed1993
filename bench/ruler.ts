import { time, type BenchRow } from './harness';
import { analyze } from '../src/engine/api';
import { grundyTable } from '../src/engine/games/ruler/bruteForce';
import { verifyLengths } from '../src/engine/games/ruler/verify';
import { nimValue, ruler } from '../src/engine/games/ruler/rulerFunction';
import { winningMoves } from '../src/engine/games/ruler/winningMoves';
import { seededRandom } from '../src/engine/games/computerChoice';

function randomRow(n: number, seed: number): string {
  const r = seededRandom(seed);
  let s = '';
  for (let i = 0; i < n; i++) s += r() < 0.5 ? 'H' : 'T';
  return s;
}

/** The naive way: XOR of r(a..b) for every run, kept as a running XOR per right end (quadratic). */
function naiveWinningMoves(p: string): [number, number][] {
  const v = nimValue(p);
  const out: [number, number][] = [];
  for (let b = 1; b <= p.length; b++) {
    if (p[b - 1] !== 'H') continue;
    let x = 0;
    const here: [number, number][] = [];
    for (let a = b; a >= 1; a--) {
      x ^= ruler(a);
      if (x === v) here.push([a, b]);
    }
    out.push(...here.reverse());
  }
  return out;
}

/** Benchmarks for the Ruler game: the formula on a 1,000,000-coin row, and brute force up to 15 coins. */
export function rulerBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  const million = randomRow(1_000_000, 1);
  const v = time(() => nimValue(million), 5);
  rows.push({
    operation: 'ruler nim-value',
    size: '1,000,000 coins (random)',
    ms: v.ms,
    note: `value ${v.result}`,
  });
  const w = time(() => winningMoves(million), 5);
  rows.push({
    operation: 'ruler all winning moves',
    size: '1,000,000 coins (random)',
    ms: w.ms,
    note: `${w.result.length.toLocaleString('en')} runs`,
  });
  const allHeads = 'H'.repeat(1_000_000);
  const wh = time(() => winningMoves(allHeads), 5);
  rows.push({
    operation: 'ruler all winning moves',
    size: '1,000,000 coins (all heads)',
    ms: wh.ms,
    note: `${wh.result.length.toLocaleString('en')} runs`,
  });
  const req = time(() => analyze({ game: 'ruler', op: 'value', position: million }), 3);
  rows.push({
    operation: 'ruler value request (analyze)',
    size: '1,000,000 coins (random)',
    ms: req.ms,
    note: 'value, rows, all winning moves',
  });

  const small = randomRow(10_000, 2);
  const fast = time(() => winningMoves(small), 5);
  const naive = time(() => naiveWinningMoves(small), 1);
  if (JSON.stringify(fast.result) !== JSON.stringify(naive.result))
    throw new Error('ruler bench: naive and formula winning moves differ');
  rows.push({
    operation: 'ruler all winning moves',
    size: '10,000 coins',
    ms: fast.ms,
    baselineMs: naive.ms,
    note: 'baseline: XOR of every run (quadratic)',
  });

  const bf = time(() => grundyTable(15), 3);
  rows.push({ operation: 'ruler brute force (mex)', size: '2^15 head sets (≤ 15 coins)', ms: bf.ms });
  const ver = time(() => verifyLengths(15), 1);
  const agree = ver.result.lengths.reduce((s, l) => s + l.valuesAgree, 0);
  const total = ver.result.lengths.reduce((s, l) => s + l.positions, 0);
  rows.push({
    operation: 'ruler verification panel',
    size: 'lengths 1..15',
    ms: ver.ms,
    note: `${agree}/${total} values agree`,
  });
  return rows;
}
