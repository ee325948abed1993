/**
 * The page's state in the URL (#/flipping-variants?v=111/001&n=7&rule=any&kind=all&page=1&pos=0000111),
 * read with the engine's own notation parsers so the URL and the engine agree. A bad parameter
 * falls back to the default and says so (a sentence for the page's notice).
 */
import { setParams, useParam } from '../../../nav/router';
import { LINE_RULES, type LineRule } from '../../../engine/games/flippingVariants/lineRule';
import {
  makeVariant,
  parseVariant,
  PAPER_NUMBERS_VARIANT,
} from '../../../engine/games/flippingVariants/variant';
import { DAG_RULES, type DagRule } from '../../../engine/games/flippingVariants/dag';
import { MAX_TABLE_LENGTH } from '../../../engine/games/flippingVariants/limits';

export const DEFAULT_VARIANT = makeVariant(PAPER_NUMBERS_VARIANT);
export const DEFAULT_LENGTH = 7;
export { MAX_TABLE_LENGTH };
export const PAGE_ROWS = 50;

export const KIND_FILTERS = [
  'all',
  'not-number',
  'number',
  'switch',
  'tiny',
  'miny',
  'three-stop',
  'ups-stars',
  'infinitesimal',
  'hot',
] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

export interface VariantParams {
  variant: string;
  maxLength: number;
  rule: LineRule;
  kind: KindFilter;
  /** 0-based page */
  page: number;
  pos: string | null;
  problems: string[];
  set: (changes: Record<string, string | undefined>) => void;
}

const oneOf = <T extends string>(xs: readonly T[], v: string | undefined): T | undefined =>
  v !== undefined && (xs as readonly string[]).includes(v) ? (v as T) : undefined;

/** The link's parameters as the page reads them (each bad one: its default, and a sentence why). */
export function readVariantParams(
  raw: Readonly<Record<string, string | undefined>>,
): Omit<VariantParams, 'set'> {
  const { v, n, rule, kind, page, pos } = raw;
  const problems: string[] = [];
  let variant = DEFAULT_VARIANT;
  if (v !== undefined) {
    const r = parseVariant(v);
    if (r.ok) variant = makeVariant(r.value);
    else
      problems.push(
        `The link's variant “${v}” could not be used: ${r.error.message}. Showing ${DEFAULT_VARIANT} instead.`,
      );
  }
  let maxLength = DEFAULT_LENGTH;
  if (n !== undefined) {
    const x = Number(n);
    if (Number.isInteger(x) && x >= 1 && x <= MAX_TABLE_LENGTH) maxLength = x;
    else
      problems.push(
        `The link's length “${n}” is not a whole number from 1 to ${MAX_TABLE_LENGTH}. Showing lines of up to ${DEFAULT_LENGTH} coins.`,
      );
  }
  const p = page === undefined ? 1 : Number(page);
  const line = pos !== undefined && /^[01]{1,14}$/.test(pos) ? pos.replace(/0+$/, '') : null;
  if (pos !== undefined && line === null)
    problems.push(
      `The link's position “${pos}” is not a line of up to ${MAX_TABLE_LENGTH} coins (0s and 1s).`,
    );
  return {
    variant,
    maxLength,
    rule: oneOf(LINE_RULES, rule) ?? 'any',
    kind: oneOf(KIND_FILTERS, kind) ?? 'all',
    page: Number.isInteger(p) && p >= 1 ? p - 1 : 0,
    pos: line,
    problems,
  };
}

export function useVariantParams(): VariantParams {
  const [v] = useParam('v');
  const [n] = useParam('n');
  const [rule] = useParam('rule');
  const [kind] = useParam('kind');
  const [page] = useParam('page');
  const [pos] = useParam('pos');
  return { ...readVariantParams({ v, n, rule, kind, page, pos }), set: (changes) => setParams(changes) };
}

/** The DAG tab's rule from the link (dagrule=): a directed path unless it says "edge". */
export const readDagRule = (r: string | undefined): DagRule => oneOf(DAG_RULES, r) ?? 'path';

export function useDagRule(): [DagRule, (r: DagRule) => void] {
  const [r, set] = useParam('dagrule');
  return [readDagRule(r), (x) => set(x === 'path' ? undefined : x)];
}
