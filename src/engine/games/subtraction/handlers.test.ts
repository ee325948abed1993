/** The "subtraction" contract through analyze(): fields, errors, progress and cancel. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';
import { subtractionRules } from './gameRules';
import { heapValue } from './heapValue';
import { makePlain } from '../../cgt/plain';

const ask = (req: Record<string, unknown>, options = {}) =>
  analyze({ game: 'subtraction', ...req }, options) as Record<string, any>;

describe('subtraction ops', () => {
  it('table: rows with forms, stops, outcome and shape; the Example 6.2 column on mod:2:1', () => {
    const r = ask({ op: 'table', set: 'mod:2:1', from: 0, to: 6 });
    expect(r.ok).toBe(true);
    expect(r.rows.map((x: any) => [x.canonicalShort, x.outcome, x.shape])).toEqual([
      ['0', 'P', 'number'],
      ['1', 'L', 'number'],
      ['{1|0}', 'N', 'switch'],
      ['1/2', 'L', 'number'],
      ['{1|0,{1|0}}', 'N', 'switch'],
      ['1/4', 'L', 'number'],
      ['{1|0,{1|0,{1|0}}}', 'N', 'switch'],
    ]);
    expect(r.rows.every((x: any) => x.example62.agrees)).toBe(true);
    expect(ask({ op: 'table', set: 'mod:3:1', from: 0, to: 2 }).rows[0].example62).toBeNull();
  });

  it('table of a finite set: the values settle instead of growing', () => {
    const r = ask({ op: 'table', set: 'finite:3', from: 100, to: 120 });
    expect(r.finite).toMatchObject({ largest: 3, outcome: 'R', reduced: '-2' });
    expect(r.finite.reducedFrom).toBeLessThan(100);
  });

  it('heap, sum, computerMove', () => {
    expect(ask({ op: 'heap', set: 'beatty:sqrt2', size: 10 })).toMatchObject({
      ok: true,
      canonical: '{2,{2|0}|0}',
      reduced: '{2|0}',
      outcome: 'N',
      inS: false,
    });
    const s = ask({
      op: 'sum',
      set: 'mod:5:1,3',
      heaps: [
        { size: 12, color: 'blue' },
        { size: 12, color: 'red' },
      ],
    });
    expect(s).toMatchObject({ canonical: '0', outcome: 'P', winningMoves: { left: [], right: [] } });
    const c = ask({ op: 'computerMove', set: 'mod:2:1', heaps: [{ size: 3, color: 'blue' }], player: 'L' });
    expect(c).toMatchObject({ ok: true, move: { component: 0, take: 3, after: 0 }, winning: true });
  });

  it('theorem61, example62, explore, exploreValues, walkthrough answer', () => {
    expect(ask({ op: 'theorem61', set: 'beatty:sqrt2', upTo: 1000 })).toMatchObject({ holds: true });
    expect(ask({ op: 'example62', upTo: 100 })).toMatchObject({ agrees: true });
    const e = ask({ op: 'explore', p: 4, upTo: 1000, stripLength: 20 });
    expect(e.rows[0].sets).toHaveLength(8);
    expect(e.summary[0]).toMatchObject({ p: 4, sets: 8, periodic: 8, asProved: true });
    expect(ask({ op: 'exploreValues', p: 2, upTo: 40 }).rows).toHaveLength(1);
    expect(ask({ op: 'walkthrough', set: 'mod:4:1' }).derivation.steps.length).toBeGreaterThan(10);
  });

  it.each([
    [{ op: 'table', set: 'beatty:3/2', from: 0, to: 5 }, 'bad_field'],
    [{ op: 'table', set: 'wythoff', from: 5, to: 1 }, 'bad_field'],
    [{ op: 'table', set: 'wythoff', from: 0, to: 5000 }, 'too_large'],
    [{ op: 'heap', set: 'mod:5:9', size: 3 }, 'bad_field'],
    [{ op: 'heap', set: 'wythoff', size: 10 ** 7 }, 'too_large'],
    [{ op: 'heap', size: 3 }, 'missing_field'],
    [{ op: 'theorem61', set: 'mod:2:1', upTo: 10 }, 'bad_field'],
    [{ op: 'walkthrough', set: 'wythoff' }, 'bad_field'],
    [{ op: 'walkthrough', set: 'mod:100:1' }, 'too_large'],
    [{ op: 'explore', upTo: 100 }, 'bad_field'],
    [{ op: 'explore', p: 3, maxP: 3, upTo: 100 }, 'bad_field'],
    [{ op: 'sum', set: 'wythoff', heaps: [] }, 'bad_field'],
  ])('%j → %s', (req, code) => {
    expect(ask(req).error.code).toBe(code);
  });

  it('explore reports progress and stops on cancel', () => {
    const seen: number[] = [];
    ask({ op: 'explore', maxP: 8, upTo: 200 }, { onProgress: (p: { done: number }) => seen.push(p.done) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(255);
    expect(ask({ op: 'explore', maxP: 8, upTo: 200 }, { signal: { aborted: true } }).error.code).toBe(
      'cancelled',
    );
  });
});

describe('heapValue (the calculator term cs(S, n))', () => {
  it('reads the set in the notation and gives the canonical id', () => {
    const g = heapValue('mod:2:1', 4);
    expect(g.ok && makePlain(g.value)).toBe('{1|0,{1|0}}');
    expect(heapValue('mod:2:0', 4).ok).toBe(false);
  });
});

describe('subtractionRules (the play framework)', () => {
  it('positions round-trip as heaps@set, moves follow the set', () => {
    const pos = subtractionRules.parsePosition('b5,r3@mod:2:1');
    expect(pos.ok).toBe(true);
    if (!pos.ok) return;
    expect(subtractionRules.makePosition(pos.value)).toBe('b5,r3@mod:2:1');
    // blue 5: Left takes odd amounts (1, 3, 5), Right even (2, 4); red 3: Left takes 2
    expect(subtractionRules.legalMoves(pos.value, 'L').map(subtractionRules.makeMove)).toEqual([
      '1:1',
      '1:3',
      '1:5',
      '2:2',
    ]);
    const bad = subtractionRules.play(pos.value, { component: 0, take: 2 }, 'L');
    expect(!bad.ok && bad.error.message).toContain('not in S');
    expect(subtractionRules.parsePosition('b5@mod:2:4').ok).toBe(false);
  });
});
