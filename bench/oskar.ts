import type { BenchRow } from './harness';

/** Benchmarks for oskar (filled in with its issue). */
export function oskarBench(): BenchRow[] {
  return [];
}
