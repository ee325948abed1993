/** Steps shared by the Numbers walkthroughs: captions for dyadics, Definition 2.1, sign expansions, and reading a string back. */
import { Dyadic, simplestBetween } from './dyadic';
import { frame, type NumbersState, type Stalk } from './numbersState';
import { canonicalOptions } from './ordinalSum';
import { readFrame } from './signExpansion';
import { simplestSearch, type SimplestSearch } from './simplestSearch';
import { texGame, texInterval, texNumber, texSigns } from './tex';

/** "$x = \frac{3}{4} = \frac{3}{2^{2}}$" */
export function dyadicCaption(name: string, x: Dyadic): string {
  if (x.isInteger()) return `$${name} = ${texNumber(x)}$ ($q = 0$)`;
  const sign = x.sign() < 0 ? '-' : '';
  const p = texNumber(Dyadic.int(x.num < 0n ? -x.num : x.num));
  return `$${name} = ${texNumber(x)} = ${sign}\\frac{${p}}{2^{${x.exp}}}$`;
}

/** Why the search chose its number, in words: "no integer lies in (a, b); ... $\frac34$". */
export function searchWords(lo: Dyadic | null, hi: Dyadic | null, search: SimplestSearch): string {
  const chosen = simplestBetween(lo, hi);
  const interval = `$${texInterval(lo, hi)}$`;
  if (!search.level || chosen === null) return `nothing lies in ${interval}`;
  const v = texNumber(chosen);
  if (search.level.level === 'integer') {
    if (!lo && !hi) return `nothing bounds it, so it is the integer closest to $0$: $${v}$`;
    return `the integer closest to $0$ in ${interval} is $${v}$`;
  }
  return `no integer lies in ${interval}, and the least $q$ with an odd $p/2^q$ inside is $q = ${search.level.level}$: $${v}$`;
}

/** Definition 2.1 on the canonical form of a number: x = {x^L | x^R} = the simplest number between. */
export function ruleStep(name: string, x: Dyadic): { caption: string; search: SimplestSearch } {
  const { left, right } = canonicalOptions(x);
  const search = simplestSearch(left, right);
  const caption =
    `Definition 2.1: a number is the simplest number strictly between its Left and Right options. ` +
    `In canonical form $${name} = ${texGame([left], [right])}$: ${searchWords(left, right, search)}.`;
  return { caption, search };
}

/** How Berlekamp's rule writes x as signs. */
export function signsCaption(name: string, x: Dyadic, signs: string): string {
  const s = `$${texSigns(signs)}$`;
  if (x.sign() === 0) return `$${name} = 0$ has no edges: its sign expansion is empty.`;
  const a = x.sign() < 0 ? x.neg() : x;
  const neg =
    x.sign() < 0 ? ` For a negative number take the string of $${texNumber(a)}$ and swap every sign.` : '';
  if (a.isInteger()) {
    const edges = a.eq(Dyadic.ONE) ? 'edge' : 'edges';
    const colour = x.sign() > 0 ? `blue ${edges} ($+$, Left’s)` : `red ${edges} ($-$, Right’s)`;
    return `$${name} = ${texNumber(x)}$ is ${texNumber(a)} ${colour}: ${s}.`;
  }
  const n = a.floor();
  const bits = (a.num - (n << BigInt(a.exp))).toString(2).padStart(a.exp, '0');
  const shown = bits.length <= 32 ? bits : `${bits.slice(0, 16)}\\ldots${bits.slice(-8)}`;
  return (
    `Sign expansion of $${name}$ (Berlekamp's rule): in binary $${texNumber(a)} = ${n}.${shown}_2$; ` +
    `write ${plural(n + 1n, 'plus', 'pluses')} (one more than the integer part), one minus, then the binary digits after the point except the last, $1 \\to +$ and $0 \\to -$.` +
    `${neg} So $${name} = ${texSigns(signs)}$.`
  );
}

/** Which prefixes to show when reading n signs: all when few, else the start, the end and `extra`. */
export function readPicks(n: number, extra: number[] = [], keep = 8): number[] {
  if (n <= 3 * keep) return Array.from({ length: n + 1 }, (_, i) => i);
  const set = new Set<number>();
  for (let i = 0; i <= keep; i++) set.add(i);
  for (let i = n - keep; i <= n; i++) set.add(i);
  for (const i of extra) if (i >= 0 && i <= n) set.add(i);
  return [...set].sort((a, b) => a - b);
}

/** The step after reading `read` edges of stalks[focus] by the simplicity rule (previous shown step: `prev`). */
export function readStep(
  stalks: Stalk[],
  focus: number,
  read: number,
  prev: number,
): { caption: string; state: NumbersState } {
  const signs = stalks[focus].signs;
  const f = readFrame(signs, read);
  const search = simplestSearch(f.lower, f.upper);
  const state = frame(stalks, { phase: 'read', focus, read, value: f.value.toString(), search });
  if (read === 0) {
    return {
      caption: `Read the string from the ground up. With no edges read the value is $0 = \\{\\,\\mid\\,\\}$: ${searchWords(null, null, search)}.`,
      state,
    };
  }
  const skipped =
    prev < read - 1 ? `Edges ${prev + 1} to ${read - 1} narrow the interval in the same way. ` : '';
  const s = signs[read - 1];
  const colour = s === '+' ? 'blue ($+$)' : 'red ($-$)';
  const before = s === '+' ? f.lower : f.upper;
  const side = s === '+' ? 'above' : 'below';
  return {
    caption: `${skipped}Edge ${read} is ${colour}, so the value is now ${side} $${texNumber(before!)}$: ${searchWords(f.lower, f.upper, search)}.`,
    state,
  };
}

const plural = (n: bigint, one: string, many: string) => `${n} ${n === 1n ? one : many}`;
