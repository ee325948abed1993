/**
 * The practice page's link: `#/<page>/practice?kind=value&level=2&seed=123` is one exercise,
 * `?set=77&level=2&q=3` the third of a set of ten (`q=end`: its summary). Read leniently: a
 * bad value is named in a sentence and replaced, never a blank page.
 */
export const MAX_LEVEL = 5;
const MAX_SEED = 0xffffffff;

export interface PracticeParams {
  kind?: string;
  seed?: number;
  level: number;
  set?: number;
  /** 1..10, or 'end' for the summary */
  q: number | 'end';
  problems: string[];
}

function whole(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  problems: string[],
): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (/^\d{1,10}$/.test(raw)) {
    const n = Number(raw);
    if (n >= min && n <= max) return n;
  }
  problems.push(
    `The link's ${name} “${raw.length > 20 ? raw.slice(0, 20) + '…' : raw}” could not be used (a whole number from ${min} to ${max} is needed).`,
  );
  return undefined;
}

export function readPracticeParams(params: Readonly<Record<string, string>>): PracticeParams {
  const problems: string[] = [];
  const level = whole(params.level, 'level', 1, MAX_LEVEL, problems) ?? 1;
  const seed = whole(params.seed, 'seed', 0, MAX_SEED, problems);
  const set = whole(params.set, 'set', 0, MAX_SEED, problems);
  const q = params.q === 'end' ? 'end' : (whole(params.q, 'question number', 1, 10, problems) ?? 1);
  return { kind: params.kind || undefined, seed, level, set, q, problems };
}

/** A fresh seed for a new exercise or set (a choice of position, never a value). */
export const freshSeed = () => Math.floor(Math.random() * 0x7fffffff);
