/**
 * Values of the number heaps (Theorem 2.2 (iii)) by Proposition 4.7, from Fibonacci numbers
 * alone: Left's best move removes the largest even-indexed Fibonacci number that fits, Right's
 * the largest odd-indexed one (from F_3 = 2), and the value is the simplest number between the
 * two options' values. Those options' values are v ∓ 2^−d (d = v's binary digits), the two
 * nearest ancestors of v in the dyadic tree, so only v's ancestors are ever visited: O(log n)
 * heaps. Section 4.3's binary digits are read along the chain of parents.
 */
import { Dyadic, simplestBetween } from '../../arith/dyadic';
import { F, topIndex } from './representations';
import type { NumberChainEntry } from './theoremTypes';

interface Node {
  value: Dyadic | null;
  leftIndex: number | null;
  rightIndex: number | null;
}

/** The value in binary: "0", "1", "0.101", "1.1", … (v ≥ 0). */
export function binaryOf(v: Dyadic): string {
  const whole = v.floor();
  const frac = v.sub(Dyadic.int(whole));
  if (frac.sign() === 0) return whole.toString(2);
  return `${whole.toString(2)}.${frac.num.toString(2).padStart(frac.exp, '0')}`;
}

/** Largest even index e ≥ 2 and odd index o ≥ 3 with F ≤ h (null when none). */
function bestRemovals(h: bigint): { even: number | null; odd: number | null } {
  if (h < 1n) return { even: null, odd: null };
  const top = topIndex(h);
  const even = top % 2 === 0 ? top : top - 1;
  const odd = top % 2 === 1 ? top : top - 1;
  return { even: even >= 2 ? even : null, odd: odd >= 3 ? odd : null };
}

/**
 * The value of number heap n and the chain of heaps its digits are read along (n first, then
 * each heap's parent: the option whose value has one binary digit fewer), or null when the
 * Fibonacci moves do not give a number (the theorem would be wrong there).
 */
export function numberChain(n: bigint): { value: Dyadic; chain: NumberChainEntry[] } | null {
  const memo = new Map<bigint, Node>();
  const limit = 4 * (n > 1n ? topIndex(n) : 2) + 16;
  const visit = (h: bigint): Node | null => {
    const known = memo.get(h);
    if (known) return known;
    if (memo.size > limit) return null; // not an ancestor chain: give up rather than blow up
    const { even, odd } = bestRemovals(h);
    let node: Node;
    if (h === 0n) node = { value: Dyadic.ZERO, leftIndex: null, rightIndex: null };
    else {
      const l = even === null ? null : visit(h - F(even));
      const r = odd === null ? null : visit(h - F(odd));
      if ((even !== null && !l?.value) || (odd !== null && !r?.value)) return null;
      node = { value: simplestBetween(l?.value ?? null, r?.value ?? null), leftIndex: even, rightIndex: odd };
    }
    memo.set(h, node);
    return node;
  };
  const top = visit(n);
  if (!top?.value) return null;
  const chain: NumberChainEntry[] = [];
  for (let h: bigint | null = n; h !== null;) {
    const node: Node = memo.get(h)!;
    const v = node.value!;
    chain.push({
      heap: h.toString(),
      value: v.toString(),
      binary: binaryOf(v),
      leftIndex: node.leftIndex,
      rightIndex: node.rightIndex,
    });
    const l: bigint | null = node.leftIndex === null ? null : h - F(node.leftIndex);
    const r: bigint | null = node.rightIndex === null ? null : h - F(node.rightIndex);
    const lv = l === null ? null : memo.get(l)!.value!;
    const rv = r === null ? null : memo.get(r)!.value!;
    // the parent is the option with one digit fewer, the other is an older ancestor (0 and 1 end the chain)
    if (h <= 1n) h = null;
    else if (lv && (!rv || lv.exp > rv.exp)) h = l;
    else h = r;
  }
  return { value: top.value, chain };
}
