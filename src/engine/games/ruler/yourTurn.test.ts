import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAsk } from '../../ask';
import { analyze } from '../../api';
import type { Derivation } from '../../derivation';
import { grundyTable } from './bruteForce';
import { rowsDerivation } from './derivation';
import { fromMask } from './rules';
import { withRulerAsks } from './yourTurn';

const COINS = 12;
const table = grundyTable(COINS);
const asks = (position: string) =>
  withRulerAsks(rowsDerivation(position)).steps.flatMap((s, i) =>
    s.ask ? [{ i, step: s, ask: s.ask }] : [],
  );

describe('ruler "your turn" questions', () => {
  it('asks the parities, the value and the verdict on Hoey example, answered by its frames', () => {
    const qs = asks('TTTTHTTHTHHTHTT');
    expect(qs.map((q) => [q.step.state.phase, q.ask.form, q.ask.answer])).toEqual([
      ['parity', 'bits', '1011'],
      ['value', 'integer', '11'],
      ['target', 'choice', 'wins'],
    ]);
  });

  it('answers equal brute force and the frames they guard, over random positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: COINS }), fc.nat(), (n, bits) => {
        const position = fromMask(bits % (1 << n), n);
        const g = table[bits % (1 << n)];
        const qs = asks(position);
        const parity = qs.find((q) => q.step.state.phase === 'parity')!;
        // the typed parities are the frame's rows, and as a binary number the brute-force value
        expect(parity.ask.answer).toBe(
          parity.step.state.rows
            .map((r) => (r.parity === 'odd' ? 1 : 0))
            .reverse()
            .join(''),
        );
        expect(parseInt(parity.ask.answer, 2)).toBe(g);
        const value = qs.find((q) => q.step.state.phase === 'value')!;
        expect(value.ask.answer).toBe(String(value.step.state.nimValue));
        expect(checkAsk(value.ask, String(g))).toEqual({ ok: true, value: true });
        const verdict = qs.find((q) => q.ask.form === 'choice')!;
        expect(verdict.ask.answer).toBe(g === 0 ? 'loses' : 'wins');
      }),
      { numRuns: 200 },
    );
  });

  it('grades typed parities: spaces allowed, wrong digits wrong, the wrong length explained', () => {
    const parity = asks('TTTTHTTHTHHTHTT')[0].ask;
    expect(checkAsk(parity, ' 1 0 1 1 ')).toEqual({ ok: true, value: true });
    expect(checkAsk(parity, '1101')).toEqual({ ok: true, value: false });
    const short = checkAsk(parity, '11');
    expect(short.ok || short.error.message).toBe('Type 4 digits; that is 2.');
  });

  it('comes with the walkthrough op', () => {
    const r = analyze({ game: 'ruler', op: 'walkthrough', position: 'HTTH' });
    expect(r.ok).toBe(true);
    const { derivation } = r as unknown as { derivation: Derivation };
    expect(derivation.steps.filter((s) => s.ask).map((s) => s.ask!.answer)).toEqual(['101', '5', 'wins']);
  });
});
