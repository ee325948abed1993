/**
 * Brute force: the value of every line up to MAX_BRUTE_FORCE coins by the number recursion
 * over all options, uses no theorem of the paper except that the values are numbers, and
 * checks even that: at every position the best Left option must lie below the best Right
 * option (otherwise the position is not a number and the fill stops with an error).
 *
 *   value(G) = the simplest number strictly between max G^L and min G^R   (Definition 2.1)
 *
 * A line is indexed by its associated binary number Σ di 2^(i-1) (Section 1). Every move
 * lowers that number, so filling indices in increasing order meets every option first.
 * Trailing heads are not part of a normalised line, so the lines of up to n coins are
 * exactly the indices 0 … 2^n − 1 (2^20 entries for 20 coins).
 *
 * Memory: each value is held as its numerator over the common denominator 2^SCALE, an
 * integer below 2^53 in a Float64Array (8 MB for 20 coins). Every operation on it (compare,
 * floor at a power of two, add a power of two) is exact integer arithmetic, and the
 * simplest-number search throws rather than round if a value ever needs a finer grid.
 */
import { Dyadic } from '../../arith/dyadic';
import { EngineError } from '../../errors';
import type { Work } from '../../progress';
import { MAX_BRUTE_FORCE, lineToIndex } from './rules';

/** Values are numerators over 2^SCALE; |value| ≤ 20 < 2^5, so numerators stay below 2^49. */
export const SCALE = 44;
const UNIT = 2 ** SCALE;

/** The simplest number strictly between lo and hi (scaled; ±Infinity = no option), scaled. */
export function simplestScaled(lo: number, hi: number): number {
  if (!(lo < hi)) return NaN;
  if (lo < 0 && hi > 0) return 0;
  if (lo >= 0) {
    const n = (Math.floor(lo / UNIT) + 1) * UNIT;
    if (n < hi) return n;
  } else {
    const n = (Math.ceil(hi / UNIT) - 1) * UNIT;
    if (n > lo) return n;
  }
  // Both ends finite within one unit: the multiple of the coarsest 2^-k that fits.
  for (let step = UNIT / 2; step >= 1; step /= 2) {
    const c = (Math.floor(lo / step) + 1) * step;
    if (c < hi) return c;
  }
  throw new EngineError('internal', `brute force: a value needs a denominator above 2^${SCALE}`);
}

export function scaledToDyadic(x: number): Dyadic {
  return Dyadic.of(BigInt(x), SCALE);
}

/** A table of brute-force values that grows on demand (kept by the worker across requests). */
export class BruteForceTable {
  private values = new Float64Array(1);
  /** Values are known for indices 0 … filled − 1 (index 0 is the empty line, 0). */
  private filled = 1;

  get size(): number {
    return this.filled;
  }

  /** Fill every index below `limit` (at most 2^MAX_BRUTE_FORCE), reporting progress. */
  fillTo(limit: number, work?: Work): void {
    if (limit > 2 ** MAX_BRUTE_FORCE)
      throw new EngineError('too_large', `brute force runs on lines of up to ${MAX_BRUTE_FORCE} coins`);
    if (limit <= this.filled) return;
    if (limit > this.values.length) {
      let cap = this.values.length;
      while (cap < limit) cap *= 2;
      const grown = new Float64Array(cap);
      grown.set(this.values.subarray(0, this.filled));
      this.values = grown;
    }
    const v = this.values;
    const ones = new Int32Array(32);
    const total = limit;
    for (let x = this.filled; x < limit; x++) {
      if ((x & 0x3fff) === 0) {
        // Indices below x are done: a cancel thrown by tick keeps them for the next request.
        this.filled = x;
        work?.tick(x, total, 'brute force: every option of every line');
      }
      let nOnes = 0;
      let top = 0;
      for (let b = 0, y = x; y !== 0; b++, y >>>= 1) {
        if (y & 1) ones[nOnes++] = b;
        top = b;
      }
      // Left: two tails (bits a < b set) become heads.
      let best = -Infinity;
      for (let a = 0; a < nOnes - 1; a++) {
        const xa = x ^ (1 << ones[a]);
        for (let b = a + 1; b < nOnes; b++) {
          const w = v[xa ^ (1 << ones[b])];
          if (w > best) best = w;
        }
      }
      // Right: a heads coin k and a later tails coin l swap (bit k set, bit l cleared).
      let worst = Infinity;
      let o = 0;
      for (let k = 0; k < top; k++) {
        while (o < nOnes && ones[o] <= k) o++;
        if ((x >>> k) & 1) continue;
        const xk = x ^ (1 << k);
        for (let m = o; m < nOnes; m++) {
          const w = v[xk ^ (1 << ones[m])];
          if (w < worst) worst = w;
        }
      }
      const value = simplestScaled(best, worst);
      if (Number.isNaN(value)) {
        throw new EngineError(
          'internal',
          `brute force: line index ${x} is not a number (best Left option ≥ best Right option), against Theorem 3.2`,
        );
      }
      v[x] = value;
    }
    this.filled = limit;
    work?.tick(total, total, 'brute force: every option of every line');
  }

  /** Fill every line of up to n coins. */
  fillLines(n: number, work?: Work): void {
    this.fillTo(2 ** n, work);
  }

  /** The scaled value of an index already filled. */
  scaled(index: number): number {
    if (index >= this.filled) throw new EngineError('internal', `brute force: index ${index} not filled yet`);
    return this.values[index];
  }

  /** The brute-force value of a normalised line (fills the table up to it). */
  value(line: string, work?: Work): Dyadic {
    if (line.length > MAX_BRUTE_FORCE)
      throw new EngineError(
        'too_large',
        `brute force runs on lines of up to ${MAX_BRUTE_FORCE} coins (this one has ${line.length})`,
      );
    const x = lineToIndex(line);
    this.fillTo(x + 1, work);
    return scaledToDyadic(this.values[x]);
  }
}

/** The table the worker (or the CLI) keeps for the whole session. */
export const sharedTable = new BruteForceTable();
