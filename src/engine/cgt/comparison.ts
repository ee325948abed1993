/**
 * Comparisons as expressions (issue 24): G ≥ H, G ≤ H, G = H, G ‖ H, G > H, G < H, G ⧐ H,
 * G ⧏ H, answered true or false in words with how G and H actually compare. G ≥ H means
 * Left wins G − H when Right starts; so each answer agrees with the outcome of G − H:
 * G > H iff G − H is an L-position, G = H iff P, G < H iff R, G ‖ H iff N.
 */
import { compare } from './compare';
import type { Relation } from './parse';
import type { GameId } from './store';

const WORDS: Record<'>' | '<' | '=' | '‖', string> = {
  '>': 'G is greater than H',
  '<': 'G is less than H',
  '=': 'G equals H',
  '‖': 'G is confused with H',
};

/** Which of the four ways of comparing make each relation true. */
const HOLDS: Record<Relation, readonly ('>' | '<' | '=' | '‖')[]> = {
  '≥': ['>', '='],
  '≤': ['<', '='],
  '=': ['='],
  '‖': ['‖'],
  '>': ['>'],
  '<': ['<'],
  '⧐': ['>', '‖'],
  '⧏': ['<', '‖'],
};

export const RELATION_DEFINITIONS: Record<Relation, string> = {
  '≥': 'G ≥ H: Left wins G − H when Right moves first',
  '≤': 'G ≤ H: Right wins G − H when Left moves first',
  '=': 'G = H: G − H is a second-player win',
  '‖': 'G ‖ H (confused): G − H is a first-player win',
  '>': 'G > H: G ≥ H and not G = H (G − H is a win for Left)',
  '<': 'G < H: G ≤ H and not G = H (G − H is a win for Right)',
  '⧐': 'G ⧐ H (greater than or confused with): not G ≤ H',
  '⧏': 'G ⧏ H (less than or confused with): not G ≥ H',
};

export interface ComparisonAnswer {
  relation: Relation;
  holds: boolean;
  /** how G and H compare: '>' | '<' | '=' | '‖' */
  actual: '>' | '<' | '=' | '‖';
  /** e.g. "G ‖ H: G is confused with H" or "G ≥ H is false: G is confused with H" */
  words: string;
  definition: string;
}

export function compareGames(g: GameId, h: GameId, relation: Relation): ComparisonAnswer {
  const actual = compare(g, h);
  const holds = HOLDS[relation].includes(actual);
  return {
    relation,
    holds,
    actual,
    words: holds ? `G ${relation} H: ${WORDS[actual]}` : `G ${relation} H is false: ${WORDS[actual]}`,
    definition: RELATION_DEFINITIONS[relation],
  };
}
