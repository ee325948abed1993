/**
 * The shapes the Golden Nugget theorem ops answer with (classify, representations, the
 * theorem check, the table and sum additions). Plain data: the views read these, never
 * compute them.
 *
 * Fibonacci indexing throughout (notes/golden-nugget-notation.md): F_0 = 0, F_1 = 1,
 * F_{k+2} = F_{k+1} + F_k, so F_2 = 1, F_3 = 2, F_4 = 3, F_5 = 5, F_6 = 8. A representation
 * is a list of indices, LARGEST FIRST, an index repeated when it is used twice (the even
 * representation's "2"s): 14 = F_6 + F_4 + F_4 → even [6, 4, 4].
 */
import type { Derivation } from '../../derivation';

/** Which representation a walkthrough builds. */
export type RepresentationName = 'zeckendorf' | 'leastOdd' | 'even';

/** The three representations of n (Section 5.1), as Fibonacci indices, largest first. */
export interface Representations {
  /** distinct, non-consecutive, every index ≥ 2; greedy */
  zeckendorf: number[];
  /** distinct, non-consecutive, smallest index odd (may be 1, F_1 = 1); [] for n = 0 */
  leastOdd: number[];
  /** even indices ≥ 2, each at most twice, an unused even index between any two 2s; greedy */
  even: number[];
}

/**
 * The parts of Theorem 2.2 (Lemma 2.1's partition, refined):
 *  - 'B'    : n ∈ B, reduced {1|0}                        (i)
 *  - 'AB+1' : n ∈ AB+1, n > 1, reduced 1                   (ii)
 *  - '0,1'  : n = 0 or 1, numbers 0 and 1                  (iii)
 *  - 'x_k'  : n = x_k = F_{2k+3} − 2 (k ≥ 1), a number      (iii)
 *  - 'BB+1' : n ∈ BB+1 (m ≥ 1), a number                   (iii)
 *  - 'X_k'  : n ∈ X_k, n ≠ x_k, reduced {1 | α_k}, α_k = G(x_k) = 0.(10)^(k−1)1   (iv)
 */
export type GoldenPart = 'B' | 'AB+1' | '0,1' | 'x_k' | 'BB+1' | 'X_k';
export const GOLDEN_PARTS: readonly GoldenPart[] = ['B', 'AB+1', '0,1', 'x_k', 'BB+1', 'X_k'];

/** Where the notation note's printed statement and the computed truth part ways. */
export interface StatementDifference {
  /** what the note prints, e.g. "α_k = 0.(10)^k 1" */
  printed: string;
  /** what the classifier uses instead, e.g. "α_k = 0.(10)^(k−1) 1" */
  used: string;
  /** one sentence: why (the computation that shows it) */
  why: string;
  /** how many heaps checked would disagree with the engine if the printed statement were followed */
  count: number;
  /** the first few of them */
  heaps: number[];
}

/** The picture at one classification frame. */
export interface ClassifyState {
  /** n, decimal */
  size: string;
  /** which representation the frame reads (highlight indices refer to its list) */
  reading: RepresentationName | 'none';
  representations: Representations;
  /** parts ruled in so far ('B', 'AB', 'AA', then the final part) */
  part?: GoldenPart;
  k?: number;
  /** for number heaps: the chain entry this frame adds (the last frame: the whole chain, n first; Prop. 4.7) */
  chain?: NumberChainEntry[];
  /** the reduced form once known (plain form) */
  reduced?: string;
}

/** One heap on the way to a number heap's value: Left removes F_even, Right F_odd. */
export interface NumberChainEntry {
  /** heap size, decimal */
  heap: string;
  /** its value, "p/q" (plain form) */
  value: string;
  /** the value in binary, e.g. "0.101" */
  binary: string;
  /** index of the largest even-indexed Fibonacci number ≤ heap (Left's best removal), or null */
  leftIndex: number | null;
  /** index of the largest odd-indexed (≥ 3) Fibonacci number ≤ heap (Right's best removal), or null */
  rightIndex: number | null;
}

/** The picture at one frame of building a representation greedily. */
export interface RepresentationState {
  size: string;
  name: RepresentationName;
  /** indices chosen so far, largest first */
  chosen: number[];
  /** what is still to represent, decimal */
  rest: string;
  /** the index tried at this frame (null on the final frame) */
  trying: number | null;
  /** Zeckendorf word (digit for F_top … F_2) once complete, Zeckendorf only */
  word?: string;
  /** Prop. 5.1 on the final Zeckendorf frame: trailing 0s and the set it puts n in */
  trailingZeros?: number;
  set?: 'A' | 'B' | 'none';
}

/** A stretch of the Fibonacci word abaab… around n's letter (1-based positions; letter n is a iff n ∈ A). */
export interface FibonacciWordWindow {
  /** first position shown (1-based) */
  from: string;
  letters: string;
  /** 0-based offset of n's letter in `letters` */
  marked: number;
}

/** `classify` {size} → */
export interface ClassifyAnswer {
  size: string;
  part: GoldenPart;
  /** k for x_k and X_k */
  k: number | null;
  /** reduced canonical form, plain form ("{1|0}", "1", "5/8", "{1|5/8}") */
  reduced: string;
  isNumber: boolean;
  /** the value for number heaps ("p/q", plain form), else null */
  value: string | null;
  /** the value in binary ("0.101"), number heaps only */
  binary: string | null;
  /** Wythoff set of n (none for 0) */
  set: 'A' | 'B' | 'none';
  representations: Representations;
  fibonacciWord: FibonacciWordWindow;
  /** walkthrough of the classification (frames of ClassifyState) */
  steps: Derivation<ClassifyState>;
  /** walkthroughs building each representation greedily (frames of RepresentationState) */
  representationSteps: Record<RepresentationName, Derivation<RepresentationState>>;
  /** where the printed statement differs from what the classifier follows (empty when it doesn't matter for n) */
  printedStatementDiffers: StatementDifference[];
}

/** One heap the theorem check found in disagreement. */
export interface TheoremDisagreement {
  size: number;
  part: GoldenPart;
  byTheorem: string;
  byEngine: string;
}

/** `checkTheorem` {upTo} → */
export interface TheoremCheckAnswer {
  /** heaps checked: 0..checked−1 */
  checked: number;
  disagreements: TheoremDisagreement[];
  /** the printed statement's slips the classifier corrects (and would disagree on if it followed them) */
  printedStatementDiffers: StatementDifference[];
}

/** What `table` rows gain. */
export interface TableRowTheorem {
  part: GoldenPart;
  k: number | null;
  /** the classifier's reduced form (plain) */
  byTheorem: string;
  /** does it equal the engine's reduced form of the computed value? */
  agrees: boolean;
}

/** A winning move in a sum: component index, counters taken, heap size after. */
export interface SumMove {
  component: number;
  take: number;
  after: number;
}

/**
 * The sum's REDUCED forms can mislead: their sum is 0 or a number while the real sum is not
 * (the paper's warning about infinitesimals).
 */
export type { ReducedWarning } from '../../cgt/formFacts';
