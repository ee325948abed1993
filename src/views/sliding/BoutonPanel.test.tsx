import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ask } from '../../engine/api';
import { readSliding, resetSlice } from '../../store';
import { BoutonPanel } from './BoutonPanel';
import type { Pos } from './types';

const WAIT = { timeout: 10000 };

beforeEach(() => {
  act(() => resetSlice('sliding'));
  window.history.replaceState(null, '', '#/sliding');
});

describe('the Bouton walkthrough panel', () => {
  it('steps from the binary values to the winning moves, marking the one that raises 5 to 6', { timeout: 20000 }, async () => {
    const positions: Pos[] = [
      [3, 7],
      [2, 5],
    ];
    render(<BoutonPanel positions={positions} />);
    const user = userEvent.setup();
    const frame = await screen.findByTestId('sl-bouton-frame', {}, WAIT);
    // first frame: each value in binary, nothing of the nim-sum written yet
    const rows = within(frame).getAllByRole('row');
    expect(rows[1].textContent).toContain('1: (3, 7)5101');
    expect(rows.at(-1)!.textContent).toBe('nim-sum G?···');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(within(screen.getByTestId('sl-bouton-frame')).getAllByRole('row').at(-1)!.textContent).toBe('nim-sum G?0··');
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    const moves = within(screen.getByTestId('sl-bouton-frame')).getByRole('list', { name: 'Every winning move' });
    const items = within(moves).getAllByRole('listitem');
    // the engine's winning moves, the raising ones said in words
    const sum = ask({ game: 'sliding', op: 'sum', positions });
    if (!sum.ok) throw new Error(sum.error.message);
    expect(items).toHaveLength(sum.winningMoves.length);
    const raised = items.filter((li) => li.textContent!.includes('raised'));
    expect(raised.length).toBeGreaterThan(0);
    for (const li of raised) expect(li.textContent).toMatch(/from 5 to 6/);
    expect(screen.getByTestId('walkthrough-caption').textContent).toMatch(/strap 1 from 5 to 6/);
  });

  it('loads the raise example found by the engine in one click, at the frame that shows it', { timeout: 20000 }, async () => {
    render(<BoutonPanel positions={readSliding().position} />);
    const button = screen.getByRole('button', { name: /a winning move that raises/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), WAIT);
    await userEvent.setup().click(button);
    const ex = ask({ game: 'sliding', op: 'raiseExample' });
    if (!ex.ok) throw new Error(ex.error.message);
    expect(readSliding().position).toEqual(ex.positions);
    expect(window.location.hash).toContain(`bstep=${ex.step}`);
    expect(window.location.hash).toContain(`p=${ex.positions.map((p) => p.join(',')).join(';')}`);
  });
});
