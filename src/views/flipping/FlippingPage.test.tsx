import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flippingPlay, readFlipping, resetSlice } from '../../store';
import FlippingPage from './FlippingPage';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

function open(hash: string) {
  window.history.replaceState(null, '', hash);
  return render(<FlippingPage />);
}

const tex = (el: HTMLElement) => el.querySelector('annotation')?.textContent;

beforeEach(() => {
  act(() => resetSlice('flipping'));
});

describe('FlippingPage (engine on the main thread)', () => {
  it('opens the opening question by URL: values beside the board, and Left’s only winning move in the hint', async () => {
    open('#/flipping?lines=0101011111,1101100111,0110110110111');
    const sum = await screen.findByTestId('flip-sum-value');
    await waitFor(() => expect(tex(sum)).toBe('\\frac{1}{16}'));
    expect(readFlipping().position).toEqual(['0101011111', '1101100111', '0110110110111']);
    expect(screen.getByTestId('flip-outcome').textContent).toMatch(/Left wins/);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    const hints = await screen.findByTestId('flip-hints');
    expect(hints.textContent).toMatch(/Left has 1 winning move/);
    expect(
      within(hints)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Line 1: flip coins 9 and 10']);
    expect(hints.textContent).toMatch(/the line becomes 01010111 \(value /); // the line's coins, then its value
  });

  it('plays a move by two clicks, explains an illegal pair, and takes it back', async () => {
    open('#/flipping?lines=0101011111');
    const user = setup();
    const line = await screen.findByTestId('flip-line-0');
    const coin = (n: number) => within(line).getAllByRole('gridcell')[n - 1];
    // a heads coin chosen first is explained at once, and not selected
    await user.click(coin(1));
    expect((await screen.findByTestId('flip-illegal')).textContent).toBe(
      'No move for Left starts at coin 1 of line 1: coin 1 is heads (0), and Left flips two tails (1s).',
    );
    expect(coin(1).getAttribute('aria-selected')).toBe('false');
    // an illegal pair is explained when its second coin is chosen
    await user.click(coin(9));
    await user.click(coin(5));
    expect((await screen.findByTestId('flip-illegal')).textContent).toBe(
      'Not a move for Left in line 1: Left flips two tails (1s) to heads; coin 5 is heads (0).',
    );
    await user.click(coin(9));
    await user.click(coin(10));
    await waitFor(() => expect(readFlipping().position).toEqual(['01010111']));
    expect(flippingPlay.toMove(readFlipping())).toBe('R');
    await waitFor(() => expect(tex(screen.getByTestId('flip-line-value-0'))).toBe('= -\\frac{3}{4}'));
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(readFlipping().position).toEqual(['0101011111']);
    expect(flippingPlay.toMove(readFlipping())).toBe('L');
  });

  it('keeps a half-chosen move to one line and clears the illegal-move message when the selection changes', async () => {
    open('#/flipping?lines=0101011111,1101100111');
    const user = setup();
    const coin = async (l: number, n: number) =>
      within(await screen.findByTestId(`flip-line-${l}`)).getAllByRole('gridcell')[n - 1];
    await user.click(await coin(0, 1));
    expect((await screen.findByTestId('flip-illegal')).textContent).toMatch(/coin 1 is heads/);
    await user.click(await coin(0, 9));
    expect(screen.queryByTestId('flip-illegal')).toBeNull();
    expect((await coin(0, 9)).getAttribute('aria-selected')).toBe('true');
    await user.click(await coin(1, 1));
    expect((await coin(1, 1)).getAttribute('aria-selected')).toBe('true');
    expect((await coin(0, 9)).getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Escape}');
    expect((await coin(1, 1)).getAttribute('aria-selected')).toBe('false');
  });

  it('says what is wrong with a typed line, beside the input', async () => {
    open('#/flipping?lines=011');
    const user = setup();
    const input = screen.getByLabelText(/Line 1 as 0s and 1s/);
    await user.clear(input);
    await user.type(input, '01a1{Enter}');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toContain(
      "found 'a' at coin 3",
    );
    expect(readFlipping().position).toEqual(['011']);
  });

  it('says what is wrong with a bad link and keeps the saved lines', async () => {
    open('#/flipping?lines=0102');
    expect((await screen.findByTestId('flip-url-problem')).textContent).toContain("found '2' at coin 4");
    expect(readFlipping().position).toEqual(['0101011111']);
  });
});
