/**
 * Flipping Coins on a directed acyclic graph (Section 5: "Instead of playing on a string, we
 * can play on a directed acyclic graph"). A coin sits on each vertex. The line d1 … dn is the
 * path 1 → 2 → … → n, where the paper lets a move flip coins i < j however far apart, so on a
 * DAG "u before v" means a directed path from u to v (rule "path"): a move flips coins along a
 * chain of the DAG's order showing the player's pattern. The stricter rule "edge" flips coins
 * joined by edges, one after the next (on the path graph: adjacent coins).
 *
 * With rule "path" two DAGs with the same reachability are the same game, so the small cases
 * are the partial orders (posets) on n points, enumerated up to isomorphism by a canonical code
 * (the least adjacency code over all relabellings) and drawn by their covering edges; with
 * rule "edge" they are the DAGs themselves, up to isomorphism the same way.
 *
 * Notation: "4: 1>2, 1>3, 2>4" (n vertices, then edges u>v for u → v); "3:" has no edges.
 */
import { fail, ok, type Result } from '../../result';
import type { Board } from './moves';

export const DAG_RULES = ['path', 'edge'] as const;
export type DagRule = (typeof DAG_RULES)[number];

/** Vertices a DAG may have here (2^n coin configurations each). */
export const MAX_DAG_VERTICES = 10;
/** Vertices up to which every DAG / poset is enumerated up to isomorphism. */
export const MAX_ENUMERATED = 5;

export interface Dag {
  readonly n: number;
  /** edges [u, v], 1-based, for u → v */
  readonly edges: readonly (readonly [number, number])[];
}

export function makeDag(d: Dag): string {
  return `${d.n}: ${d.edges.map(([u, v]) => `${u}>${v}`).join(', ')}`.trimEnd();
}

/** Is there a cycle? (Kahn's algorithm: a topological order exists iff not.) */
export function topologicalOrder(d: Dag): number[] | null {
  const indeg = new Array(d.n + 1).fill(0);
  for (const [, v] of d.edges) indeg[v]++;
  const order: number[] = [];
  const ready = Array.from({ length: d.n }, (_, i) => i + 1).filter((v) => indeg[v] === 0);
  while (ready.length) {
    ready.sort((a, b) => a - b);
    const u = ready.shift()!;
    order.push(u);
    for (const [a, b] of d.edges) if (a === u && --indeg[b] === 0) ready.push(b);
  }
  return order.length === d.n ? order : null;
}

export function parseDag(text: string): Result<Dag> {
  const colon = text.indexOf(':');
  if (colon < 0) return fail('bad_field', 'write a DAG as "n: u>v, …", e.g. "3: 1>2, 1>3"', { at: 0 });
  const nText = text.slice(0, colon).trim();
  if (!/^\d+$/.test(nText)) return fail('bad_field', `"${nText}" is not a number of vertices`, { at: 0 });
  const n = Number(nText);
  if (n < 1) return fail('bad_field', 'a DAG needs at least one vertex', { at: 0 });
  if (n > MAX_DAG_VERTICES)
    return fail('too_large', `a DAG has at most ${MAX_DAG_VERTICES} vertices here (got ${n})`, { at: 0 });
  const edges: [number, number][] = [];
  const seen = new Set<string>();
  let at = colon + 1;
  for (const part of text.slice(colon + 1).split(',')) {
    const where = at + (part.length - part.trimStart().length);
    at += part.length + 1;
    const e = part.trim();
    if (e === '') continue;
    const m = /^(\d+)\s*>\s*(\d+)$/.exec(e);
    if (!m)
      return fail('bad_field', `"${e}" is not an edge: write u>v for an edge from u to v`, { at: where });
    const [u, v] = [Number(m[1]), Number(m[2])];
    if (u < 1 || u > n || v < 1 || v > n)
      return fail('bad_field', `edge ${e} names a vertex outside 1…${n}`, { at: where });
    if (u === v) return fail('bad_field', `edge ${e} is a loop; a DAG has none`, { at: where });
    if (!seen.has(`${u}>${v}`)) edges.push([u, v]);
    seen.add(`${u}>${v}`);
  }
  const d = { n, edges };
  if (!topologicalOrder(d))
    return fail('bad_field', 'these edges make a directed cycle; a DAG has none', { at: colon + 1 });
  return ok(d);
}

/**
 * The board of a DAG: coins numbered in a topological order (`order[i]` is the vertex of coin
 * i, 1-based), before[i] the coins with a path (rule "path") or an edge (rule "edge") to it.
 */
export function dagBoard(d: Dag, rule: DagRule): { board: Board; order: number[] } {
  const order = topologicalOrder(d)!;
  const at = new Map(order.map((v, i) => [v, i]));
  const before = new Array<number>(d.n).fill(0);
  for (const [u, v] of d.edges) before[at.get(v)!] |= 1 << at.get(u)!;
  if (rule === 'path')
    for (let i = 0; i < d.n; i++)
      for (let j = 0; j < i; j++) if ((before[i] >>> j) & 1) before[i] |= before[j];
  return { board: { n: d.n, before }, order };
}

/** Coins written in vertex order ("0110": vertex 1 heads, …) ↔ the board's mask. */
export function coinsMask(coins: string, order: readonly number[]): number {
  let m = 0;
  order.forEach((v, i) => {
    if (coins[v - 1] === '1') m |= 1 << i;
  });
  return m;
}

export function maskCoinsInVertexOrder(mask: number, order: readonly number[]): string {
  const out = new Array<string>(order.length).fill('0');
  order.forEach((v, i) => {
    if ((mask >>> i) & 1) out[v - 1] = '1';
  });
  return out.join('');
}

/** Relations as n×n bit codes (bit i·n + j for i → j). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

const pairsOf = (n: number) => {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
};

/** The least code of the relation over all relabellings: equal for isomorphic relations. */
function canonicalCode(n: number, rel: readonly [number, number][], perms: readonly number[][]): number {
  let best = Infinity;
  for (const p of perms) {
    let code = 0;
    for (const [i, j] of rel) code += 2 ** (p[i] * n + p[j]);
    if (code < best) best = code;
  }
  return best;
}

/**
 * Every DAG (rule "edge") or every poset (rule "path", drawn by its covering edges) on n
 * vertices, one of each isomorphism class, numbered so edges go from smaller to larger labels;
 * fewer edges first.
 */
export function smallDags(n: number, rule: DagRule): Dag[] {
  if (n < 1 || n > MAX_ENUMERATED)
    throw new RangeError(`small DAGs are enumerated for 1 … ${MAX_ENUMERATED} vertices`);
  const pairs = pairsOf(n);
  const perms = permutations(n);
  const classes = new Map<number, { rel: [number, number][]; code: number }>();
  for (let code = 0; code < 2 ** pairs.length; code++) {
    const rel = pairs.filter((_, b) => (code >>> b) & 1);
    const has = new Set(rel.map(([i, j]) => i * n + j));
    if (rule === 'path' && rel.some(([i, j]) => rel.some(([a, b]) => a === j && !has.has(i * n + b))))
      continue; // not transitive
    const key = canonicalCode(n, rel, perms);
    if (!classes.has(key)) classes.set(key, { rel, code });
  }
  const dags = [...classes.values()].map(({ rel }) => {
    const has = new Set(rel.map(([i, j]) => i * n + j));
    // A poset is drawn by its covering edges (no k with i < k < j).
    const shown =
      rule === 'path' ? rel.filter(([i, j]) => !rel.some(([a, k]) => a === i && has.has(k * n + j))) : rel;
    return { n, edges: shown.map(([i, j]) => [i + 1, j + 1] as const) };
  });
  return dags.sort((a, b) => a.edges.length - b.edges.length || makeDag(a).localeCompare(makeDag(b)));
}
