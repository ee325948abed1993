import { describe, expect, it } from 'vitest';
import { isOldStepLink, oddBaseNotice, parseStepParam, upgradeOldStep } from './stepParam';

describe('old 0-based step links (Oskar’s process)', () => {
  it('a step without the mark base=1 is an old link; with it, or without a step, it is not', () => {
    expect(isOldStepLink('3', undefined)).toBe(true);
    expect(isOldStepLink('3', '0')).toBe(true);
    expect(isOldStepLink('3', '1')).toBe(false);
    expect(isOldStepLink(undefined, undefined)).toBe(false);
    expect(isOldStepLink('', undefined)).toBe(false);
  });

  it('an old link counts from 0: step=0 is the first frame, step=3 the fourth', () => {
    expect(parseStepParam('0', 19, { zeroBased: true })).toEqual({ index: 0 });
    expect(parseStepParam('3', 19, { zeroBased: true })).toEqual({ index: 3 });
    expect(parseStepParam('18', 19, { zeroBased: true })).toEqual({ index: 18 });
    expect(parseStepParam('3', 19)).toEqual({ index: 2 });
  });

  it('a base other than the mark 1 is said, with how the step was read', () => {
    expect(oddBaseNotice('7', '3')).toBe(
      "The link's base “7” could not be used: only base=1 marks a step counted from 1, so step=3 was read as an old link counting from 0. Showing step 4 instead.",
    );
    expect(oddBaseNotice('0', '0')).toMatch(/Showing step 1 instead/);
    for (const [base, raw] of [
      ['1', '3'],
      [undefined, '3'],
      ['', '3'],
      ['7', undefined],
      ['7', 'abc'],
    ] as const)
      expect(oddBaseNotice(base, raw)).toBeUndefined();
  });

  it('is upgraded to the same frame, written 1-based', () => {
    expect(upgradeOldStep('0')).toBe('1');
    expect(upgradeOldStep('40')).toBe('41');
    expect(upgradeOldStep('abc')).toBeUndefined();
    for (const m of [0, 5, 500_500]) {
      expect(parseStepParam(upgradeOldStep(String(m)), 500_501).index).toBe(
        parseStepParam(String(m), 500_501, { zeroBased: true }).index,
      );
    }
  });

  it('an old link past the end is clamped and said like any other', () => {
    const p = parseStepParam('40', 19, { zeroBased: true });
    expect(p.index).toBe(18);
    expect(p.notice).toMatch(/only 19 steps/);
  });

  it('once upgraded in the URL, a notice quotes what was pasted, not the rewrite', () => {
    expect(parseStepParam('100000', 19, { pasted: '99999' }).notice).toBe(
      "The link's step “99999” could not be used: there are only 19 steps. Showing step 19 instead.",
    );
  });
});

describe('parseStepParam before the frames are known', () => {
  it('neither clamps nor says anything while the count is null', () => {
    expect(parseStepParam('40', null)).toEqual({ index: 39 });
    expect(parseStepParam('abc', null)).toEqual({ index: 0 });
  });
});

describe('the one bad-step sentence', () => {
  it.each([
    ['abc', "The link's step “abc” could not be used: it is not a step number. Showing step 1 of 5 instead."],
    ['0', "The link's step “0” could not be used: steps are numbered from 1. Showing step 1 of 5 instead."],
    ['99', "The link's step “99” could not be used: there are only 5 steps. Showing step 5 instead."],
  ])('%s', (raw, sentence) => {
    expect(parseStepParam(raw, 5).notice).toBe(sentence);
  });
});
