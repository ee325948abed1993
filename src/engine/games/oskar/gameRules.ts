/**
 * Oskar's backwards game (§6) for the play framework: a configuration of 1/0 (coin 1 first),
 * players 0 and 1; a move goes to a b with s.b = c, which turns one coin (backwards.ts), so a
 * move is that coin's number. Text: the configuration ("0110"); a move the coin ("3").
 */
import { fail, ok } from '../../result';
import { IMPARTIAL_SIDES, type GameRules, type ImpartialSide } from '../gameRules';
import { predecessors } from './backwards';
import { checkConfiguration, fromText, makeConfiguration } from './configuration';
import { MAX_COINS } from './limits';

/** The coin numbers a move may turn from this configuration (at most two). */
const movesOf = (c: string) => predecessors(fromText(c)).map((p) => p.coin);

export const oskarBackwardsRules: GameRules<string, number, ImpartialSide, 'oskar'> = {
  game: 'oskar',
  kind: 'impartial',
  sides: IMPARTIAL_SIDES,
  legalMoves: movesOf,
  play(c, coin) {
    const b = predecessors(fromText(c)).find((p) => p.coin === coin);
    if (b) return ok(makeConfiguration(b.configuration));
    const coins = movesOf(c);
    return fail(
      'bad_field',
      `turning coin ${coin} does not go one step back: ${coins.length ? `here a move turns coin ${coins.join(' or ')}` : 'no configuration leads here'}`,
      { field: 'move' },
    );
  },
  isOver: (c) => movesOf(c).length === 0,
  sameMove: (a, b) => a === b,
  parsePosition(text) {
    const r = checkConfiguration(text, MAX_COINS);
    return r.ok ? r : fail('bad_field', r.error.message, { field: 'position', at: r.error.at });
  },
  makePosition: (c) => c,
  parseMove(text) {
    const t = text.trim();
    return /^\d+$/.test(t) && Number(t) >= 1
      ? ok(Number(t))
      : fail('bad_field', `a move is the number of the coin it turns (got "${text}")`, { field: 'move' });
  },
  makeMove: (coin) => String(coin),
  describeMove: (c, coin) => `turn coin ${coin} (${c[coin - 1] === '1' ? 'heads → tails' : 'tails → heads'})`,
  computerRequest: (c) => ({ configuration: c }),
  computerAnswerMove: ({ move }) => move && move.coin,
};
