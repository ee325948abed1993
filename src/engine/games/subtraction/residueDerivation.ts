/**
 * Why every residue set's outcomes are periodic (Question 6.3), stepped on a chosen T.
 *
 * The argument: from heap n Left may move to any smaller heap m with n − m ≡ t (mod p) for
 * some t ∈ T, and Right to any smaller m with n − m ≡ c for a residue c ∉ T (c = 0 included,
 * as p, 2p, ... are Right's). So whether Left wins moving first from n depends only on the
 * residue of n and on which residue classes already hold a heap where Right, moving first,
 * loses: 2p flags, which only ever turn on. Comparing heap n with heap n − p: same residue,
 * at least the same flags, so if a player wins moving first from n − p, the same player
 * wins from n. Hence a flag can first turn on only in the first block 0..p − 1, and from heap
 * p on the flags are fixed and the outcome of n depends on n mod p alone.
 */
import type { Derivation, Step } from '../../derivation';
import { OUTCOME_LETTERS, residueOutcomes } from './outcomes';
import { findPeriod } from './period';

export interface ResidueState {
  p: number;
  residues: number[];
  /** the heap this frame is about, or null */
  heap: number | null;
  /** outcomes of heaps 0..shown − 1 */
  strip: string;
  /** flags after the heaps shown: a heap of residue r with Right (Left) losing moving first */
  rightLoses: boolean[];
  leftLoses: boolean[];
  /** the flag this heap turned on, if any */
  newFlags: { which: 'rightLoses' | 'leftLoses'; residue: number }[];
  /** the period found, shown on the last frames */
  period: { preperiod: number; period: number } | null;
}

const mod = (a: number, p: number) => ((a % p) + p) % p;

export function residueDerivation(p: number, residues: readonly number[]): Derivation<ResidueState> {
  const T = [...residues].sort((a, b) => a - b);
  const inT = (r: number) => T.includes(r);
  const C: number[] = [];
  for (let r = 0; r < p; r++) if (!inT(r)) C.push(r);
  const upTo = 3 * p - 1;
  const codes = residueOutcomes(p, T, Math.max(upTo, 4 * p));
  const found = findPeriod(codes);
  const period = found && { preperiod: found.preperiod, period: found.period };
  const rightLoses = new Array<boolean>(p).fill(false);
  const leftLoses = new Array<boolean>(p).fill(false);
  const tSet = `\\{${T.join(', ')}\\}`;
  const cSet = `\\{${C.join(', ')}\\}`;
  const base = (heap: number | null, shown: number, extra: Partial<ResidueState> = {}): ResidueState => ({
    p,
    residues: T,
    heap,
    strip: Array.from(codes.subarray(0, shown), (c) => OUTCOME_LETTERS[c]).join(''),
    rightLoses: [...rightLoses],
    leftLoses: [...leftLoses],
    newFlags: [],
    period: null,
    ...extra,
  });
  const steps: Step<ResidueState>[] = [
    {
      caption: `Left removes any $s \\ge 1$ with $s \\bmod ${p} \\in T = ${tSet}$; Right any $c \\ge 1$ with $c \\bmod ${p} \\in ${cSet}$ (multiples of ${p} are Right's).`,
      state: base(null, 0),
    },
    {
      caption: `From heap $n$, Left can reach **every** smaller heap $m$ with $(n - m) \\bmod ${p} \\in T$, however far below: whether a move exists depends only on residues.`,
      state: base(null, 0),
    },
    {
      caption: `So keep ${2 * p} flags: for each residue $r$, has some heap $m \\equiv r$ been seen where **Right, moving first, loses** (a target for Left)? And one where **Left, moving first, loses** (a target for Right)? Left wins moving first from $n$ iff a flag $r = (n - t) \\bmod ${p}$, $t \\in T$, is on.`,
      state: base(null, 0),
      important: true,
    },
  ];
  for (let n = 0; n <= upTo; n++) {
    const code = codes[n];
    const lw = (code & 1) === 1;
    const rw = (code & 2) === 2;
    const r = n % p;
    const newFlags: ResidueState['newFlags'] = [];
    if (!rw && !rightLoses[r]) {
      rightLoses[r] = true;
      newFlags.push({ which: 'rightLoses', residue: r });
    }
    if (!lw && !leftLoses[r]) {
      leftLoses[r] = true;
      newFlags.push({ which: 'leftLoses', residue: r });
    }
    // t ∈ T never ≡ 0, so the flag at residue r (perhaps just set) is not one Left uses here
    const t = T.find((x) => rightLoses[mod(r - x, p)]);
    const lwWhy =
      lw && t !== undefined
        ? `Left wins first (removing $\\equiv ${t}$, to residue ${mod(r - t, p)})`
        : 'Left loses first';
    const rwWhy = rw ? 'Right wins first' : 'Right loses first';
    const flagText = newFlags.length
      ? ` New flag${newFlags.length > 1 ? 's' : ''}: ${newFlags.map((f) => `${f.which === 'rightLoses' ? 'Right loses' : 'Left loses'} at residue ${f.residue}`).join('; ')}.`
      : n >= p
        ? ' No new flag.'
        : '';
    steps.push({
      caption: `Heap ${n} ($\\equiv ${r}$): ${lwWhy}; ${rwWhy}: outcome $\\mathcal ${OUTCOME_LETTERS[code]}$.${flagText}`,
      highlight: [{ indices: [n], tone: newFlags.length ? 'accent' : 'muted', label: `heap ${n}` }],
      state: base(n, n + 1, { newFlags }),
      important: n === p - 1,
    });
    if (n === p - 1)
      steps.push({
        caption: `The key step. Heap $n \\ge ${p}$ and heap $n - ${p}$ have the same residue, and at $n$ every flag that was on at $n - ${p}$ is still on. So if a player wins moving first from $n - ${p}$, the same move pattern wins from $n$. A flag turns on at $n$ only if that player **loses** at $n$, hence at $n - ${p}$ too, where the flag was already turned on. So flags turn on only in the first block $0, \\dots, ${p - 1}$.`,
        state: base(n, n + 1),
        important: true,
      });
  }
  const s = period;
  steps.push({
    caption: `From heap ${p} on the flags are fixed, so the outcome of $n$ depends on $n \\bmod ${p}$ alone: periodic with period dividing ${p}, preperiod at most ${p}.${s ? ` Here the least period is ${s.period} from heap ${s.preperiod}: block ${Array.from(codes.subarray(s.preperiod, s.preperiod + s.period), (c) => OUTCOME_LETTERS[c]).join('')}.` : ''}`,
    highlight: s
      ? [
          {
            indices: Array.from({ length: s.period }, (_, i) => s.preperiod + i),
            tone: 'accent',
            label: 'period',
          },
        ]
      : undefined,
    state: base(null, upTo + 1, { period }),
    important: true,
  });
  return { title: `Why the outcomes of mod ${p}, T = {${T.join(', ')}} are periodic`, steps };
}
