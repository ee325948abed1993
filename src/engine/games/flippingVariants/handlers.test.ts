import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

const ok = (req: object) => {
  const r = analyze({ game: 'flippingvariants', ...req });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r as Record<string, any>;
};
const err = (req: object) => {
  const r = analyze({ game: 'flippingvariants', ...req });
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('flippingvariants ops', () => {
  it('table: pages of the table in order, counts by kind, a filter', () => {
    const r = ok({ op: 'table', variant: '111/001', maxLength: 7, from: 0, rows: 4 });
    expect(r.lines).toBe(127);
    expect(r.rows.map((x: { position: string }) => x.position)).toEqual(['1', '01', '11', '001']);
    expect(r.rows[2]).toMatchObject({ row: 2, value: '0', kind: 'number', outcome: 'P' });
    const odd = ok({ op: 'table', variant: '111/001', maxLength: 7, kind: 'not-number' });
    expect(odd.total).toBe(r.counts['ups-stars']);
    expect(odd.rows[0]).toMatchObject({
      position: '0000111',
      value: '*',
      kind: 'ups-stars',
      reduced: '0',
      reducedKind: 'number',
    });
  });

  it('position: the options as the paper writes them (1011 = {0001, 001, 1 | 1101, 111})', () => {
    const r = ok({ op: 'position', variant: '11/01', position: '10110' });
    expect(r.position).toBe('1011');
    expect(r.value).toBe('1/4');
    expect(r.left.map((o: { after: string }) => o.after).sort()).toEqual(['0001', '001', '1']);
    expect(r.right.map((o: { after: string }) => o.after).sort()).toEqual(['1101', '111']);
    const d = ok({ op: 'position', variant: '11/01', dag: '3: 1>3, 2>3', position: '101' });
    expect(d).toMatchObject({
      value: '*',
      kind: 'ups-stars',
      left: [{ coins: [1, 3], after: '000', value: '0' }],
      right: [{ coins: [2, 3], after: '110', value: '0' }],
    });
  });

  it('bad input is a clear message on its field', () => {
    expect(err({ op: 'table', variant: '111/000', maxLength: 5 })).toMatchObject({
      code: 'bad_field',
      field: 'variant',
      at: 6,
    });
    expect(err({ op: 'table', variant: '11/01', maxLength: 15 })).toMatchObject({
      code: 'too_large',
      field: 'maxLength',
    });
    expect(err({ op: 'search', k: 4, maxLength: 12 })).toMatchObject({
      code: 'too_large',
      field: 'maxLength',
    });
    expect(err({ op: 'dagTable', variant: '11/01', dag: '2: 1>2, 2>1' })).toMatchObject({
      field: 'dag',
      message: expect.stringContaining('cycle'),
    });
    expect(err({ op: 'position', variant: '11/01', position: '1x' })).toMatchObject({
      field: 'position',
      at: 1,
    });
  });

  it('reports progress and stops on cancel', () => {
    const seen: number[] = [];
    const signal = { aborted: false };
    const r = analyze(
      { game: 'flippingvariants', op: 'search', k: 3, maxLength: 8 },
      // cancel at the first report: Work forwards the first tick at once and then at most every
      // 50 ms, so waiting for a later count races the machine's speed
      { signal, onProgress: (p) => (seen.push(p.done), (signal.aborted = true)) },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(seen.length).toBeGreaterThan(0);
    // what was done is kept: the same search now answers
    expect(ok({ op: 'search', k: 3, maxLength: 8 }).partizan).toHaveLength(6);
  });

  it('dags and a DAG table', () => {
    expect(ok({ op: 'dags', vertices: 3 }).dags).toEqual([
      '3:',
      '3: 1>2',
      '3: 1>2, 1>3',
      '3: 1>2, 2>3',
      '3: 1>3, 2>3',
    ]);
    const t = ok({ op: 'dagTable', variant: '11/01', dag: '3: 1>3, 2>3' });
    expect(t.rows).toHaveLength(8);
    expect(t.rows.find((x: { coins: string }) => x.coins === '101')).toMatchObject({ value: '*' });
  });
});
