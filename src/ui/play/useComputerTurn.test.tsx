import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze } from '../../engine/api';
import type { ImpartialSide } from '../../engine/games/gameRules';
import { rulerRules } from '../../engine/games/ruler/gameRules';
import type { Move } from '../../engine/games/ruler/rules';
import { nimValue } from '../../engine/games/ruler/rulerFunction';
import { resetSlice, rulerPlay, useStore } from '../../store';
import { computerRequest, moveSeed, useComputerTurn } from './useComputerTurn';
import { usePlay } from './usePlay';

// jsdom has no Worker: the engine client runs each job on the main thread, so these are the real engine's answers.

interface ProbeProps {
  position: string;
  active?: boolean;
  errorPercent?: number;
  onMove: (at: string, move: Move) => void;
}

function Probe({ position, active = true, errorPercent = 0, onMove }: ProbeProps) {
  const a = useComputerTurn({
    rules: rulerRules,
    active,
    position,
    side: 1 as ImpartialSide,
    errorPercent,
    seed: 11,
    moves: 3,
    onMove,
  });
  return <span data-testid="status">{a.status}</span>;
}

/** The move the engine answers to the same request, asked directly. */
function engineMove(position: string, errorPercent = 0): Move | null {
  const answer = analyze(
    computerRequest({ rules: rulerRules, position, side: 1, errorPercent, seed: 11, moves: 3 }),
  );
  if (!answer.ok) throw new Error(answer.error.message);
  return rulerRules.computerAnswerMove(answer as Parameters<typeof rulerRules.computerAnswerMove>[0]);
}

const status = () => screen.getByTestId('status').textContent;

describe('useComputerTurn with the real engine', () => {
  it('asks the game’s computerMove op with the strength and a seed per move, and plays its answer', async () => {
    const onMove = vi.fn();
    const position = 'TTTTHTTHTHHTHTT'; // Hoey's example: value 11, so a winning run exists
    render(<Probe position={position} onMove={onMove} />);
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const [at, move] = onMove.mock.calls[0];
    expect(at).toBe(position);
    expect(move).toEqual(engineMove(position));
    const after = rulerRules.play(position, move, 1);
    expect(after.ok && nimValue(after.value)).toBe(0); // perfect play leaves value 0
  });

  it('builds the request from the rules: error rate from the percentage, seed from the game’s seed and move number', () => {
    const r = computerRequest({
      rules: rulerRules,
      position: 'HTH',
      side: 0,
      errorPercent: 35,
      seed: 11,
      moves: 4,
    });
    expect(r).toEqual({
      game: 'ruler',
      op: 'computerMove',
      position: 'HTH',
      errorRate: 0.35,
      seed: moveSeed(11, 4),
    });
    expect(moveSeed(11, 4)).not.toBe(moveSeed(11, 5));
  });

  it('plays a legal move at full mistakes too (a random run)', async () => {
    const onMove = vi.fn();
    const position = 'HHTHTHHH';
    render(<Probe position={position} errorPercent={100} onMove={onMove} />);
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    const move = onMove.mock.calls[0][1];
    expect(move).toEqual(engineMove(position, 100));
    expect(rulerRules.play(position, move, 1).ok).toBe(true);
  });

  it('asks nothing while inactive', () => {
    const onMove = vi.fn();
    render(<Probe position="HHHH" active={false} onMove={onMove} />);
    expect(status()).toBe('idle');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('never plays an answer for a position the board has left', async () => {
    const onMove = vi.fn();
    const { rerender } = render(<Probe position="HTHHTTH" onMove={onMove} />);
    // The first answer is in and its move is waiting to be played; then the board changes.
    await waitFor(() => expect(status()).toBe('done'));
    rerender(<Probe position="THHHTTT" onMove={onMove} />);
    await waitFor(() => expect(onMove).toHaveBeenCalled());
    expect(onMove.mock.calls.map(([at]) => at)).toEqual(['THHHTTT']);
    expect(onMove.mock.calls[0][1]).toEqual(engineMove('THHHTTT'));
  });
});

function Board() {
  const { position, history, computersTurn } = usePlay(rulerPlay);
  return (
    <p data-testid="board">
      {position} {history.length} {computersTurn ? 'computer' : 'person'}
    </p>
  );
}

describe('usePlay: a game’s board with the computer in it', () => {
  afterEach(() => act(() => resetSlice('ruler')));

  it('lets the computer move first when it plays first, then waits for the person', async () => {
    act(() => {
      resetSlice('ruler');
      rulerPlay.setOpponent('computer');
      rulerPlay.setComputerPlays(0);
      rulerPlay.startAt('HTHH');
    });
    render(<Board />);
    expect(screen.getByTestId('board').textContent).toBe('HTHH 0 computer');
    await waitFor(() => expect(screen.getByTestId('board').textContent).toMatch(/ 1 person$/));
    const s = useStore.getState().ruler;
    expect(s.history[0].side).toBe(0);
    expect(nimValue(s.position)).toBe(0); // a winning run: HTHH has value r(1) ^ r(3) ^ r(4) = 4, not 0
  });
});
