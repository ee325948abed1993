/**
 * The paper's Definition 3.1: three families of sets G(n,1), G(n,2), G(n,3) (n >= 1), and
 * Theorem 2: G(x, y) = n exactly when (x, y) lies in G(n,1) ∪ G(n,2) ∪ G(n,3).
 *
 *   G(n,1) = {(a + 2(n-2)/3, a + 4(n-2)/3 + 2) : a >= 0}                     when n ≡ 2 (mod 3)
 *   G(n,2) = {(a, n + ⌊(a+1)/2⌋) : a + ⌊(a+1)/2⌋ + 1 <= n, ⌊a/2⌋ ≡ n   (mod 2)}
 *   G(n,3) = {(a, n − ⌊(a+1)/2⌋) : a + ⌊(a+1)/2⌋ + 1 <= n, ⌊a/2⌋ ≡ n+1 (mod 2)}
 *
 * Each set pins down n from (x, y), so membership is O(1). The terminal position (0, 0) has
 * no moves, hence Grundy number 0; it lies in no set (the sets are for n in ℕ = {1, 2, ...}).
 * Nothing here consults brute force: tests check this against bruteForce.ts.
 */
import type { Position } from './rules';

export type SetIndex = 1 | 2 | 3;

export interface Membership {
  n: number;
  set: SetIndex;
  /** the paper's parameter a for this point of the set */
  a: number;
  /** "G(n,k)" */
  label: string;
}

const half = (a: number) => Math.floor((a + 1) / 2);
const mod = (v: number, m: number) => ((v % m) + m) % m;

export function setLabel(n: number, set: SetIndex): string {
  return `G(${n},${set})`;
}

/** The bound a + ⌊(a+1)/2⌋ + 1 <= n of sets 2 and 3. */
function fits(a: number, n: number): boolean {
  return a + half(a) + 1 <= n;
}

/** Is (x, y) in G(n, set)? Straight from Definition 3.1. */
export function inSet([x, y]: Position, n: number, set: SetIndex): boolean {
  if (!Number.isSafeInteger(n) || n < 1) return false;
  if (set === 1) {
    if (mod(n, 3) !== 2) return false;
    const a = x - (2 * (n - 2)) / 3;
    return a >= 0 && y === a + (4 * (n - 2)) / 3 + 2;
  }
  const a = x;
  if (!fits(a, n)) return false;
  if (set === 2) return y === n + half(a) && mod(Math.floor(a / 2), 2) === mod(n, 2);
  return y === n - half(a) && mod(Math.floor(a / 2), 2) === mod(n + 1, 2);
}

/** The single n for which (x, y) could lie in G(n, set) (each set determines n), or null. */
function candidateN([x, y]: Position, set: SetIndex): number | null {
  if (set === 1) {
    // y − x = 2(n−2)/3 + 2 = 2j + 2 with n = 3j + 2.
    const d = y - x - 2;
    if (d < 0 || d % 2 !== 0) return null;
    return 3 * (d / 2) + 2;
  }
  return set === 2 ? y - half(x) : y + half(x);
}

/** Every Definition 3.1 set containing the position, in order of set index. */
export function memberships(p: Position): Membership[] {
  const out: Membership[] = [];
  for (const set of [1, 2, 3] as const) {
    const n = candidateN(p, set);
    if (n === null || !inSet(p, n, set)) continue;
    const a = set === 1 ? p[0] - (2 * (n - 2)) / 3 : p[0];
    out.push({ n, set, a, label: setLabel(n, set) });
  }
  return out;
}

export interface FormulaResult {
  /** the Grundy number the paper's formula gives; null if it gives none or two */
  grundy: number | null;
  /** the first set it falls in, e.g. "G(5,1)"; null for (0, 0) or if it falls in none */
  formula: string | null;
  memberships: Membership[];
  terminal: boolean;
}

/** The Grundy number by Definition 3.1 and Theorem 2. */
export function formulaGrundy(p: Position): FormulaResult {
  const terminal = p[0] === 0 && p[1] === 0;
  const ms = memberships(p);
  if (terminal) return { grundy: 0, formula: null, memberships: ms, terminal };
  const ns = new Set(ms.map((m) => m.n));
  return { grundy: ns.size === 1 ? ms[0].n : null, formula: ms[0]?.label ?? null, memberships: ms, terminal };
}

/** The Grundy number by the formula; throws if the formula gives none (never below the verified range). */
export function grundyByFormula(p: Position): number {
  const g = formulaGrundy(p).grundy;
  if (g === null) throw new Error(`Definition 3.1 gives no single value for (${p[0]}, ${p[1]})`);
  return g;
}

/**
 * The points of G(n, set) with y <= maxY, by enumerating a (sets 2 and 3 are finite,
 * set 1 is cut off at maxY).
 */
export function setMembers(n: number, set: SetIndex, maxY: number): Position[] {
  const out: Position[] = [];
  if (set === 1) {
    if (mod(n, 3) !== 2) return out;
    const x0 = (2 * (n - 2)) / 3;
    const y0 = (4 * (n - 2)) / 3 + 2;
    for (let a = 0; y0 + a <= maxY; a++) out.push([x0 + a, y0 + a]);
    return out;
  }
  for (let a = 0; fits(a, n); a++) {
    const p: Position = [a, set === 2 ? n + half(a) : n - half(a)];
    if (p[1] <= maxY && inSet(p, n, set)) out.push(p);
  }
  return out;
}

/**
 * One line of TeX that shows why (x, y) lies in the set: the set's defining form with the
 * paper's a and n filled in.
 */
export function membershipTex(m: Membership, [x, y]: Position): string {
  const { n, a } = m;
  if (m.set === 1) {
    const j = (n - 2) / 3;
    return `n = ${n} \\equiv 2 \\pmod 3,\\ a = ${a}:\\ (a + \\tfrac{2(n-2)}{3},\\ a + \\tfrac{4(n-2)}{3} + 2) = (${a} + ${2 * j},\\ ${a} + ${4 * j + 2}) = (${x}, ${y})`;
  }
  const h = half(a);
  const sign = m.set === 2 ? '+' : '-';
  const parity = m.set === 2 ? 'n' : 'n+1';
  return `a = ${a}:\\ (a,\\ n ${sign} \\lfloor\\tfrac{a+1}{2}\\rfloor) = (${a},\\ ${n} ${sign} ${h}) = (${x}, ${y}),\\ a + \\lfloor\\tfrac{a+1}{2}\\rfloor + 1 = ${a + h + 1} \\le ${n},\\ \\lfloor\\tfrac{a}{2}\\rfloor = ${Math.floor(a / 2)} \\equiv ${parity} \\pmod 2`;
}

/** The defining formula of each set, in TeX, for the rules panel and the table legend. */
export const SET_TEX: Readonly<Record<SetIndex, string>> = {
  1: 'G_{n,1} = \\{(a + \\tfrac{2(n-2)}{3},\\ a + \\tfrac{4(n-2)}{3} + 2) : a \\ge 0\\}\\ \\text{if } n \\equiv 2 \\pmod 3,\\ \\emptyset\\ \\text{otherwise}',
  2: 'G_{n,2} = \\{(a,\\ n + \\lfloor\\tfrac{a+1}{2}\\rfloor) : a + \\lfloor\\tfrac{a+1}{2}\\rfloor + 1 \\le n,\\ \\lfloor\\tfrac{a}{2}\\rfloor \\equiv n \\pmod 2\\}',
  3: 'G_{n,3} = \\{(a,\\ n - \\lfloor\\tfrac{a+1}{2}\\rfloor) : a + \\lfloor\\tfrac{a+1}{2}\\rfloor + 1 \\le n,\\ \\lfloor\\tfrac{a}{2}\\rfloor \\equiv n+1 \\pmod 2\\}',
};
