/** The bench table: each area's file returns rows; index.ts prints them. Timings live here, never in tests. */
export interface BenchRow {
  operation: string;
  size: string;
  /** milliseconds */
  ms: number;
  /** the same work done by a brute-force or naive baseline in this process, if there is one */
  baselineMs?: number;
  /** the same work done by CGSuite's Java core (bench/cgsuitePeer.ts), if it is built */
  peerMs?: number;
  /** anything else worth a column: store size, cache hit rate... */
  note?: string;
}

/** Best-of-`repeat` wall time of fn in ms, and its last result. */
export function time<T>(fn: () => T, repeat = 1): { ms: number; result: T } {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    result = fn();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, result };
}

export function printTable(rows: BenchRow[]): void {
  const fmt = (ms: number) =>
    ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 3 : 1)} ms`;
  const table = rows.map((r) => [
    r.operation,
    r.size,
    fmt(r.ms),
    r.baselineMs === undefined ? '' : fmt(r.baselineMs),
    r.baselineMs === undefined ? '' : `${(r.baselineMs / r.ms).toFixed(1)}×`,
    r.peerMs === undefined ? '' : fmt(r.peerMs),
    r.peerMs === undefined ? '' : `${(r.peerMs / r.ms).toFixed(2)}×`,
    r.note ?? '',
  ]);
  // "vs CGSuite" is CGSuite's time over ours: above 1 we are faster
  const head = ['operation', 'size', 'time', 'baseline', 'speed-up', 'CGSuite', 'vs CGSuite', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of table) console.log(line(row));
}
