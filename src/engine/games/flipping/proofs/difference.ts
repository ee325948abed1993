/**
 * The difference game G − H of Section 2 ("to show G ≥ H we show G − H ≥ 0"), on the board:
 * two lines, G as it is and H with the roles swapped (the negative of a game). Left moves in
 * G as Left (two 1s → 00) or in −H as Right would in H (0…1 → 1…0); Right the other way round.
 * G = H exactly when G − H is a win for the second player.
 */
import type { Dyadic } from '../../../arith/dyadic';
import { algorithmValue } from '../algorithm';
import { flip, legalMoves, whyIllegal, type Move, type Player } from '../rules';

/** Which line of the difference a move is in: G, or H (played with the roles swapped). */
export type Summand = 'G' | 'H';

export interface DiffPosition {
  g: string;
  h: string;
}

export interface DiffMove {
  line: Summand;
  move: Move;
}

export const other = (p: Player): Player => (p === 'L' ? 'R' : 'L');

/** The role a player takes in a summand: their own in G, the opponent's in −H. */
export const roleIn = (line: Summand, player: Player): Player => (line === 'G' ? player : other(player));

const lineOf = (pos: DiffPosition, line: Summand) => (line === 'G' ? pos.g : pos.h);

/** Every move of `player` in G − H: those in G first, then those in −H. */
export function differenceMoves(pos: DiffPosition, player: Player): DiffMove[] {
  const inG = legalMoves(pos.g, player).map((move): DiffMove => ({ line: 'G', move }));
  const inH = legalMoves(pos.h, other(player)).map((move): DiffMove => ({ line: 'H', move }));
  return [...inG, ...inH];
}

/** null when the move is legal for `player`, else why not (in words, naming the summand). */
export function whyIllegalInDifference(pos: DiffPosition, player: Player, m: DiffMove): string | null {
  const role = roleIn(m.line, player);
  const reason = whyIllegal(lineOf(pos, m.line), role, m.move[0], m.move[1]);
  if (reason === null) return null;
  const where =
    m.line === 'G'
      ? 'in G'
      : `in −H (roles swapped: there ${player === 'L' ? 'Left' : 'Right'} moves as ${role === 'L' ? 'Left' : 'Right'})`;
  return `${where}: ${reason}`;
}

export function applyMove(pos: DiffPosition, m: DiffMove): DiffPosition {
  const [i, j] = m.move;
  return m.line === 'G' ? { g: flip(pos.g, i, j), h: pos.h } : { g: pos.g, h: flip(pos.h, i, j) };
}

/** The value of G − H by the Algorithm (Theorem 3.3): v(G) − v(H). */
export function differenceValue(pos: DiffPosition): Dyadic {
  return algorithmValue(pos.g).sub(algorithmValue(pos.h));
}

/** Does `player`, who just moved (the other player is to move), win from here? (numbers: by sign) */
export function winsMovingSecond(value: Dyadic, player: Player): boolean {
  return player === 'L' ? value.sign() >= 0 : value.sign() <= 0;
}

export const sameMove = (a: DiffMove, b: DiffMove) =>
  a.line === b.line && a.move[0] === b.move[0] && a.move[1] === b.move[1];

/** "G: coins 3 and 5" */
export function moveWords(m: DiffMove): string {
  return `${m.line === 'G' ? 'G' : '−H'}: coins ${m.move[0]} and ${m.move[1]}`;
}
