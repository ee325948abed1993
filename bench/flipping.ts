import type { BenchRow } from './harness';

/** Benchmarks for flipping (filled in with its issue). */
export function flippingBench(): BenchRow[] {
  return [];
}
