import { describe, expect, it } from 'vitest';
import { analyze, analyzeLine, listOps } from './api';

describe('analyze', () => {
  it.each([
    ['not an object', 42, 'bad_request'],
    ['no game', { op: 'value' }, 'bad_request'],
    ['unknown game', { game: 'chess', op: 'value' }, 'unknown_game'],
    ['prototype key as game', { game: 'constructor', op: 'value' }, 'unknown_game'],
    ['unknown op', { game: 'flipping', op: 'toString' }, 'unknown_op'],
  ])('%s → error %s', (_name, req, code) => {
    const r = analyze(req);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('a line that is not JSON is bad_json', () => {
    expect(JSON.parse(analyzeLine('{oops'))).toMatchObject({ ok: false, error: { code: 'bad_json' } });
  });
});

describe('listOps', () => {
  it('names every game and op of the registry, as analyze names them', () => {
    const ops = listOps();
    expect(Object.keys(ops)).toEqual([
      'numbers',
      'cgt',
      'flipping',
      'flippingproofs',
      'flippingvariants',
      'sliding',
      'goldennugget',
      'ruler',
      'oskar',
      'subtraction',
      'practice',
    ]);
    expect(ops.ruler).toContain('computerMove');
    for (const [game, names] of Object.entries(ops)) {
      expect(analyze({ game, op: 'nope' })).toMatchObject({
        ok: false,
        error: { code: 'unknown_op', message: expect.stringContaining(`known: ${names.join(', ')}`) },
      });
    }
  });
});
