import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyze } from '../../engine/api';
import { readSliding, resetSlice, setSlidingPositions, slidingPlay, useStore } from '../../store';
import { PlayPanel } from './PlayPanel';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  act(() => resetSlice('sliding'));
});

describe('PlayPanel', () => {
  it('plays a move by clicking (two players) and takes it back', async () => {
    act(() => {
      setSlidingPositions([
        [3, 7],
        [2, 5],
      ]);
      slidingPlay.setOpponent('two');
    });
    render(<PlayPanel />);
    const user = setup();
    const boards = screen.getAllByTestId('sliding-board');
    await user.click(boards[0].querySelector('[data-cell="6"]')!);
    await user.click(boards[0].querySelector('[data-cell="4"]')!);
    expect(screen.getByTestId('sl-strap-0').textContent).toBe('(3, 5)');
    expect(screen.getByTestId('sl-status').textContent).toMatch(
      /Player 2 to move\. Last move \(player 1\): strap 1, far coin to square 4/,
    );
    await user.click(screen.getByText('Take back'));
    expect(screen.getByTestId('sl-strap-0').textContent).toBe('(3, 7)');
    expect(readSliding().history).toEqual([]);
  });

  it('the computer answers with a winning move; take back undoes both moves', async () => {
    // G(1,3) ⊕ G(2,3) = 2 ⊕ 4 = 6. Pushing the near coin of (1,3) off leaves 3 ⊕ 4 = 7: the computer wins from there.
    act(() =>
      setSlidingPositions([
        [1, 3],
        [2, 3],
      ]),
    );
    render(<PlayPanel />);
    const user = setup();
    const boards = screen.getAllByTestId('sliding-board');
    await user.click(boards[0].querySelector('[data-cell="0"]')!);
    await user.click(boards[0].querySelector('[data-cell="-1"]')!);
    expect(screen.getByTestId('sl-status').textContent).toMatch(/computer is thinking/);
    await waitFor(() => expect(readSliding().history).toHaveLength(2));
    const after = readSliding().position;
    expect(analyze({ game: 'sliding', op: 'sum', positions: after })).toMatchObject({ grundy: 0 });
    expect(screen.getByTestId('sl-status').textContent).toMatch(/^Your move/);
    await user.keyboard('u');
    await user.click(screen.getByText('Take back'));
    expect(readSliding().position).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('refuses a move while the computer is to move, and says why', async () => {
    act(() => {
      setSlidingPositions([[2, 5]]);
      useStore.setState((s) => ({ sliding: { ...s.sliding, computerPlays: 0, opponent: 'computer' } }));
    });
    render(<PlayPanel />);
    await setup().click(screen.getAllByTestId('sliding-board')[0].querySelector('[data-cell="4"]')!);
    expect(screen.getByText(/it is the computer’s move/)).toBeTruthy();
  });
});
