import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAsk } from '../../ask';
import { fromText, makeConfiguration, fromMask } from './configuration';
import { formulaWalkthrough } from './formulaWalkthrough';
import { configurationAt, successor } from './process';
import { processFramePage } from './processFrames';
import { statistics } from './statistics';
import { ASK_MAX_COINS, processAskFrames, withFormulaAsks, withProcessAsks } from './yourTurn';

const page = (text: string) => {
  const c = fromText(text);
  return withProcessAsks(processFramePage(c, statistics(c).n, 0, 50), c.length);
};

describe('Oskar "your turn" questions', () => {
  it('asks the first three columns after the start of 1001101, each the configuration that frame draws', () => {
    const p = page('1001101');
    const asked = p.frames.filter((f) => f.ask);
    expect(asked.map((f) => f.state.m)).toEqual([1, 2, 3]);
    expect(asked.map((f) => f.ask!.answer)).toEqual(asked.map((f) => f.state.configuration));
    expect(asked[0].ask!.answer).toBe(makeConfiguration(successor(fromText('1001101'))));
    expect(checkAsk(asked[0].ask!, asked[0].ask!.answer.split('').join(' '))).toEqual({
      ok: true,
      value: true,
    });
    expect(processAskFrames(7, statistics(fromText('1001101')).n)).toEqual([1, 2, 3]);
  });

  it('asks nothing of a board too long to type, nor past the end of a short process', () => {
    expect(processAskFrames(ASK_MAX_COINS + 1, 100)).toEqual([]);
    expect(page('1'.repeat(ASK_MAX_COINS + 1)).frames.some((f) => f.ask)).toBe(false);
    expect(
      page('1')
        .frames.filter((f) => f.ask)
        .map((f) => f.state.m),
    ).toEqual([1]);
  });

  it('answers are the process run by the rule s, over random configurations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (n, bits) => {
        const c = fromMask(bits % (1 << n), n);
        const p = withProcessAsks(processFramePage(c, statistics(c).n, 0, 10), n);
        for (const f of p.frames)
          if (f.ask) expect(f.ask.answer).toBe(makeConfiguration(configurationAt(c, f.state.m)));
        const d = withFormulaAsks(formulaWalkthrough(c));
        const asked = d.steps.filter((s) => s.ask);
        expect(asked.map((s) => s.ask!.answer)).toEqual(
          statistics(c).w > 0 ? [makeConfiguration(successor(c))] : [],
        );
      }),
      { numRuns: 200 },
    );
  });
});
