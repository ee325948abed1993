/**
 * Oskar benchmarks: the exact distribution for N = 200 (aim < 1 s) by the statistics DP and by
 * the closed form, with enumeration as the baseline where it runs; the slowest trajectory for
 * N = 1,000 (500,500 moves) run, paged deep, and streamed as diagram pages.
 */
import { time, type BenchRow } from './harness';
import { analyze } from '../src/engine/api';
import { byEnumeration, byProduct, byStatistics } from '../src/engine/games/oskar/distribution';
import { Process } from '../src/engine/games/oskar/process';
import { slowestConfiguration } from '../src/engine/games/oskar/slowest';
import { elevatorPage, streamElevator } from '../src/engine/games/oskar/elevator';
import { grundyTable } from '../src/engine/games/oskar/backwards';

export function oskarBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  const enumeration20 = time(() => byEnumeration(20), 3);
  rows.push({
    operation: 'oskar distribution, statistics DP',
    size: 'N = 20',
    ...time(() => byStatistics(20), 3),
    baselineMs: enumeration20.ms,
    note: 'baseline: enumerate 2^20 configurations',
  });
  const stat = time(() => byStatistics(200), 3);
  rows.push({
    operation: 'oskar distribution, statistics DP',
    size: 'N = 200',
    ms: stat.ms,
    note: `${stat.result.length} exact counts, largest ${stat.result[stat.result.length >> 1].toString(2).length} bits`,
  });
  rows.push({
    operation: 'oskar distribution, closed form Π(1+q^k)',
    size: 'N = 200',
    ...time(() => byProduct(200), 3),
  });
  rows.push({
    operation: 'oskar op distribution (DP + closed-form check)',
    size: 'N = 200',
    ...time(() => analyze({ game: 'oskar', op: 'distribution', coins: 200 }), 1),
  });
  rows.push({
    operation: 'oskar op distribution (DP only)',
    size: 'N = 400',
    ...time(() => analyze({ game: 'oskar', op: 'distribution', coins: 400 }), 1),
    note: "the op's limit",
  });

  const slow = slowestConfiguration(1000);
  const run = time(() => {
    const p = new Process(slow);
    let turned = 0;
    for (let m = p.step(); m; m = p.step()) turned += m.coin; // every move observed, none stored
    return { moves: p.m, turned };
  }, 3);
  rows.push({
    operation: 'oskar slowest trajectory, every move streamed',
    size: 'N = 1,000',
    ms: run.ms,
    note: `${run.result.moves.toLocaleString('en')} moves`,
  });
  rows.push({
    operation: 'oskar elevator page deep in the trajectory',
    size: 'N = 1,000, m = 500,000',
    ...time(() => elevatorPage(slow, 500_500, 500_000, 200), 3),
    note: '200 columns × 1,000 coins after fast-forward',
  });
  // The diagram plays by pages: 100 consecutive pages of 200 columns from one running process.
  const PAGES = 100;
  const stream = time(() => {
    let columns = 0;
    let pages = 0;
    for (const page of streamElevator(slow, 200)) {
      columns += page.columns.length;
      if (++pages === PAGES) break;
    }
    return columns;
  }, 1);
  const perColumnUs = (stream.ms * 1000) / stream.result;
  rows.push({
    operation: 'oskar elevator diagram streamed in pages',
    size: 'N = 1,000',
    ms: stream.ms,
    note: `${stream.result.toLocaleString('en')} columns × 1,000 coins in ${PAGES} pages of 200; ${perColumnUs.toFixed(1)} µs a column (all 500,501 would take ${((perColumnUs * 500_501) / 1e6).toFixed(1)} s; the view fetches only the pages it shows)`,
  });
  rows.push({
    operation: 'oskar backwards game, Grundy table',
    size: 'N = 20',
    ...time(() => grundyTable(20), 1),
    note: '2^20 positions',
  });
  return rows;
}
