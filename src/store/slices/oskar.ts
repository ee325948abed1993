/**
 * Oskar's coin game: the user's configuration (1 = head, coin 1 first), the N of the
 * distribution and slowest-configuration views, and the backwards game
 * on the shared play loop (playSlice.ts: `position`, `history`, `opponent`, ... are the
 * backwards game's; player 0 moves first).
 */
import type { ImpartialSide } from '../../engine/games/gameRules';
import { checkConfiguration } from '../../engine/games/oskar/configuration';
import { oskarBackwardsRules } from '../../engine/games/oskar/gameRules';
import { isIntIn, isNotation, readSlice, sliceAccess, updateSlice, type SliceSpec } from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type Opponent, type PlayState } from '../playSlice';

/** The longest configuration the board, the URL and the saved data take (the engine takes 5,000). */
export const OSKAR_BOARD_MAX = 2000;
/** The largest N for the distribution (the engine's limit). */
export const OSKAR_DISTRIBUTION_MAX = 400;
/** The longest position of the backwards game. */
export const OSKAR_BACKWARDS_MAX = 64;
/** The paper's example (Table 1). */
export const OSKAR_PAPER_EXAMPLE = '1001101';
export type OskarOpponent = Opponent;

/** The page's own fields, beside the backwards game's play fields. */
export interface OskarSlice extends PlayState<string, number, ImpartialSide> {
  configuration: string;
  /** N for the distribution and the slowest configuration */
  coins: number;
}

// The engine's notation, as in the URL and the requests.
const isConfig = isNotation((text) => checkConfiguration(text, OSKAR_BOARD_MAX));

export const oskarBackwardsPlay = definePlay(sliceAccess('oskar'), oskarBackwardsRules, {
  isPosition: isNotation((text) => checkConfiguration(text, OSKAR_BACKWARDS_MAX)),
  isMove: isIntIn(1, OSKAR_BACKWARDS_MAX),
  maxHistory: 5000,
  start: () => '000000',
});

export const oskarSlice: SliceSpec<OskarSlice> = {
  defaults: () => ({
    ...oskarBackwardsPlay.defaults({ opponent: 'computer' }),
    configuration: OSKAR_PAPER_EXAMPLE,
    coins: 10,
  }),
  saved: {
    ...oskarBackwardsPlay.saved,
    configuration: isConfig,
    coins: isIntIn(1, OSKAR_DISTRIBUTION_MAX),
  },
};

export const setOskarConfiguration = (configuration: string) => updateSlice('oskar', { configuration });
export const setOskarCoins = (coins: number) =>
  updateSlice('oskar', { coins: clampInt(coins, 1, OSKAR_DISTRIBUTION_MAX) });

/** Turn coin `index` (0-based) of the configuration. */
export const toggleOskarCoin = (index: number) =>
  updateSlice('oskar', (s) => {
    if (index < 0 || index >= s.configuration.length) return {};
    const c = s.configuration;
    return { configuration: c.slice(0, index) + (c[index] === '1' ? '0' : '1') + c.slice(index + 1) };
  });

/** Lengthen with tails on top or remove the top coins (1..OSKAR_BOARD_MAX coins). */
export const setOskarLength = (length: number) =>
  updateSlice('oskar', (s) => {
    const n = clampInt(length, 1, OSKAR_BOARD_MAX);
    const c = s.configuration;
    return n === c.length
      ? {}
      : { configuration: n < c.length ? c.slice(0, n) : c + '0'.repeat(n - c.length) };
  });

export const readOskar = () => readSlice('oskar');
