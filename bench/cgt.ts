import type { BenchRow } from './harness';

/** Benchmarks for cgt (filled in with its issue). */
export function cgtBench(): BenchRow[] {
  return [];
}
