/**
 * The paper's claims, checked at runtime against brute force and against Definition 3.1
 * itself, for every position with y <= size (and every n <= size). Nothing is assumed:
 * each claim's verdict and counterexamples are computed here.
 */
import type { Work } from '../../progress';
import { bruteGrundy, ensureBruteForce } from './bruteForce';
import { formulaGrundy, inSet, memberships, setLabel, setMembers, type SetIndex } from './formula';
import { lemma1Part, lemma1Set } from './lemma1';
import { formatPosition, type Position } from './rules';

export interface Claim {
  id: string;
  /** where the paper says it */
  source: string;
  /** the claim, text with $TeX$ */
  statement: string;
  /** what was checked */
  range: string;
  holds: boolean;
  /** how many counterexamples there are in the range, and the first few in words */
  failures: number;
  counterexamples: string[];
  /** what the computation adds (e.g. why a misprint does no harm) */
  note?: string;
}

const SHOWN = 5;

function verdict(
  base: Omit<Claim, 'holds' | 'failures' | 'counterexamples'>,
  bad: string[],
  note?: string,
): Claim {
  return {
    ...base,
    holds: bad.length === 0,
    failures: bad.length,
    counterexamples: bad.slice(0, SHOWN),
    ...(note ? { note } : {}),
  };
}

/** Every position with 1 <= y <= size; a tick per row keeps the job cancellable. */
function positionsUpTo(size: number, work?: Work, label = 'checking'): Position[] {
  const out: Position[] = [];
  for (let y = 1; y <= size; y++) {
    work?.tick(y, size, `${label}: row y = ${y}`);
    for (let x = 0; x < y; x++) out.push([x, y]);
  }
  return out;
}

const key = (p: Position) => `${p[0]},${p[1]}`;

function theorem2(size: number, work?: Work): Claim {
  const bad: string[] = [];
  for (const p of positionsUpTo(size, work, 'Theorem 2')) {
    const f = formulaGrundy(p);
    const b = bruteGrundy(p);
    if (f.grundy !== b)
      bad.push(
        `${formatPosition(p)}: brute force ${b}, formula ${f.grundy ?? 'no single value'} (${f.memberships.map((m) => m.label).join(', ') || 'in no set'})`,
      );
  }
  return verdict(
    {
      id: 'theorem-2',
      source: 'Theorem 2',
      statement: 'The positions with Grundy number $n$ are exactly $G_{n,1} \\cup G_{n,2} \\cup G_{n,3}$.',
      range: `all positions with $y \\le ${size}$, against brute force`,
    },
    bad,
  );
}

function nextPlayerWins(size: number): Claim {
  const bad = positionsUpTo(size)
    .filter((p) => bruteGrundy(p) === 0)
    .map((p) => `${formatPosition(p)} is a P-position`);
  return verdict(
    {
      id: 'abstract-n-positions',
      source: 'Abstract',
      statement: 'Every position of the two-coin game is a next-player win (Grundy number $> 0$).',
      range: `all positions with $y \\le ${size}$ except the terminal $(0, 0)$`,
    },
    bad,
    'The terminal position (0, 0), with no coin left, is the one P-position.',
  );
}

function oneValueEach(size: number, work?: Work): Claim {
  const bad: string[] = [];
  let sameN = 0;
  let example = '';
  for (const p of positionsUpTo(size, work, 'Definition 3.1')) {
    const ms = memberships(p);
    if (new Set(ms.map((m) => m.n)).size > 1)
      bad.push(`${formatPosition(p)} lies in ${ms.map((m) => m.label).join(' and ')}`);
    else if (ms.length > 1) {
      sameN++;
      example ||= `${formatPosition(p)} lies in ${ms.map((m) => m.label).join(' and ')}`;
    }
  }
  const note = sameN
    ? `The sets of one n do overlap (harmless for Theorem 2): ${sameN} positions here, e.g. ${example}; the first point (a = 0) of each G(n,1) also lies in G(n,2).`
    : undefined;
  return verdict(
    {
      id: 'definition-3.1-single-n',
      source: 'Definition 3.1 with Theorem 2',
      statement: "No position lies in sets $G_{n,k}$ and $G_{n',k'}$ with $n \\ne n'$.",
      range: `all positions with $y \\le ${size}$`,
    },
    bad,
    note,
  );
}

/** Lemma 1 (i)–(vi): the explicit families equal Definition 3.1's sets. */
function lemma1(size: number, work?: Work): Claim[] {
  const parts = new Map<string, { eqs: readonly number[]; bad: string[]; unionSafe: boolean }>();
  for (let n = 1; n <= size; n++) {
    work?.tick(n, size, `Lemma 1: n = ${n}`);
    const part = lemma1Part(n);
    const entry = parts.get(part.part) ?? { eqs: part.eqs, bad: [], unionSafe: true };
    parts.set(part.part, entry);
    const maxY = 2 * n + 2; // sets 2 and 3 stay below y = 2n; set 1 is cut here on both sides
    const printedUnion = new Set<string>();
    const definedUnion = new Set<string>();
    for (const set of [1, 2, 3] as SetIndex[]) {
      const printed = lemma1Set(n, set, maxY);
      const defined = setMembers(n, set, maxY);
      const printedKeys = new Set(printed.map(key));
      const definedKeys = new Set(defined.map(key));
      printedKeys.forEach((k) => printedUnion.add(k));
      definedKeys.forEach((k) => definedUnion.add(k));
      const eq = `eq. (${part.eqs[set - 1]})`;
      for (const p of printed) {
        if (definedKeys.has(key(p))) continue;
        const elsewhere = memberships(p).filter((m) => m.n === n);
        entry.bad.push(
          `n = ${n}: ${eq} lists ${formatPosition(p)}, which is not in ${setLabel(n, set)}${elsewhere.length ? ` (it is in ${elsewhere.map((m) => m.label).join(', ')})` : ''}`,
        );
      }
      for (const p of defined)
        if (!printedKeys.has(key(p)))
          entry.bad.push(`n = ${n}: ${eq} leaves out ${formatPosition(p)} of ${setLabel(n, set)}`);
    }
    if (printedUnion.size !== definedUnion.size || [...printedUnion].some((k) => !definedUnion.has(k)))
      entry.unionSafe = false;
  }
  const order = ['(i)', '(ii)', '(iii)', '(iv)', '(v)', '(vi)'];
  return [...parts]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([part, { eqs, bad, unionSafe }]) =>
      verdict(
        {
          id: `lemma-1${part}`,
          source: `Lemma 1 ${part}, eqs. (${eqs[0]})–(${eqs[2]})`,
          statement: `For $n \\equiv ${lemma1Residue(part)} \\pmod 6$ the sets $G_{n,1}, G_{n,2}, G_{n,3}$ are the families printed in Lemma 1 ${part}.`,
          range: `every such $n \\le ${size}$`,
        },
        bad,
        bad.length
          ? unionSafe
            ? 'Each misprinted point lies in another set of the same n, so the union, and with it Theorem 2, is unaffected.'
            : "The union of the printed sets differs from Definition 3.1's union too."
          : undefined,
      ),
    );
}

function lemma1Residue(part: string): number {
  return { '(i)': 2, '(ii)': 5, '(iii)': 0, '(iv)': 1, '(v)': 3, '(vi)': 4 }[part] ?? -1;
}

/** Lemma 2: (4m−1, 4m) ∈ G(6m,3), (4m, 4m+1) ∈ G(6m+1,3), (4m+1, 4m+2) ∈ G(6m+3,3), (4m+2, 4m+3) ∈ G(6m+4,3). */
function lemma2(size: number): Claim {
  const bad: string[] = [];
  for (let m = 0; 6 * m <= size; m++) {
    const cases: [number, Position][] = [
      [6 * m, [4 * m - 1, 4 * m]],
      [6 * m + 1, [4 * m, 4 * m + 1]],
      [6 * m + 3, [4 * m + 1, 4 * m + 2]],
      [6 * m + 4, [4 * m + 2, 4 * m + 3]],
    ];
    for (const [n, p] of cases)
      if (n >= 1 && n <= size && p[0] >= 0 && !inSet(p, n, 3))
        bad.push(`${formatPosition(p)} is not in ${setLabel(n, 3)}`);
  }
  return verdict(
    {
      id: 'lemma-2',
      source: 'Lemma 2 (i)–(iv)',
      statement:
        '$(4m-1, 4m) \\in G_{6m,3}$, $(4m, 4m+1) \\in G_{6m+1,3}$, $(4m+1, 4m+2) \\in G_{6m+3,3}$, $(4m+2, 4m+3) \\in G_{6m+4,3}$.',
      range: `every such $n \\le ${size}$`,
    },
    bad,
  );
}

/** Every claim, checked up to `size` (brute force to y = size first, with progress). */
export function checkClaims(size: number, work?: Work): Claim[] {
  ensureBruteForce(size, work);
  return [
    theorem2(size, work),
    nextPlayerWins(size),
    oneValueEach(size, work),
    ...lemma1(size, work),
    lemma2(size),
  ];
}
