/**
 * The canonical form explained: from a typed expression's options to its canonical form, as
 * walkthrough frames (Siegel, CGT, II.2; Lessons in Play, 4.2). Each frame removes one dominated
 * option (with the comparison that proves it) or bypasses one reversible option
 * (with the reversing option and what replaces it); the last frames recognise a number or
 * x + u↑ + *m. Sums, differences, ordinal sums and ±G first show their components' canonical
 * forms, then simplify the options their definitions give.
 *
 * The value never changes along the way, so reversibility is tested against the finished
 * canonical form G (computed first by canonical.ts), and the last form is checked to be G's.
 */
import { BUILTINS, isBuiltin } from './toolkit';
import type { Derivation, Step } from '../derivation';
import { add, neg } from './arithmetic';
import { sortUnique } from './canonical';
import { leq } from './compare';
import { makeTex } from './display';
import { evaluate, type ExpressionFunctions } from './evaluate';
import { ordinalSum } from './ordinalSum';
import { sumTerms } from './sumTerms';
import type { Ast } from './parse';
import { isNumber, leftOptions, nusOf, rightOptions, type GameId } from './store';

export type OptionMark = 'dominated' | 'dominator' | 'reversible' | 'reversing' | 'replacement' | 'duplicate';

export interface FormOption {
  tex: string;
  mark?: OptionMark;
}

export interface CanonicalFrame {
  /** the form at this step, {left | right}, options marked; null for a frame about components */
  form: { left: FormOption[]; right: FormOption[] } | null;
  /** components and their canonical forms (sums, ordinal sums), as TeX */
  components?: { typed: string; canonical: string }[];
  /** the finished canonical form, on the last frame */
  result?: string;
}

export type CanonicalDerivation = Derivation<CanonicalFrame>;

/** Frames beyond this are summed up in one (a form with thousands of options). */
const MAX_FRAMES = 120;

const BARS = '|‖⫴';

const tex = (g: GameId): string => makeTex(g, 400) ?? '\\text{(a large game)}';

function sideName(left: boolean): string {
  return left ? 'Left' : 'Right';
}

/** Is a at least as good as b for the player (Left: a ≥ b; Right: a ≤ b)? */
function asGood(a: GameId, b: GameId, left: boolean): boolean {
  return left ? leq(b, a) : leq(a, b);
}

class Tracer {
  readonly steps: Step<CanonicalFrame>[] = [];
  truncated = false;

  constructor(private readonly g: GameId) {}

  frame(
    caption: string,
    left: readonly GameId[],
    right: readonly GameId[],
    marks: Map<string, OptionMark> = new Map(),
    important = false,
  ): void {
    if (this.steps.length >= MAX_FRAMES) {
      this.truncated = true;
      return;
    }
    const opts = (ids: readonly GameId[], side: 'L' | 'R') =>
      ids.map((id, i) => ({ tex: tex(id), mark: marks.get(`${side}${i}`) }));
    this.steps.push({
      caption,
      important,
      state: { form: { left: opts(left, 'L'), right: opts(right, 'R') } },
    });
  }

  /** Remove repeated options (equal games have one id). */
  dedupe(left: GameId[], right: GameId[]): [GameId[], GameId[]] {
    const marks = new Map<string, OptionMark>();
    let count = 0;
    for (const [ids, side] of [
      [left, 'L'],
      [right, 'R'],
    ] as const)
      ids.forEach((id, i) => {
        if (ids.indexOf(id) < i) {
          marks.set(`${side}${i}`, 'duplicate');
          count++;
        }
      });
    if (count === 0) return [left, right];
    this.frame(
      `${count === 1 ? 'One option is repeated' : `${count} options are repeats`}: a repeated option adds nothing, so ${count === 1 ? 'the repeat goes' : 'the repeats go'}.`,
      left,
      right,
      marks,
    );
    return [unique(left), unique(right)];
  }

  /**
   * Remove one dominated option of one side, in a frame of its own with the comparison that
   * proves it; past the frame limit, every dominated option of the side at once (dominance is
   * transitive), so forms with thousands of options stay quick.
   */
  removeDominated(left: GameId[], right: GameId[], isLeft: boolean): GameId[] | null {
    const ids = isLeft ? left : right;
    const dominatorOf = (i: number) => ids.findIndex((b, k) => k !== i && asGood(b, ids[i], isLeft)); // ids are distinct, so this is strict
    if (this.steps.length >= MAX_FRAMES) {
      this.truncated = true;
      const kept = ids.filter((_, i) => dominatorOf(i) < 0);
      return kept.length === ids.length ? null : kept;
    }
    for (let i = 0; i < ids.length; i++) {
      const j = dominatorOf(i);
      if (j < 0) continue;
      const side = isLeft ? 'L' : 'R';
      const [a, b] = [tex(ids[i]), tex(ids[j])];
      this.frame(
        `${sideName(isLeft)} never prefers a dominated option: $${isLeft ? `${a} \\le ${b}` : `${b} \\le ${a}`}$, so $${a}$ goes.`,
        left,
        right,
        new Map<string, OptionMark>([
          [`${side}${i}`, 'dominated'],
          [`${side}${j}`, 'dominator'],
        ]),
      );
      return [...ids.slice(0, i), ...ids.slice(i + 1)];
    }
    return null;
  }

  /** Bypass the first reversible option (Left: A with some A^R ≤ G; Right: B with some B^L ≥ G). */
  bypassOne(left: GameId[], right: GameId[]): [GameId[], GameId[]] | null {
    for (const isLeft of [true, false]) {
      const ids = isLeft ? left : right;
      for (let i = 0; i < ids.length; i++) {
        const a = ids[i];
        const through = (isLeft ? rightOptions(a) : leftOptions(a)).find((r) =>
          isLeft ? leq(r, this.g) : leq(this.g, r),
        );
        if (through === undefined) continue;
        const replacement = isLeft ? leftOptions(through) : rightOptions(through);
        const side = isLeft ? 'L' : 'R';
        const opp = isLeft ? 'Right' : 'Left';
        const inequality = isLeft ? `${tex(through)} \\le G` : `${tex(through)} \\ge G`;
        const by = replacement.length
          ? `its ${sideName(isLeft)} options $${replacement.map(tex).join(',\\ ')}$`
          : 'nothing (it has none)';
        this.frame(
          `${sideName(isLeft)}'s option $${tex(a)}$ is reversible: ${opp} answers it with $${tex(through)}$, and $${inequality}$. So it is replaced by ${by}.`,
          left,
          right,
          new Map([[`${side}${i}`, 'reversible' as OptionMark]]),
          true,
        );
        const next = [...ids.slice(0, i), ...replacement, ...ids.slice(i + 1)];
        const l = isLeft ? next : left;
        const r = isLeft ? right : next;
        const marks = new Map<string, OptionMark>();
        for (let k = 0; k < replacement.length; k++) marks.set(`${side}${i + k}`, 'replacement');
        this.frame(
          `After bypassing: the ${sideName(isLeft)} options of $${tex(through)}$ take its place.`,
          l,
          r,
          marks,
        );
        return [l, r];
      }
    }
    return null;
  }
}

function unique(ids: readonly GameId[]): GameId[] {
  return ids.filter((id, i) => ids.indexOf(id) === i);
}

/** Simplify {left | right} (canonical options) to G's canonical form, frame by frame. */
function simplify(t: Tracer, g: GameId, leftIn: readonly GameId[], rightIn: readonly GameId[]): void {
  let [left, right] = t.dedupe([...leftIn], [...rightIn]);
  for (let guard = 0; guard < 10_000; guard++) {
    const l = t.removeDominated(left, right, true);
    if (l) left = l;
    const r = t.removeDominated(left, right, false);
    if (r) right = r;
    if (l || r) continue;
    const bypassed = t.bypassOne(left, right);
    if (!bypassed) break;
    [left, right] = t.dedupe(...bypassed);
  }
  const n = nusOf(g);
  if (isNumber(g)) {
    const sides = left.length + right.length;
    t.frame(
      sides === 0
        ? 'No options on either side: this is $0$.'
        : `Every option left is a number, Left's below Right's: by the simplicity rule the game is the simplest number between them, $${tex(g)}$.`,
      left,
      right,
      new Map(),
      true,
    );
  } else if (n)
    t.frame(
      `No option is dominated or reversible, and this is the known form of $${tex(g)}$ (a number plus ups and a nimber).`,
      left,
      right,
      new Map(),
      true,
    );
  else
    t.frame(
      'No option is dominated or reversible: this is the canonical form.',
      left,
      right,
      new Map(),
      true,
    );
  const same = sameForm(left, right, g);
  t.steps.push({
    caption: same
      ? `The canonical form: $G = ${tex(g)}$.`
      : `The canonical form is $G = ${tex(g)}$ (numbers and x + u↑ + *m are written by value).`,
    important: true,
    state: { form: null, result: tex(g) },
  });
}

function sameForm(left: readonly GameId[], right: readonly GameId[], g: GameId): boolean {
  const eq = (a: readonly GameId[], b: readonly GameId[]) => {
    const [x, y] = [sortUnique(a), sortUnique(b)];
    return x.length === y.length && x.every((id, i) => id === y[i]);
  };
  return eq(left, leftOptions(g)) && eq(right, rightOptions(g));
}

function termsCaption(count: number, negatives: boolean): string {
  const minus = negatives ? ' A term after a $-$ is negated: $-H$ swaps and negates the options of $H$.' : '';
  return count === 2
    ? `First the two terms in canonical form, $G$ and $H$.${minus}`
    : `First each of the ${count} terms in canonical form, $G_1$ to $G_{${count}}$.${minus}`;
}

/**
 * The derivation of the expression's canonical form. `text` is the expression as typed (the
 * components are quoted from it).
 */
export function canonicalSteps(
  text: string,
  ast: Ast,
  functions: ExpressionFunctions = {},
): { derivation: CanonicalDerivation; truncated: boolean } {
  const ev = (a: Ast) => evaluate(a, functions);
  const g = ev(ast);
  const t = new Tracer(g);
  const quote = (a: Ast) => {
    const typed = text.slice(a.at, a.end);
    if (a.kind !== 'game') return typed.trim();
    // a side split off by a stronger bar ({3 ‖ 2 | 1}) spans from its bar or brace: show it in braces
    if (BARS.includes(typed[0]))
      return `{${typed
        .replace(/^[|‖⫴]+/, '')
        .replace(/}$/, '')
        .trim()}}`;
    if (BARS.includes(text[a.end] ?? '')) return `{${typed.slice(1).trim()}}`;
    return typed.trim();
  };
  const components = (parts: Ast[], caption: string) => {
    const list = parts.map((p) => ({ typed: quote(p), canonical: tex(ev(p)) }));
    t.steps.push({ caption, state: { form: null, components: list } });
  };
  switch (ast.kind) {
    case 'game': {
      const left = ast.left.map(ev);
      const right = ast.right.map(ev);
      components([...ast.left, ...ast.right], 'First each option is put in canonical form.');
      t.frame('The game as typed, with its options in canonical form.', left, right);
      simplify(t, g, left, right);
      break;
    }
    case 'sum':
    case 'difference': {
      // a + b − c is one sum of three terms (as a person reads it), not (a + b) − c
      const terms = sumTerms(ast);
      const values = terms.map(({ term, negated }) => (negated ? neg(ev(term)) : ev(term)));
      const others = (i: number) => values.filter((_, j) => j !== i).reduce(add);
      const typed = terms.map(({ term, negated }) => (negated ? `−(${quote(term)})` : quote(term)));
      t.steps.push({
        caption: termsCaption(
          terms.length,
          terms.some((x) => x.negated),
        ),
        state: {
          form: null,
          components: typed.map((text, i) => ({ typed: text, canonical: tex(values[i]) })),
        },
      });
      const left = values.flatMap((v, i) => leftOptions(v).map((o) => add(o, others(i))));
      const right = values.flatMap((v, i) => rightOptions(v).map((o) => add(o, others(i))));
      t.frame(
        terms.length === 2
          ? 'A move in a sum is a move in one part: $G + H = \\{G^L + H,\\ G + H^L \\mid G^R + H,\\ G + H^R\\}$.'
          : `A move in a sum is a move in one of its ${terms.length} terms, the others left as they are: $G_1 + \\cdots + G_{${terms.length}} = \\{G_i^L + \\sum_{j \\ne i} G_j \\mid G_i^R + \\sum_{j \\ne i} G_j\\}$.`,
        left,
        right,
      );
      simplify(t, g, left, right);
      break;
    }
    case 'ordinal': {
      const a = ev(ast.a);
      const b = ev(ast.b);
      components([ast.a, ast.b], 'First the base and the exponent in canonical form.');
      const left = [...leftOptions(a), ...leftOptions(b).map((o) => ordinalSum(a, o))];
      const right = [...rightOptions(a), ...rightOptions(b).map((o) => ordinalSum(a, o))];
      t.frame(
        'A move in the base ends the exponent: $G : H = \\{G^L,\\ G : H^L \\mid G^R,\\ G : H^R\\}$.',
        left,
        right,
      );
      simplify(t, g, left, right);
      break;
    }
    case 'plusminus': {
      const a = ev(ast.a);
      components([ast.a], 'First $G$ in canonical form.');
      t.frame('$\\pm G = \\{G \\mid -G\\}$.', [a], [neg(a)]);
      simplify(t, g, [a], [neg(a)]);
      break;
    }
    default: {
      const what =
        ast.kind === 'negative'
          ? 'The negative of a canonical form is canonical: $-G$ swaps and negates the options.'
          : ast.kind === 'call' && isBuiltin(ast.name)
            ? `${BUILTINS[ast.name].signature}: ${BUILTINS[ast.name].definition}.`
            : ast.kind === 'call'
              ? 'Computed from the game’s rules, bottom-up, in canonical form.'
              : 'A number, nimber or ups written by value is already in canonical form.';
      t.steps.push({
        caption: `${what} $G = ${tex(g)}$.`,
        important: true,
        state: { form: null, result: tex(g) },
      });
    }
  }
  // keep the last frame (the result) even when the middle was cut
  if (t.truncated)
    t.steps.push({
      caption: `(Steps after the first ${MAX_FRAMES} are left out.) The canonical form: $G = ${tex(g)}$.`,
      important: true,
      state: { form: null, result: tex(g) },
    });
  return {
    derivation: {
      title: `The canonical form of ${text.length > 60 ? text.slice(0, 57) + '…' : text}`,
      steps: t.steps,
    },
    truncated: t.truncated,
  };
}
