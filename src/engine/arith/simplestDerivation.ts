/** The walkthrough "numbers/simplest": Definition 2.1 level by level for {a | b} with a < b (either end may be missing). */
import { Dyadic, simplestBetween } from './dyadic';
import { frame, type NumbersDerivation, type NumbersState, type NumbersStep } from './numbersState';
import { fractionLevel, integerLevel, type Interval } from './simplestSearch';
import { texGame, texInterval, texNumber } from './tex';

/** Which levels q ≥ 1 to show on the way to `last`: all when few, else the first and the last three. */
function levelPicks(last: number): number[] {
  if (last <= 8) return Array.from({ length: last }, (_, i) => i + 1);
  return [1, 2, 3, last - 2, last - 1, last];
}

export function simplestDerivation(lo: Dyadic | null, hi: Dyadic | null): NumbersDerivation {
  const chosen = simplestBetween(lo, hi);
  if (!chosen) throw new Error('simplestDerivation: the interval is empty');
  const interval: Interval = { lower: lo?.toString() ?? null, upper: hi?.toString() ?? null };
  const steps: NumbersStep[] = [];
  const add = (caption: string, state: NumbersState, important = false) =>
    steps.push({ caption, state, ...(important ? { important } : {}) });
  const game = texGame([lo], [hi]);
  const iv = `$${texInterval(lo, hi)}$`;
  const v = texNumber(chosen);

  add(
    `Definition 2.1: when every Left option is less than every Right option, $${game}$ is the simplest number strictly between them, in ${iv}. ` +
      `Rule 1 tries the integers; if none fits, rule 2 tries multiples of $\\frac12$, then $\\frac14$, $\\frac18$, and so on.`,
    frame([], { phase: 'interval', search: { interval, level: null, chosen: null } }),
  );
  const ints = integerLevel(lo, hi);
  if (chosen.isInteger()) {
    const list = ints.inside.map((s) => `$${s}$`).join(', ') + (ints.more ? ', …' : '');
    add(
      `Rule 1: the integers in ${iv} include ${list}. The one closest to $0$ is $${v}$.`,
      frame([], {
        phase: 'level',
        value: chosen.toString(),
        search: { interval, level: ints, chosen: chosen.toString() },
      }),
      true,
    );
  } else {
    const n = lo!.floor();
    add(
      `Rule 1: no integer lies strictly in ${iv}: it sits between $${n}$ and $${n + 1n}$. On to rule 2.`,
      frame([], { phase: 'level', search: { interval, level: ints, chosen: null } }),
    );
    const picks = levelPicks(chosen.exp);
    picks.forEach((q, k) => {
      const level = fractionLevel(lo!, hi!, q);
      const skipped =
        k > 0 && picks[k - 1] < q - 1
          ? `For $q = ${picks[k - 1] + 1}$ to $${q - 1}$ nothing fits either. `
          : '';
      const unit = `$\\frac{1}{2^{${q}}}$`;
      if (q < chosen.exp) {
        const below = texNumber(Dyadic.of(lo!.shift(q).floor(), q));
        const above = texNumber(Dyadic.of(hi!.shift(q).ceil(), q));
        add(
          `${skipped}$q = ${q}$: the multiples of ${unit} nearest the interval are $${below}$ and $${above}$; none lies strictly inside.`,
          frame([], { phase: 'level', search: { interval, level, chosen: null } }),
        );
      } else {
        add(
          `${skipped}$q = ${q}$: $${v}$ lies inside, a multiple of ${unit} with odd numerator $${chosen.num}$; it is the only one.`,
          frame([], {
            phase: 'level',
            value: chosen.toString(),
            search: { interval, level, chosen: chosen.toString() },
          }),
          true,
        );
      }
    });
  }
  add(
    `So $${game} = ${v}$.`,
    frame([], {
      phase: 'result',
      value: chosen.toString(),
      result: chosen.toString(),
      search: { interval, level: null, chosen: chosen.toString() },
    }),
    true,
  );
  return { title: `$${game}$`, steps };
}
