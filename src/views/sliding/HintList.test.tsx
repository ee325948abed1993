import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ask } from '../../engine/api';
import { readSliding, resetSlice, setSlidingPositions, slidingPlay } from '../../store';
import { HintList } from './HintList';

beforeEach(() => {
  act(() => {
    resetSlice('sliding');
    slidingPlay.setOpponent('two');
    setSlidingPositions([
      [3, 7],
      [2, 5],
    ]);
  });
});

describe('Sliding Coins hint (the shared winning-moves list)', () => {
  it('lists every winning move from the engine and plays one by a click', async () => {
    const sum = ask({
      game: 'sliding',
      op: 'sum',
      positions: [
        [3, 7],
        [2, 5],
      ],
    });
    if (!sum.ok) throw new Error(sum.error.message);
    expect(sum.winningMoves.length).toBeGreaterThan(0);
    render(<HintList moves={sum.winningMoves} />);
    const buttons = within(screen.getByRole('list', { name: /winning move/ })).getAllByRole('button');
    expect(buttons).toHaveLength(sum.winningMoves.length);
    await userEvent.setup().click(buttons[0]);
    const m = sum.winningMoves[0];
    expect(readSliding().position[m.component]).toEqual(m.after);
    const after = ask({ game: 'sliding', op: 'sum', positions: readSliding().position });
    expect(after.ok && after.grundy).toBe(0);
  });

  it('says so when no move wins', () => {
    render(<HintList moves={[]} />);
    expect(screen.getByText(/every move leaves a nim-sum other than 0/)).toBeTruthy();
  });
});
