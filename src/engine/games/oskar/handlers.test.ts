import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

const ok = (req: Record<string, unknown>) => {
  const r = analyze({ game: 'oskar', ...req });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r as Record<string, any>;
};
const err = (req: Record<string, unknown>) => {
  const r = analyze({ game: 'oskar', ...req });
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('oskar ops of the engine contract', () => {
  it('decay 1001101: 18 moves, 19 configurations first to last', () => {
    const r = ok({ op: 'decay', configuration: '1001101' });
    expect(r.moves).toBe(18);
    expect(r.trajectory).toHaveLength(19);
    expect(r.trajectory[0]).toBe('1001101');
    expect(r.trajectory[18]).toBe('0000000');
    expect([r.w, r.u, r.v, r.n, r.formulaAgrees]).toEqual([4, 7, 17, 18, true]);
  });

  it('decay of a long trajectory: numbers without the trajectory, or too_large with it', () => {
    const slow = '0'.repeat(500) + '1'.repeat(500);
    expect(err({ op: 'decay', configuration: slow }).code).toBe('too_large');
    expect(ok({ op: 'decay', configuration: slow, trajectory: false }).moves).toBe(500_500);
  });

  it('distribution: counts as decimal strings with checks', () => {
    const r = ok({ op: 'distribution', coins: 4 });
    expect(r.counts).toEqual(['1', '1', '1', '2', '2', '2', '2', '2', '1', '1', '1']);
    expect(r.checks).toEqual({ closedForm: true, enumeration: true });
    const r40 = ok({ op: 'distribution', coins: 40 });
    expect(r40.counts).toHaveLength(821);
    expect(r40.symmetric).toBe(true);
    expect(r40.counts[100]).toBe(r40.counts[720]);
    expect(r40.total).toBe(String(2n ** 40n));
  });

  it('elevator pages, formula walkthrough, proof, slowest, backwards, claims', () => {
    const page = ok({ op: 'elevator', configuration: '1001101', from: 10, count: 5 });
    expect(page.columns.map((c: { w: number }) => c.w)).toEqual([6, 7, 6, 5, 4]);
    expect(ok({ op: 'formulaWalkthrough', configuration: '1001101' }).derivation.title).toBe(
      'Why 1001101 takes 18 moves',
    );
    expect(ok({ op: 'closedFormProof', configuration: '1001101' }).subset).toEqual([7, 5, 3, 2, 1]);
    const s = ok({ op: 'slowest', coins: 7 });
    expect([s.configuration, s.moves, s.search.unique]).toEqual(['0001111', 28, true]);
    const b = ok({ op: 'backwards', configuration: '000' });
    expect([b.grundy, b.outcome, b.moves.length, b.selfMove]).toEqual([1, 'N', 1, true]);
    expect(ok({ op: 'claims' }).claims.length).toBeGreaterThan(20);
  });

  it('bad input gets clear errors', () => {
    expect(err({ op: 'decay', configuration: '10a1' })).toMatchObject({
      code: 'bad_field',
      field: 'configuration',
      at: 2,
    });
    expect(err({ op: 'decay', configuration: '' }).code).toBe('bad_field');
    expect(err({ op: 'decay' }).code).toBe('missing_field');
    expect(err({ op: 'decay', configuration: '1'.repeat(5001) }).code).toBe('too_large');
    expect(err({ op: 'distribution', coins: 0 }).code).toBe('bad_field');
    expect(err({ op: 'distribution', coins: 1.5 }).code).toBe('bad_field');
    expect(err({ op: 'distribution', coins: 401 }).code).toBe('too_large');
    expect(err({ op: 'elevator', configuration: '1'.repeat(2000), count: 1000 }).code).toBe('too_large');
    expect(err({ op: 'closedFormProof', configuration: '1'.repeat(201) }).code).toBe('too_large');
    expect(err({ op: 'backwardsSummary', coins: 21 }).code).toBe('too_large');
    expect(err({ op: 'decay', configuration: '1', trajectory: 'yes' }).code).toBe('bad_field');
  });

  it('cancels long work', () => {
    const r = analyze({ game: 'oskar', op: 'distribution', coins: 300 }, { signal: { aborted: true } });
    expect(r.ok ? 'ok' : r.error.code).toBe('cancelled');
  });
});
