import { beforeEach, describe, expect, it } from 'vitest';
import { flippingRules } from '../engine/games/flipping/gameRules';
import { rulerRules } from '../engine/games/ruler/gameRules';
import { playRules, type PlayState } from './playSlice';
import { rulerPlay, useStore } from '.';

type RulerState = PlayState<string, readonly [number, number], 0 | 1>;
const ruler = playRules(rulerRules);

const game = (over: Partial<RulerState> = {}): RulerState => ({
  position: 'HHHH',
  history: [],
  undone: [],
  firstMover: 0,
  opponent: 'two',
  computerPlays: 1,
  errorPercent: 0,
  seed: 7,
  ...over,
});

/** Play the moves in order (each must be legal), as the store would. */
function played(s: RulerState, ...moves: (readonly [number, number])[]): RulerState {
  let state = s;
  for (const m of moves) {
    const { result, patch } = ruler.play(state, m);
    expect(result.ok).toBe(true);
    state = { ...state, ...patch };
  }
  return state;
}

describe('the play loop (playRules)', () => {
  it('plays legal moves for the side to move, records them and refuses illegal ones with a reason', () => {
    const s = played(game(), [4, 4], [1, 3]);
    expect(s.position).toBe('TTTT');
    expect(s.history.map((r) => [r.before, r.move, r.side])).toEqual([
      ['HHHH', [4, 4], 0],
      ['HHHT', [1, 3], 1],
    ]);
    const { result, patch } = ruler.play(game({ position: 'HTTT' }), [1, 2]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/heads/);
    expect(patch).toEqual({});
  });

  it('knows whose turn it is from the moves and who moved first', () => {
    expect(ruler.toMove(game())).toBe(0);
    expect(ruler.toMove(game({ firstMover: 1 }))).toBe(1);
    expect(ruler.toMove(played(game(), [4, 4]))).toBe(1);
    expect(ruler.toMove(played(game({ firstMover: 1 }), [4, 4]))).toBe(0);
  });

  it('ends the game when the side to move has no move; the last mover wins', () => {
    const s = played(game({ position: 'TTH' }), [3, 3]);
    expect(ruler.isOver(s)).toBe(true);
    expect(ruler.winner(s)).toBe(0);
    expect(ruler.computersTurn({ ...s, opponent: 'computer', computerPlays: 1 })).toBe(false);
    expect(ruler.isOver(game())).toBe(false);
    expect(ruler.winner(game())).toBeNull();
  });

  it('takes back one move between two people, and redo plays it again', () => {
    const s = played(game(), [4, 4], [3, 3]);
    const back = { ...s, ...ruler.takeBack(s) };
    expect(back.position).toBe('HHHT');
    expect(back.history).toHaveLength(1);
    const again = { ...back, ...ruler.redo(back) };
    expect(again.position).toBe('HHTT');
    expect(again.history).toEqual(s.history);
    expect(again.undone).toEqual([]);
  });

  it('against the computer, takes back to the person’s turn and redoes the person’s move with the reply', () => {
    // The person (0) moves, the computer (1) replies, twice.
    const s = played(game({ opponent: 'computer' }), [4, 4], [3, 3], [2, 2], [1, 1]);
    const back = { ...s, ...ruler.takeBack(s) };
    expect(back.position).toBe('HHTT');
    expect(back.history).toHaveLength(2);
    expect(ruler.toMove(back)).toBe(0);
    expect(ruler.computersTurn(back)).toBe(false);
    const again = { ...back, ...ruler.redo(back) };
    expect(again.position).toBe('TTTT');
    expect(again.history).toEqual(s.history);
    // The computer moving first: a take back of its first reply goes back to the start.
    const first = played(game({ opponent: 'computer', computerPlays: 0 }), [4, 4], [3, 3]);
    const start = { ...first, ...ruler.takeBack(first) };
    expect(start.history).toHaveLength(1);
    expect(ruler.computersTurn(start)).toBe(false);
  });

  it('a new move drops what was taken back; redo after an edit does nothing', () => {
    const s = played(game(), [4, 4]);
    const back = { ...s, ...ruler.takeBack(s) };
    const other = played(back, [3, 4]);
    expect(other.undone).toEqual([]);
    expect(ruler.redo(other)).toEqual({});
    expect(ruler.redo({ ...back, position: 'TTTH' })).toEqual({});
  });

  it('restart goes back before the first move with a new seed; a new position starts a new game', () => {
    const s = played(game(), [4, 4], [3, 3]);
    const r = { ...s, ...ruler.restart(s) };
    expect(r.position).toBe('HHHH');
    expect(r.history).toEqual([]);
    expect(ruler.restart(game())).toEqual({});
    expect(ruler.newGame(s, 'HHTT')).toEqual({});
    const fresh = ruler.newGame(s, 'HTHT');
    expect(fresh).toMatchObject({ position: 'HTHT', history: [], undone: [] });
  });

  it('keeps each move’s side in a partizan game', () => {
    const flip = playRules(flippingRules);
    const s0 = {
      position: ['0101', '11'],
      history: [],
      undone: [],
      firstMover: 'R' as const,
      opponent: 'two' as const,
      computerPlays: 'L' as const,
      errorPercent: 0,
      seed: 1,
    };
    const move = flippingRules.legalMoves(s0.position, 'R')[0];
    const { result, patch } = flip.play(s0, move);
    expect(result.ok).toBe(true);
    expect(patch.history?.[0].side).toBe('R');
    expect(flip.toMove({ ...s0, ...patch })).toBe('L');
  });
});

describe('a game’s play actions on the store (definePlay)', () => {
  beforeEach(() => {
    useStore.setState((s) => ({
      ruler: { ...s.ruler, ...rulerPlay.defaults({ opponent: 'computer' }), position: 'HHHH' },
    }));
  });

  it('plays the computer’s move only at the position it was chosen for, on its turn', () => {
    rulerPlay.playComputerMove('HHHH', [4, 4]); // the person's turn: refused
    expect(useStore.getState().ruler.position).toBe('HHHH');
    expect(rulerPlay.play([4, 4]).ok).toBe(true);
    rulerPlay.playComputerMove('HHHH', [3, 3]); // chosen for an older position: refused
    expect(useStore.getState().ruler.history).toHaveLength(1);
    rulerPlay.playComputerMove('HHHT', [3, 3]);
    expect(useStore.getState().ruler.position).toBe('HHTT');
    rulerPlay.takeBack();
    expect(useStore.getState().ruler.position).toBe('HHHH');
  });

  it('keeps settings within their ranges', () => {
    rulerPlay.setErrorPercent(140);
    expect(useStore.getState().ruler.errorPercent).toBe(100);
    rulerPlay.setErrorPercent(-3);
    expect(useStore.getState().ruler.errorPercent).toBe(0);
  });
});
