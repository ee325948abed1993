/**
 * The walkthrough step in the URL is 1-based ("step=3" is the third frame). A missing
 * parameter means the first step; a bad or out-of-range one is clamped and explained.
 *
 * Old links of Oskar's process counted from 0 ("step=3" was s³.c, the fourth frame). A page
 * whose old links did so passes `zeroBased` for a link without the mark `base=1`, which every
 * link it writes now carries: the mark, not the number, tells the two apart.
 */
import { linkNotice } from './linkNotice';

/** The mark of a 1-based step on pages whose old links counted from 0. */
export const BASE_PARAM = 'base';

export interface ParsedStep {
  /** 0-based index into the steps; valid when the count is known and positive */
  index: number;
  /** a short sentence when the URL asked for a step that does not exist */
  notice?: string;
}

/** True when a player whose old links were 0-based reads `step` as an old link. */
export function isOldStepLink(raw: string | undefined, base: string | undefined): boolean {
  return raw !== undefined && raw !== '' && base !== '1';
}

/**
 * What to say when a link carries a `base` other than the mark 1 (base=7): it is not a
 * mark, so the step was read as an old link counting from 0 and is shown one frame on.
 */
export function oddBaseNotice(base: string | undefined, raw: string | undefined): string | undefined {
  if (base === undefined || base === '' || base === '1' || raw === undefined || raw === '') return undefined;
  const upgraded = upgradeOldStep(raw);
  if (upgraded === undefined) return undefined;
  return linkNotice(
    BASE_PARAM,
    base,
    `only base=1 marks a step counted from 1, so step=${raw.trim()} was read as an old link counting from 0`,
    `step ${upgraded}`,
  );
}

/** The step as an old 0-based link gives it, written the 1-based way (undefined if not a number). */
export function upgradeOldStep(raw: string): string | undefined {
  return /^\d{1,9}$/.test(raw.trim()) ? String(Number(raw.trim()) + 1) : undefined;
}

/**
 * `count` is null while the frames are not yet known: nothing is clamped or said then.
 * `pasted` is the text the person gave, when the URL now holds its upgrade (an old 0-based
 * link's 99999 is 100000 in the URL): a notice quotes what they pasted, not our rewrite.
 */
export function parseStepParam(
  raw: string | undefined,
  count: number | null,
  { zeroBased = false, pasted }: { zeroBased?: boolean; pasted?: string } = {},
): ParsedStep {
  if (raw === undefined || raw === '') return { index: 0 };
  const first = zeroBased ? 0 : 1;
  const quoted = pasted ?? raw;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    return count === null
      ? { index: 0 }
      : { index: 0, notice: linkNotice('step', quoted, 'it is not a step number', `step 1 of ${count}`) };
  }
  const n = Number(raw.trim()) - first;
  if (count === null) return { index: Math.max(0, n) };
  if (n < 0)
    return {
      index: 0,
      notice: linkNotice('step', quoted, 'steps are numbered from 1', `step 1 of ${count}`),
    };
  if (n >= count) {
    return {
      index: Math.max(0, count - 1),
      notice: linkNotice(
        'step',
        quoted,
        `there ${count === 1 ? 'is only 1 step' : `are only ${count} steps`}`,
        `step ${count}`,
      ),
    };
  }
  return { index: n };
}

export function formatStepParam(index: number): string {
  return String(index + 1);
}
