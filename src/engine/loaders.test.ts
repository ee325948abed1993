import { describe, expect, it } from 'vitest';
import { analyze, GAMES } from './api';
import { analyzeLoaded, LOADERS } from './loaders';

describe('LOADERS (the worker loads a game on its first request)', () => {
  it('has every game of GAMES, each loading the very handlers GAMES holds', async () => {
    expect(Object.keys(LOADERS)).toEqual(Object.keys(GAMES));
    for (const [name, load] of Object.entries(LOADERS))
      expect(await load(), name).toBe(GAMES[name as keyof typeof GAMES]);
  });
});

describe('analyzeLoaded answers as analyze does', () => {
  it.each([
    ['a value', { game: 'flipping', op: 'value', position: '0101011111' }],
    ['a grundy value', { game: 'sliding', op: 'grundy', position: [5, 1] }],
    ['a bad field', { game: 'ruler', op: 'value', position: 'HXT' }],
    ['not an object', 42],
    ['no game', { op: 'value' }],
    ['unknown game', { game: 'chess', op: 'value' }],
    ['prototype key as game', { game: 'constructor', op: 'value' }],
    ['unknown op', { game: 'flipping', op: 'toString' }],
  ])('%s', async (_name, request) => {
    expect(await analyzeLoaded(request)).toEqual(analyze(request));
  });
});
