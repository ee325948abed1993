import type { BenchRow } from './harness';

/** Benchmarks for ruler (filled in with its issue). */
export function rulerBench(): BenchRow[] {
  return [];
}
