/**
 * Oskar's coin game: the user's configuration (1 = head, coin 1 first), the N of the
 * distribution and slowest-configuration views, the process's speed, and the backwards game
 * (its position, the positions before each move for take back, and who plays).
 */
import { isArrayOf, isIntIn, isWord, oneOf, readSlice, updateSlice, type SliceSpec } from '../slice';
import { clampInt, movesKeptAfterTakeBack } from '../gameHistory';

/** The longest configuration the board, the URL and the saved data take (the engine takes 5,000). */
export const OSKAR_BOARD_MAX = 2000;
/** The largest N for the distribution (the engine's limit). */
export const OSKAR_DISTRIBUTION_MAX = 400;
/** The longest position of the backwards game. */
export const OSKAR_BACKWARDS_MAX = 64;
/** The paper's example (Table 1). */
export const OSKAR_PAPER_EXAMPLE = '1001101';
/** Steps per second of the process. */
export const OSKAR_SPEEDS = [1, 2, 4, 10, 30, 100, 1000, 10000] as const;

export type OskarOpponent = 'computer' | 'two';

export interface OskarSlice {
  configuration: string;
  /** N for the distribution and the slowest configuration */
  coins: number;
  speed: number;
  /** the backwards game's position */
  backPosition: string;
  /** positions before each move, oldest first; player 0 made the first move */
  backHistory: string[];
  backOpponent: OskarOpponent;
  /** against the computer: which player it is (0 moves first) */
  backComputerPlays: 0 | 1;
}

const isConfig = isWord('01', OSKAR_BOARD_MAX);
const isBack = isWord('01', OSKAR_BACKWARDS_MAX);

export const oskarSlice: SliceSpec<OskarSlice> = {
  defaults: () => ({ configuration: OSKAR_PAPER_EXAMPLE, coins: 10, speed: 2, backPosition: '000000', backHistory: [], backOpponent: 'computer', backComputerPlays: 1 }),
  saved: {
    configuration: isConfig,
    coins: isIntIn(1, OSKAR_DISTRIBUTION_MAX),
    speed: oneOf(...OSKAR_SPEEDS),
    backPosition: isBack,
    backHistory: isArrayOf(isBack, 5000),
    backOpponent: oneOf('computer', 'two'),
    backComputerPlays: oneOf(0, 1),
  },
};

export const setOskarConfiguration = (configuration: string) => updateSlice('oskar', { configuration });
export const setOskarCoins = (coins: number) => updateSlice('oskar', { coins: clampInt(coins, 1, OSKAR_DISTRIBUTION_MAX) });
export const setOskarSpeed = (speed: number) => updateSlice('oskar', { speed });

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
    return n === c.length ? {} : { configuration: n < c.length ? c.slice(0, n) : c + '0'.repeat(n - c.length) };
  });

/** A new backwards game from this position. */
export const newOskarBackwardsGame = (position: string) => updateSlice('oskar', { backPosition: position, backHistory: [] });

/** Record a move of the backwards game (the caller took `after` from the engine's list of moves). */
export const playOskarBackwardsMove = (after: string) => updateSlice('oskar', (s) => ({ backPosition: after, backHistory: [...s.backHistory, s.backPosition] }));

/** The player to move in the backwards game: 0 or 1. */
export const oskarBackwardsTurn = (s: Pick<OskarSlice, 'backHistory'>): 0 | 1 => (s.backHistory.length % 2) as 0 | 1;

/** Undo the last move; against the computer, back to the person's turn. */
export const takeBackOskarBackwards = () =>
  updateSlice('oskar', (s) => {
    if (s.backHistory.length === 0) return {};
    const kept = movesKeptAfterTakeBack(s.backHistory.length, s.backOpponent === 'computer', (k) => k % 2 === s.backComputerPlays);
    return { backPosition: s.backHistory[kept], backHistory: s.backHistory.slice(0, kept) };
  });

export const setOskarBackwardsOpponent = (backOpponent: OskarOpponent) => updateSlice('oskar', { backOpponent });
export const setOskarBackwardsComputerPlays = (backComputerPlays: 0 | 1) => updateSlice('oskar', { backComputerPlays });

export const readOskar = () => readSlice('oskar');
