import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readRuler, resetSlice, rulerPlay, setRulerPosition } from '../../store';
import { PlayPanel } from './PlayPanel';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const coin = (i: number) =>
  within(screen.getByTestId('board')).getByRole('gridcell', { name: new RegExp(`^Coin ${i}:`) });
const value = () => screen.findByTestId('ruler-nim-value');

beforeEach(() => {
  window.history.replaceState(null, '', '#/ruler');
  act(() => resetSlice('ruler'));
});

describe('Ruler PlayPanel', () => {
  it("shows Hoey's value and every winning run, and plays 7–11 by two clicks (two players)", async () => {
    act(() => rulerPlay.setOpponent('two'));
    render(<PlayPanel />);
    const user = setup();
    expect((await value()).textContent).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Show hints' }));
    const hints = await screen.findByTestId('ruler-hints');
    expect(
      within(hints)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Flip 6–8', 'Flip 8–10', 'Flip 7–11', 'Flip 1–13']);
    await user.click(coin(7));
    await user.click(coin(11));
    expect(readRuler().position).toBe('TTTTHTHTHTTTHTT');
    await waitFor(() => expect(screen.getByTestId('ruler-nim-value').textContent).toBe('0'));
    expect(screen.getByTestId('ruler-status').textContent).toBe('Player 2 to move.');
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(readRuler().position).toBe('TTTTHTTHTHHTHTT');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(readRuler().position).toBe('TTTTHTHTHTTTHTT');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
  });

  it('explains an illegal run in words', async () => {
    render(<PlayPanel />);
    const user = setup();
    await user.click(coin(7));
    await user.click(coin(12));
    expect(screen.getByTestId('ruler-illegal').textContent).toMatch(/ends on coin 12, which is tails/);
  });

  it('the computer answers a winning move; take back undoes both', async () => {
    render(<PlayPanel />);
    const user = setup();
    await value();
    await user.click(coin(1));
    await user.click(coin(13));
    await waitFor(() => expect(readRuler().history).toHaveLength(2));
    expect(screen.getByTestId('ruler-status').textContent).toBe('Your move.');
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(readRuler().history).toHaveLength(0);
    expect(readRuler().position).toBe('TTTTHTTHTHHTHTT');
    // Redo plays the person's move and the computer's reply again.
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(readRuler().history).toHaveLength(2);
  });

  it('edits coins, changes the length, and rejects a bad typed row beside the input', async () => {
    act(() => setRulerPosition('TTT'));
    render(<PlayPanel />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Edit coins' }));
    await user.click(coin(2));
    expect(readRuler().position).toBe('THT');
    await user.click(screen.getByRole('button', { name: 'One coin more' }));
    expect(readRuler().position).toBe('THTT');
    const input = screen.getByLabelText(/^Row/);
    await user.clear(input);
    await user.type(input, 'HTQ');
    await user.click(screen.getByRole('button', { name: 'Set row' }));
    expect(screen.getByTestId('ruler-position-error').textContent).toMatch(/found 'Q' at coin 3/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(readRuler().position).toBe('THTT');
  });
});
