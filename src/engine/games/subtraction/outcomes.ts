/**
 * Outcomes alone, without canonical forms. With LW(n) "Left, moving first from the blue heap n,
 * wins" and RW(n) likewise for Right (normal play):
 *   LW(n) = some s ∈ S, s ≤ n, has RW(n − s) false;
 *   RW(n) = some c ∉ S, 1 ≤ c ≤ n, has LW(n − c) false;
 * and the outcome is N (both), L (LW only), R (RW only), P (neither).
 *
 * For a residue set (S = the n with n mod p ∈ T) a move's legality depends only on residues,
 * and any earlier heap m < n of the right residue is reachable: LW(n) holds iff some t ∈ T has
 * a heap m ≡ n − t (mod p), m < n, with RW(m) false. So 2p flags — "a heap of residue r with
 * RW false has been seen", the same for LW — decide every heap in O(p). The flags only ever
 * turn on (this is the periodicity argument of residueDerivation.ts).
 */
import type { Outcome } from '../../cgt/properties';
import type { Work } from '../../progress';

export const OUTCOME_LETTERS = 'PLRN';
/** 0 = P, 1 = L, 2 = R, 3 = N: bit 0 is LW, bit 1 is RW. */
export const outcomeCode = (lw: boolean, rw: boolean): number => (lw ? 1 : 0) | (rw ? 2 : 0);
export const outcomeOf = (code: number): Outcome => OUTCOME_LETTERS[code] as Outcome;

/**
 * Outcome codes of heaps 0..upTo for any set given by membership (member[k] = 1 iff k ∈ S).
 * Each heap scans the heaps already known to be losing for the other side when moving first,
 * stopping at the first that is a legal move: usually a few steps, O(n) at worst.
 */
export function outcomeTable(member: Uint8Array, upTo: number, work?: Work): Uint8Array {
  const codes = new Uint8Array(upTo + 1);
  // heaps m < n with RW(m) false (Left moving there wins), ascending; likewise LW(m) false
  const rwFalse = new Int32Array(upTo + 1);
  const lwFalse = new Int32Array(upTo + 1);
  let nr = 0;
  let nl = 0;
  for (let n = 0; n <= upTo; n++) {
    if (work && n % 1024 === 0) work.tick(n, upTo + 1, 'outcomes');
    let lw = false;
    for (let i = 0; i < nr; i++)
      if (member[n - rwFalse[i]] === 1) {
        lw = true;
        break;
      }
    let rw = false;
    for (let i = 0; i < nl; i++) {
      const m = lwFalse[i];
      if (m < n && member[n - m] === 0) {
        rw = true;
        break;
      }
    }
    codes[n] = outcomeCode(lw, rw);
    if (!rw) rwFalse[nr++] = n;
    if (!lw) lwFalse[nl++] = n;
  }
  return codes;
}

/** The state of the residue recurrence after heap n: which flags are on. */
export interface ResidueFlags {
  /** someRwFalse[r]: a heap m ≡ r (mod p) seen with RW(m) false (a good place for Left to move to) */
  someRwFalse: boolean[];
  someLwFalse: boolean[];
}

/**
 * Outcome codes of heaps 0..upTo for S = {n ≥ 1 : n mod p ∈ T}, in O(p) per heap; `onFlag` hears
 * every flag that turns on (heap, which, residue), for the walkthrough.
 */
export function residueOutcomes(
  p: number,
  residues: readonly number[],
  upTo: number,
  onFlag?: (n: number, which: 'rw' | 'lw', residue: number) => void,
): Uint8Array {
  const inT = new Uint8Array(p);
  for (const t of residues) inT[t % p] = 1;
  const tList = [...residues];
  const cList: number[] = [];
  for (let c = 0; c < p; c++) if (!inT[c]) cList.push(c === 0 ? p : c);
  const rwFalse = new Uint8Array(p);
  const lwFalse = new Uint8Array(p);
  const codes = new Uint8Array(upTo + 1);
  for (let n = 0, r = 0; n <= upTo; n++, r = r + 1 === p ? 0 : r + 1) {
    let lw = false;
    for (const t of tList)
      if (t <= n && rwFalse[(r - (t % p) + p) % p]) {
        lw = true;
        break;
      }
    let rw = false;
    for (const c of cList)
      // c is the least positive removal of its residue class (p for the class 0)
      if (c <= n && lwFalse[(r - (c % p) + p) % p]) {
        rw = true;
        break;
      }
    codes[n] = outcomeCode(lw, rw);
    if (!rw && !rwFalse[r]) {
      rwFalse[r] = 1;
      onFlag?.(n, 'rw', r);
    }
    if (!lw && !lwFalse[r]) {
      lwFalse[r] = 1;
      onFlag?.(n, 'lw', r);
    }
  }
  return codes;
}

/** Codes as a strip of letters: "PLNLN..." */
export function outcomeStrip(codes: Uint8Array, from = 0, to = codes.length - 1): string {
  let s = '';
  for (let n = from; n <= to; n++) s += OUTCOME_LETTERS[codes[n]];
  return s;
}
