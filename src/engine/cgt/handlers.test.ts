/** The "cgt" contract through analyze(): fields, errors with positions, size limits. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from '../api';

const canonical = (expression: unknown, extra: Record<string, unknown> = {}) =>
  analyze({ game: 'cgt', op: 'canonical', expression, ...extra }) as Record<string, any>;

describe('cgt canonical', () => {
  it('answers the design.md example {1|0} + {0|*}', () => {
    const r = canonical('{1|0} + {0|*}');
    expect(r.ok).toBe(true);
    expect(r).toMatchObject({
      canonical: '{{1|{1|1}}|{0|*}}',
      pretty: '{1 + ↑|↑}',
      outcome: 'L',
      leftStop: '1',
      rightStop: '0',
      reduced: '{1|0}',
    });
  });

  it('gives every field the calculator shows', () => {
    const r = canonical('↑+↑+*');
    expect(r).toMatchObject({
      ok: true,
      canonical: '{0|{0|*}}',
      pretty: '⇑*',
      tex: '\\Uparrow\\ast',
      outcome: 'L',
      leftStop: '0',
      rightStop: '0',
      reduced: '0',
      birthday: 3,
      isNumber: false,
    });
    expect(r.tree.root).toBeTypeOf('number');
    const root = r.tree.nodes.find((n: { id: number }) => n.id === r.tree.root);
    expect(root).toMatchObject({ pretty: '⇑*', kind: 'infinitesimal' });
    expect(r.tree.truncated).toBe(false);
  });

  it('folds numbers in the tree and says when the tree is cut', () => {
    const r = canonical('{1/2|-1/2}');
    const half = r.tree.nodes.find((n: { pretty: string }) => n.pretty === '1/2');
    expect(half).toMatchObject({ kind: 'number', folded: 'number', left: null });
    const big = canonical('{1|-1}+{2|-2}+{3|-3}+{4|-4}+{5|-5}', { treeLimit: 10 });
    expect(big.tree.truncated).toBe(true);
    expect(big.tree.nodes.length).toBeLessThanOrEqual(10);
  });

  it('knows Golden Nugget heaps: gn(20) − gn(17)', () => {
    const r = canonical('gn(20) - gn(17)');
    expect(r).toMatchObject({ ok: true, outcome: 'N' });
    expect(canonical('gn(2)').canonical).toBe('{1|0}');
  });

  it.each([
    ['{1|0 + 2', 0, 'never closed'],
    ['1 + ', 4, 'ends'],
    ['1 + x', 4, "unknown name 'x'"],
    ['1 + foo(2)', 4, "unknown function 'foo'"],
    ['gn(1/2)', 3, 'whole number'],
    ['gn(-1)', 3, 'whole number'],
  ])('%j → bad_field at %i', (expression, at, words) => {
    const r = canonical(expression);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'bad_field', field: 'expression', at });
    expect(r.error.message).toContain(words);
  });

  it('holds numbers and nimbers by value, and refuses what is too large instead of hanging', () => {
    expect(canonical('*4095')).toMatchObject({ ok: true, canonical: '*4095', birthday: 4095, outcome: 'N' });
    expect(canonical('-1823437481924')).toMatchObject({
      ok: true,
      canonical: '-1823437481924',
      birthday: 1823437481924,
    });
    expect(canonical('gn(1000000)').error).toMatchObject({ code: 'too_large', at: 3 });
    expect(canonical('1'.repeat(5000)).error.code).toBe('bad_field');
    expect(canonical(42).error.code).toBe('bad_field');
    expect(analyze({ game: 'cgt', op: 'canonical' })).toMatchObject({
      ok: false,
      error: { code: 'missing_field' },
    });
  });

  it('can be cancelled', () => {
    const r = analyze(
      {
        game: 'cgt',
        op: 'canonical',
        expression:
          '{1|-1}+{2|-2}+{3|-3}+{4|-4}+{5|-5}+{6|-6}+{7|-7}+{8|-8}+{9|-9}+{10|-10}+{11|-11}+{12|-12}+{13|-13}',
      },
      { signal: { aborted: true } },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});

describe('cgt canonical on random expressions', () => {
  it('answers every string of expression characters with a result or a located error, never an internal one', () => {
    const chars = fc.constantFrom(...'{}|‖,*^v↑↓⇑±:+-()0123456789/. gn'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 24 }), (expression) => {
        const end = Date.now() + 200;
        const r = analyze(
          { game: 'cgt', op: 'canonical', expression },
          {
            signal: {
              get aborted() {
                return Date.now() > end;
              },
            },
          },
        ) as Record<string, any>;
        if (r.ok) return typeof r.canonical === 'string' || r.canonical === null;
        if (r.error.code === 'bad_field')
          return typeof r.error.at === 'number' && r.error.at >= 0 && r.error.at <= expression.length;
        return ['too_large', 'cancelled'].includes(r.error.code);
      }),
      { numRuns: 400 },
    );
  });
});
