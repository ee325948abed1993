/**
 * An independent brute force, for tests only: game trees built from strings by listing every
 * set of k coin indices (no bitmasks, no boards, no canonical forms). cgt/bruteForce.ts then
 * compares them with the engine's values by the definition of ≤.
 */
import { raw, type RawGame } from '../../cgt/bruteForce';
import type { Variant } from './variant';

/** Every k-subset of 0…n−1, ascending. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let last = k - 1; last < n; last++) for (const s of subsets(last, k - 1)) out.push([...s, last]);
  return out;
}

/** The lines one move reaches; several comma-separated patterns are alternatives (readings.ts). */
export function stringOptions(line: string, patterns: string, adjacent: boolean): string[] {
  return patterns.split(',').flatMap((p) => patternOptions(line, p, adjacent));
}

function patternOptions(line: string, pattern: string, adjacent: boolean): string[] {
  const out: string[] = [];
  for (const s of subsets(line.length, pattern.length)) {
    if (adjacent && s.some((c, i) => i > 0 && c !== s[i - 1] + 1)) continue;
    if (s.some((c, i) => line[c] !== pattern[i])) continue;
    const coins = [...line];
    for (const c of s) coins[c] = coins[c] === '1' ? '0' : '1';
    out.push(coins.join('').replace(/0+$/, ''));
  }
  return out;
}

export function bruteTree(
  line: string,
  v: Variant,
  adjacent: boolean,
  memo = new Map<string, RawGame>(),
): RawGame {
  let g = memo.get(line);
  if (!g) {
    g = raw(
      stringOptions(line, v.left, adjacent).map((o) => bruteTree(o, v, adjacent, memo)),
      stringOptions(line, v.right, adjacent).map((o) => bruteTree(o, v, adjacent, memo)),
    );
    memo.set(line, g);
  }
  return g;
}

/** Every line of 1 … maxLength coins ending in tails. */
export const allLines = (maxLength: number) => {
  const out: string[] = ['1'];
  for (let n = 2; n <= maxLength; n++)
    for (let t = 0; t < 2 ** (n - 1); t++) out.push(t.toString(2).padStart(n - 1, '0') + '1');
  return out;
};

/**
 * The DAG game from first principles: ordered tuples of distinct vertices, each joined to the
 * next by a directed path (reachability by repeated relaxation) or by an edge, showing the pattern.
 */
export function dagBruteTree(
  n: number,
  edges: readonly (readonly [number, number])[],
  rule: 'path' | 'edge',
  coins: string,
  v: Variant,
  memo = new Map<string, RawGame>(),
): RawGame {
  const joined = Array.from({ length: n + 1 }, () => new Array<boolean>(n + 1).fill(false));
  for (const [a, b] of edges) joined[a][b] = true;
  if (rule === 'path')
    for (let k = 1; k <= n; k++)
      for (let i = 1; i <= n; i++)
        for (let j = 1; j <= n; j++) if (joined[i][k] && joined[k][j]) joined[i][j] = true;
  const tuples = (k: number): number[][] => {
    if (k === 0) return [[]];
    const out: number[][] = [];
    for (const t of tuples(k - 1))
      for (let x = 1; x <= n; x++)
        if (!t.includes(x) && (t.length === 0 || joined[t[t.length - 1]][x])) out.push([...t, x]);
    return out;
  };
  const options = (c: string, pattern: string) =>
    tuples(pattern.length)
      .filter((t) => t.every((x, i) => c[x - 1] === pattern[i]))
      .map((t) => {
        const out = [...c];
        for (const x of t) out[x - 1] = out[x - 1] === '1' ? '0' : '1';
        return out.join('');
      });
  const build = (c: string): RawGame => {
    let g = memo.get(c);
    if (!g) {
      g = raw(options(c, v.left).map(build), options(c, v.right).map(build));
      memo.set(c, g);
    }
    return g;
  };
  return build(coins);
}
