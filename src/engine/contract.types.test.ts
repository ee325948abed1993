/**
 * The registry is the contract: these lines check at compile time (tsc runs over tests) that
 * a wrong op, a misspelt or missing field and an unknown answer field do not compile.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { ask, request, type AnswerOf, type EngineRequest, type RequestOf } from './api';

describe('the typed contract', () => {
  it('infers request and answer types from the registry', () => {
    expectTypeOf<AnswerOf<'ruler', 'value'>['nimValue']>().toEqualTypeOf<number>();
    expectTypeOf<RequestOf<'ruler', 'value'>>().toEqualTypeOf<
      { game: 'ruler'; op: 'value' } & { position: string }
    >();
    const r = request('ruler', 'value', { position: 'HTH' });
    const a = ask(r);
    if (a.ok) expectTypeOf(a.nimValue).toEqualTypeOf<number>();
  });

  it('types every game’s answers, literal unions included', () => {
    expectTypeOf<AnswerOf<'flipping', 'value'>['value']>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<'sliding', 'grundy'>['outcome']>().toEqualTypeOf<'P' | 'N'>();
    expectTypeOf<AnswerOf<'goldennugget', 'heap'>['set']>().toEqualTypeOf<'A' | 'B' | 'none'>();
    expectTypeOf<AnswerOf<'oskar', 'decay'>['moves']>().toEqualTypeOf<number>();
    expectTypeOf<AnswerOf<'numbers', 'simplest'>['walkthroughOmitted']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<AnswerOf<'cgt', 'canonical'>['expression']>().toEqualTypeOf<string>();
    // fields echoed from the request keep their type (an op's `run` sees its reader's value, never `any`)
    expectTypeOf<AnswerOf<'ruler', 'value'>['position']>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<'goldennugget', 'table'>['from']>().toEqualTypeOf<number>();
    expectTypeOf<AnswerOf<'flipping', 'sum'>['positions']>().toEqualTypeOf<string[]>();
    // optional request fields stay optional; a request reads either a number or signs
    expectTypeOf<RequestOf<'flipping', 'bruteForceTable'>>().toEqualTypeOf<
      { game: 'flipping'; op: 'bruteForceTable' } & { coins?: number }
    >();
    expectTypeOf(request('numbers', 'signExpansion', { signs: '+-' })).toMatchTypeOf<{
      signs?: string;
      number?: string;
    }>();
    expectTypeOf(
      request('goldennugget', 'sum', { heaps: [{ size: 3, color: 'blue' }] }),
    ).toMatchTypeOf<EngineRequest>();
  });

  it('answers hold only what follows from the request (no history-dependent fields)', () => {
    expectTypeOf<AnswerOf<'goldennugget', 'heap'>>().not.toHaveProperty('heapsKnown');
    expectTypeOf<AnswerOf<'goldennugget', 'table'>>().not.toHaveProperty('heapsKnown');
    expectTypeOf<AnswerOf<'cgt', 'canonical'>>().not.toHaveProperty('storeSize');
    expectTypeOf<AnswerOf<'flipping', 'bruteForce'>>().not.toHaveProperty('filled');
    expectTypeOf<AnswerOf<'flipping', 'canonical'>>().not.toHaveProperty('storeSize');
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
    // @ts-expect-error: a colour that is not a heap's
    request('goldennugget', 'sum', { heaps: [{ size: 3, color: 'green' }] });
    // @ts-expect-error: oskar has no op "value"
    request('oskar', 'value', { configuration: '101' });
    // @ts-expect-error: a position of sliding is a pair, not text
    request('sliding', 'grundy', { position: '2,5' });
    const a = ask(request('ruler', 'value', { position: 'HTH' }));
    // @ts-expect-error: the answer has no such field
    if (a.ok) void a.nimValu;
  });
});
