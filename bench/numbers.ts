import type { BenchRow } from './harness';

/** Benchmarks for numbers (filled in with its issue). */
export function numbersBench(): BenchRow[] {
  return [];
}
