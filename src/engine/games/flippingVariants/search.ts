/**
 * Section 5's computer search, redone: for every version with k coins a move (variant.ts's
 * family), the values of every line up to maxLength coins, counted by kind in canonical and
 * in reduced canonical form, with the first line of each kind. The observations are sentences
 * made from those counts, about the lines checked only: computed facts, not theorems.
 */
import type { GameId } from '../../cgt/store';
import { reduced } from '../../cgt/reduced';
import { makePretty } from '../../cgt/display';
import type { Work } from '../../progress';
import { classify, kindCount, KIND_WORDS, KINDS, type Kind } from './classify';
import { maskLine } from './moves';
import { rowCount, rowMasks } from './table';
import { lineValues } from './values';
import { familyOf, isImpartial, makeVariant, PAPER_NUMBERS_VARIANT, type Variant } from './variant';
import type { LineRule } from './lineRule';

export type KindCounts = Partial<Record<Kind, number>>;

export interface VariantSummary {
  variant: string;
  impartial: boolean;
  counts: KindCounts;
  reducedCounts: KindCounts;
  /** the first line (table order) of each kind, with its canonical form */
  examples: Partial<Record<Kind, { position: string; value: string | null }>>;
  /** shortest line whose value is not a number, or null */
  firstNonNumber: { position: string; value: string | null } | null;
  allNumbers: boolean;
  /** every reduced canonical form is a number or a switch */
  reducedNumbersAndSwitches: boolean;
}

/** Values checked per variant for a search of lines up to maxLength coins. */
export const searchSize = (variants: number, maxLength: number) => variants * 2 ** maxLength;

export function summarise(variant: Variant, ids: readonly GameId[], maxLength: number): VariantSummary {
  const counts: KindCounts = {};
  const reducedCounts: KindCounts = {};
  const examples: VariantSummary['examples'] = {};
  let firstNonNumber: VariantSummary['firstNonNumber'] = null;
  // Rows in table order (shorter lines first, then dictionary order): "first" means that.
  for (const mask of rowMasks(maxLength)) {
    const g = ids[mask];
    const kind = classify(g);
    counts[kind] = (counts[kind] ?? 0) + 1;
    const rk = classify(reduced(g));
    reducedCounts[rk] = (reducedCounts[rk] ?? 0) + 1;
    if (!examples[kind]) examples[kind] = { position: maskLine(mask), value: makePretty(g, 200) };
    if (kind !== 'number' && firstNonNumber === null) firstNonNumber = examples[kind]!;
  }
  return {
    variant: makeVariant(variant),
    impartial: isImpartial(variant),
    counts,
    reducedCounts,
    examples,
    firstNonNumber,
    allNumbers: (counts.number ?? 0) === rowCount(maxLength),
    reducedNumbersAndSwitches: Object.keys(reducedCounts).every((k) => k === 'number' || k === 'switch'),
  };
}

const list = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** The search's findings as sentences, each about exactly what was computed. */
export function observations(
  k: number,
  maxLength: number,
  rule: LineRule,
  partizan: VariantSummary[],
  impartial: VariantSummary[],
): string[] {
  const scope = `${partizan.length === 1 ? 'For the only partizan version' : `Among the ${partizan.length} partizan versions`} with k = ${k}${rule === 'adjacent' ? ' (adjacent coins only)' : ''} we checked (one of each pair that differs only by swapping Left and Right), on every line of up to ${maxLength} coins`;
  const out: string[] = [];
  const numbers = partizan.filter((s) => s.allNumbers).map((s) => s.variant);
  if (numbers.length === 0) out.push(`${scope}, none has only numbers as values.`);
  else if (numbers.length === 1) out.push(`${scope}, only ${numbers[0]} has only numbers as values.`);
  else out.push(`${scope}, ${numbers.length} have only numbers as values: ${list(numbers)}.`);
  const verdict = paperClaimVerdict(partizan, numbers);
  if (verdict) out.push(verdict);
  // The version that stays numbers-only longest (its first non-number is the longest).
  const lasting = partizan
    .filter((x) => x.firstNonNumber)
    .sort((a, b) => b.firstNonNumber!.position.length - a.firstNonNumber!.position.length);
  if (
    numbers.length === 0 &&
    lasting.length > 1 &&
    lasting[0].firstNonNumber!.position.length > lasting[1].firstNonNumber!.position.length
  ) {
    const f = lasting[0].firstNonNumber!;
    out.push(
      `${lasting[0].variant} stays numbers-only longest: every line of up to ${f.position.length - 1} coins is a number, and ${f.position} = ${f.value ?? '(a long form)'} is the first that is not; every other version has a non-number by ${lasting[1].firstNonNumber!.position.length} coins.`,
    );
  }
  for (const s of partizan.filter((x) => !x.allNumbers && x.firstNonNumber)) {
    const kinds = KINDS.filter((kk) => kk !== 'number' && s.counts[kk]).map((kk) =>
      kindCount(kk, s.counts[kk]!),
    );
    out.push(
      `${s.variant}: the shortest line that is not a number is ${s.firstNonNumber!.position} = ${s.firstNonNumber!.value ?? '(a long form)'}; values that are not numbers: ${kinds.join(', ')}.`,
    );
  }
  const found = KINDS.filter((kk) => kk !== 'number')
    .map((kk) => [kk, partizan.filter((x) => x.counts[kk]).length] as const)
    .filter(([, c]) => c > 0);
  if (found.length)
    out.push(
      `Kinds of value found: ${found.map(([kk, c]) => `${KIND_WORDS[kk].many} in ${c} version${c === 1 ? '' : 's'}`).join(', ')}.`,
    );
  const rs = partizan.filter((s) => !s.allNumbers && s.reducedNumbersAndSwitches).map((s) => s.variant);
  out.push(
    rs.length === 0
      ? 'No version with non-number values has only numbers and switches as reduced canonical forms.'
      : `In reduced canonical form, ${list(rs)} ${rs.length === 1 ? 'has' : 'have'} only numbers and switches, though not only numbers in canonical form.`,
  );
  const impNumbers = impartial.filter((s) => s.allNumbers).length;
  const impOthers = impartial.length - impNumbers;
  const impReduced = impartial.filter(
    (s) => !s.allNumbers && Object.keys(s.reducedCounts).every((kk) => kk === 'number'),
  ).length;
  const has = (n: number) => (n === 0 ? 'none has' : n === 1 ? '1 has' : `${n} have`);
  out.push(
    `Of the ${impartial.length} impartial versions (both players flip the same pattern), ${has(impNumbers)} only numbers as values` +
      (impOthers === 0
        ? '.'
        : `; of the ${impOthers} with other values, ${impReduced === impOthers && impOthers > 1 ? (impOthers === 2 ? 'both are' : `all ${impReduced} are`) : impReduced === 0 ? 'none is' : `${impReduced} ${impReduced === 1 ? 'is' : 'are'}`} numbers only in reduced canonical form.`),
  );
  return out;
}

/**
 * The paper's claim (§5): the version it names is the only one whose values are all numbers.
 * Said outright whether the lines checked agree or contradict it, with the position that does.
 */
function paperClaimVerdict(partizan: VariantSummary[], numbers: string[]): string | null {
  const name = makeVariant(PAPER_NUMBERS_VARIANT);
  const paper = partizan.find((s) => s.variant === name);
  if (!paper) return null;
  // "three or more coins" read as exactly three: readings.ts computes the other readings
  const claim = `the paper’s claim (§5) that ${name} is the only version whose values are all numbers, if “three or more coins” is read as exactly three (the other readings are compared below)`;
  if (!paper.allNumbers && paper.firstNonNumber) {
    const f = paper.firstNonNumber;
    return `This contradicts ${claim}: computed, ${f.position} = ${f.value ?? '(a long form)'} (a line of ${f.position.length} coins) is not a number, so not every value of ${name} is a number.`;
  }
  const others = numbers.filter((v) => v !== name);
  if (others.length)
    return `This contradicts ${claim}: on these lines ${list(others)} ${others.length === 1 ? 'is' : 'are'} numbers-only too.`;
  return `This agrees with ${claim}, on these lines only: longer lines may differ.`;
}

export interface SearchAnswer {
  k: number;
  maxLength: number;
  rule: LineRule;
  lines: number;
  partizan: VariantSummary[];
  impartial: VariantSummary[];
  observations: string[];
}

export function search(k: number, maxLength: number, rule: LineRule, work: Work): SearchAnswer {
  const { partizan, impartial } = familyOf(k);
  const all = [...partizan, ...impartial];
  const total = searchSize(all.length, maxLength);
  const summaries = all.map((v, i) =>
    summarise(
      v,
      lineValues(v, maxLength, rule, {
        work,
        offset: i * 2 ** maxLength,
        total,
        label: `version ${i + 1} of ${all.length}: ${makeVariant(v)}`,
      }),
      maxLength,
    ),
  );
  work.tick(total, total, 'done');
  const ps = summaries.slice(0, partizan.length);
  const is = summaries.slice(partizan.length);
  return {
    k,
    maxLength,
    rule,
    lines: rowCount(maxLength),
    partizan: ps,
    impartial: is,
    observations: observations(k, maxLength, rule, ps, is),
  };
}
