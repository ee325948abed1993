/**
 * The DAG version searched: for one variant, every DAG (or poset, rule "path") on n vertices up
 * to isomorphism and every coin configuration on it, valued by the CGT engine and counted by
 * kind. The observation sentences speak of exactly the cases computed.
 */
import { makePretty } from '../../cgt/display';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { classify, kindWithArticle, type Kind } from './classify';
import { dagBoard, makeDag, maskCoinsInVertexOrder, smallDags, type Dag, type DagRule } from './dag';
import type { KindCounts } from './search';
import { boardValues } from './values';
import { makeVariant, type Variant } from './variant';

/** The values of every coin configuration of a DAG (entry m: the board's mask m). */
export function dagValues(
  d: Dag,
  rule: DagRule,
  variant: Variant,
  work: Work,
  offset = 0,
  total?: number,
): { ids: readonly GameId[]; order: number[] } {
  const { board, order } = dagBoard(d, rule);
  const ids = boardValues(`dag-${rule}-${makeDag(d)}`, board, variant, 2 ** d.n, {
    work,
    offset,
    total,
    label: `values on ${makeDag(d)}`,
  });
  return { ids, order };
}

export interface DagSummary {
  dag: string;
  edges: number;
  counts: KindCounts;
  allNumbers: boolean;
  firstNonNumber: { coins: string; value: string | null; kind: Kind } | null;
}

export function dagSearch(variant: Variant, n: number, rule: DagRule, work: Work) {
  const dags = smallDags(n, rule);
  const total = dags.length * 2 ** n;
  const summaries: DagSummary[] = dags.map((d, i) => {
    const { ids, order } = dagValues(d, rule, variant, work, i * 2 ** n, total);
    const counts: KindCounts = {};
    let first: DagSummary['firstNonNumber'] = null;
    for (let m = 0; m < ids.length; m++) {
      const kind = classify(ids[m]);
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (kind !== 'number' && first === null)
        first = { coins: maskCoinsInVertexOrder(m, order), value: makePretty(ids[m], 200), kind };
    }
    return {
      dag: makeDag(d),
      edges: d.edges.length,
      counts,
      allNumbers: first === null,
      firstNonNumber: first,
    };
  });
  work.tick(total, total, 'done');
  const what = rule === 'path' ? `partial orders (rule "path")` : `DAGs (rule "edge")`;
  const numbers = summaries.filter((s) => s.allNumbers).length;
  const observations = [
    `Variant ${makeVariant(variant)}: among the ${dags.length} ${what} on ${n} vertices, up to isomorphism, with all ${(2 ** n).toLocaleString('en')} coin configurations on each, ${numbers === 0 ? 'none has' : numbers === 1 ? '1 has' : `${numbers} have`} only numbers as values.`,
  ];
  const firstBad = summaries.find((s) => !s.allNumbers);
  if (firstBad)
    observations.push(
      `For example on ${firstBad.dag}, coins ${firstBad.firstNonNumber!.coins} (vertex 1 first) have value ${firstBad.firstNonNumber!.value ?? '(a long form)'}, ${kindWithArticle(firstBad.firstNonNumber!.kind)}, not a number.`,
    );
  return {
    variant: makeVariant(variant),
    vertices: n,
    rule,
    positions: total,
    dags: summaries,
    observations,
  };
}
