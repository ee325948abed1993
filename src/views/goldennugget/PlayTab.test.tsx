import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goldenNuggetPlay, readGoldenNugget, resetSlice, setGoldenNuggetHeaps } from '../../store';
import { PlayTab } from './PlayTab';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const heaps = () =>
  readGoldenNugget()
    .position.map((h) => `${h.color[0]}${h.size}`)
    .join(',');

beforeEach(() => {
  window.history.replaceState(null, '', '#/goldennugget');
  act(() => {
    resetSlice('goldennugget');
    goldenNuggetPlay.setOpponent('two');
  });
});

describe('Golden Nugget board', () => {
  it('takes a heap down to the clicked counter, explains an illegal amount from the rules, and takes back', async () => {
    act(() => setGoldenNuggetHeaps([{ size: 5, color: 'blue' }]));
    render(<PlayTab />);
    const user = setup();
    expect(screen.getByTestId('gn-status').textContent).toBe('Left to move.');
    // The bottom counter takes all 5: 5 is in B, and Left takes A-numbers from a blue heap.
    await user.click(screen.getByTestId('gn-counter-0-1'));
    expect(screen.getByTestId('gn-illegal').textContent).toContain(
      '5 is in B: on a blue heap Left takes numbers in A',
    );
    expect(heaps()).toBe('b5');
    // The second counter takes 4, which is in A.
    await user.click(screen.getByTestId('gn-counter-0-2'));
    expect(heaps()).toBe('b1');
    expect(screen.queryByTestId('gn-illegal')).toBeNull();
    // Right takes B-numbers from a blue heap; none fits in 1: a clear end.
    expect(screen.getByTestId('gn-status').textContent).toBe('Game over: Right has no move, so Left wins.');
    expect(screen.getByTestId('play-moves').textContent).toContain('blue 5: take 4, leaving 1');
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(heaps()).toBe('b5');
  });

  it('plays by keyboard in the grid', async () => {
    act(() =>
      setGoldenNuggetHeaps([
        { size: 3, color: 'blue' },
        { size: 2, color: 'red' },
      ]),
    );
    render(<PlayTab />);
    const user = setup();
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    screen.getByTestId('gn-counter-0-1').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('gn-counter-1-1'));
    // Red 2, bottom counter: Left takes B-numbers from a red heap, and 2 is in B.
    await user.keyboard('{Enter}');
    expect(heaps()).toBe('b3,r0');
  });

  it('adds, recolours and removes heaps', async () => {
    act(() => setGoldenNuggetHeaps([{ size: 9, color: 'blue' }]));
    render(<PlayTab />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Edit heaps' }));
    await user.click(screen.getByRole('button', { name: 'Add a red heap' }));
    expect(heaps()).toBe('b9,r5');
    await user.click(screen.getByRole('button', { name: /^Make heap 1 red/ }));
    expect(heaps()).toBe('r9,r5');
    await user.click(screen.getByRole('button', { name: /^Remove heap 2/ }));
    expect(heaps()).toBe('r9');
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(1);
  });

  it("lists the mover's winning moves from the engine and plays one", async () => {
    act(() =>
      setGoldenNuggetHeaps([
        { size: 20, color: 'blue' },
        { size: 17, color: 'red' },
      ]),
    );
    render(<PlayTab />);
    const user = setup();
    // Hints are hidden until asked, as in every game (issue 25): nothing of the analysis is in the page.
    expect(screen.queryByTestId('gn-hints')).toBeNull();
    expect(screen.queryByTestId('gn-sum-outcome')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the analysis and hints' }));
    const hints = await screen.findByTestId('gn-hints');
    // The paper (Section 6): Left can remove 16 from 20 and win.
    const win = within(hints).getByRole('button', { name: 'blue 20: take 16, leaving 4' });
    await user.click(win);
    expect(heaps()).toBe('b4,r17');
    await waitFor(() => expect(screen.getByTestId('gn-status').textContent).toBe('Right to move.'));
  });
});
