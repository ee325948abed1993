/**
 * Example 6.2 reconstructed. S = the odd numbers (mod:2:1): Left removes odd amounts, Right
 * even ones. The paper's recurrence for the canonical forms was lost in the extraction; from the
 * computed forms it reads (a reconstruction, checked against every heap computed):
 *   G(0) = 0,  G(2k + 1) = 2^(−k)  (1, 1/2, 1/4, ...),
 *   G(2k) = {1 | 0, G(2k − 2)}  for k ≥ 1  (G(2) = {1 | 0}, G(4) = {1 | 0, {1 | 0}}, ...).
 * So odd heaps are Left wins and even heaps ≥ 2 next-player wins, as the paper says; every even
 * heap ≥ 2 has reduced form {1 | 0}.
 */
import { Dyadic } from '../../arith/dyadic';
import { canonicalize } from '../../cgt/canonical';
import { makePlain } from '../../cgt/plain';
import { numberId, ZERO, type GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import type { SetSpec } from './rules';
import { heapIds } from './tables';

export const EXAMPLE_62_SET: SetSpec = { kind: 'mod', p: 2, residues: [1] };

export const EXAMPLE_62_TEX = [
  'G(0) = 0',
  'G(2k+1) = 2^{-k} \\quad (k \\ge 0)',
  'G(2k) = \\{\\,1 \\mid 0,\\ G(2k-2)\\,\\} \\quad (k \\ge 1)',
];

export const EXAMPLE_62_NOTE =
  'A reconstruction: the recurrence in the paper was lost in the text. It was read off the computed canonical forms and is checked here against every heap computed from the rules.';

/** The forms by the reconstructed recurrence, heaps 0..upTo. */
export function example62Forms(upTo: number): GameId[] {
  const one = numberId(Dyadic.ONE);
  const out: GameId[] = [];
  for (let n = 0; n <= upTo; n++) {
    if (n === 0) out.push(ZERO);
    else if (n % 2 === 1) out.push(numberId(Dyadic.of(1n, (n - 1) / 2)));
    else out.push(canonicalize([one], [ZERO, out[n - 2]]));
  }
  return out;
}

export interface Example62Check {
  set: 'mod:2:1';
  recurrence: string[];
  note: string;
  upTo: number;
  agrees: boolean;
  firstDisagreement: { heap: number; byRecurrence: string | null; computed: string | null } | null;
  /** heaps 0..min(upTo, 12) by the recurrence, plain form */
  first: { heap: number; form: string | null }[];
}

export function checkExample62(upTo: number, work?: Work): Example62Check {
  const computed = heapIds(EXAMPLE_62_SET, upTo, work);
  const byRecurrence = example62Forms(upTo);
  let first: Example62Check['firstDisagreement'] = null;
  for (let n = 0; n <= upTo && !first; n++)
    if (computed[n] !== byRecurrence[n])
      first = {
        heap: n,
        byRecurrence: makePlain(byRecurrence[n], 400),
        computed: makePlain(computed[n], 400),
      };
  return {
    set: 'mod:2:1',
    recurrence: EXAMPLE_62_TEX,
    note: EXAMPLE_62_NOTE,
    upTo,
    agrees: first === null,
    firstDisagreement: first,
    first: byRecurrence.slice(0, 13).map((g, heap) => ({ heap, form: makePlain(g, 400) })),
  };
}
