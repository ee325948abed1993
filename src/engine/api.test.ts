import { describe, expect, it } from 'vitest';
import { analyze, analyzeLine } from './api';

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
