/**
 * The registry is the contract: these lines check at compile time (tsc runs over tests) that
 * a wrong op, a misspelt or missing field and an unknown answer field do not compile.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { ask, request, type AnswerOf, type EngineRequest, type RequestOf } from './api';

describe('the typed contract', () => {
  it('infers request and answer types from the registry', () => {
    expectTypeOf<AnswerOf<'ruler', 'value'>['nimValue']>().toEqualTypeOf<number>();
    expectTypeOf<RequestOf<'ruler', 'value'>>().toEqualTypeOf<{ game: 'ruler'; op: 'value' } & { position: string }>();
    const r = request('ruler', 'value', { position: 'HTH' });
    const a = ask(r);
    if (a.ok) expectTypeOf(a.nimValue).toEqualTypeOf<number>();
  });

  it('refuses what the engine would refuse', () => {
    // @ts-expect-error: no such op
    request('ruler', 'valu', { position: 'HTH' });
    // @ts-expect-error: misspelt field
    request('ruler', 'value', { postion: 'HTH' });
    // @ts-expect-error: missing field
    request('ruler', 'value', {});
    // @ts-expect-error: no such game
    const bad: EngineRequest = { game: 'chess', op: 'value' };
    void bad;
    const a = ask(request('ruler', 'value', { position: 'HTH' }));
    // @ts-expect-error: the answer has no such field
    if (a.ok) void a.nimValu;
  });
});
