/**
 * Lemma 4.4's conditions, explored on a line G: every block 0111 in G splits it as α0111β;
 * for each, H = α10β, which of the hypotheses hold ((a) β starts with 1, (b) β starts with 0
 * and has an even number of 1s; β empty is Lemma 4.3), what the lemma concludes, and the
 * Algorithm's values of G and H to check it. The paper's own example: 011101 against 1001
 * (β = 01 starts with 0 and has one 1), 3/8 ≠ 1/4.
 */
import { algorithmValue } from '../algorithm';
import { normalize } from '../rules';
import { conditions44, type Conditions44 } from './lemmas';

export interface Occurrence {
  /** 1-based coin where the block 0111 starts */
  at: number;
  alpha: string;
  beta: string;
  h: string;
  conditions: Conditions44;
  /** the lemma's conclusion G = H applies */
  concludes: boolean;
  valueG: string;
  valueH: string;
  equal: boolean;
  /** the engine's values agree with the lemma (equal whenever it concludes) */
  agrees: boolean;
}

export const MAX_OCCURRENCES = 64;

export function lemma44Occurrences(g: string): Occurrence[] {
  const out: Occurrence[] = [];
  const valueG = algorithmValue(g);
  for (let k = g.indexOf('0111'); k >= 0 && out.length < MAX_OCCURRENCES; k = g.indexOf('0111', k + 1)) {
    const alpha = g.slice(0, k);
    const beta = g.slice(k + 4);
    const h = normalize(`${alpha}10${beta}`);
    const conditions = conditions44(beta);
    const valueH = algorithmValue(h);
    const equal = valueG.eq(valueH);
    out.push({
      at: k + 1,
      alpha,
      beta,
      h,
      conditions,
      concludes: conditions.holds,
      valueG: valueG.toString(),
      valueH: valueH.toString(),
      equal,
      agrees: !conditions.holds || equal,
    });
  }
  return out;
}
