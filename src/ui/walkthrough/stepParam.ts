/**
 * The walkthrough step in the URL is 1-based ("step=3" is the third frame). A missing
 * parameter means the first step; a bad or out-of-range one is clamped and explained.
 */
export interface ParsedStep {
  /** 0-based index into the steps, always valid when count > 0 */
  index: number;
  /** a short sentence when the URL asked for a step that does not exist */
  notice?: string;
}

export function parseStepParam(raw: string | undefined, count: number): ParsedStep {
  const last = Math.max(0, count - 1);
  if (raw === undefined || raw === '') return { index: 0 };
  if (!/^\d{1,9}$/.test(raw.trim())) {
    return { index: 0, notice: `“${raw.slice(0, 20)}” is not a step number; showing step 1 of ${count}.` };
  }
  const n = Number(raw.trim());
  if (n < 1) return { index: 0, notice: `Steps are numbered from 1; showing step 1 of ${count}.` };
  if (n > count) return { index: last, notice: `There ${count === 1 ? 'is only 1 step' : `are only ${count} steps`}; showing step ${count}.` };
  return { index: n - 1 };
}

export function formatStepParam(index: number): string {
  return String(index + 1);
}
