import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ask } from '../../engine/api';
import { readSliding, resetSlice } from '../../store';
import { BoutonPanel } from './BoutonPanel';
import type { Pos } from './types';

/** a button by its accessible label (a role query over a walkthrough is slow in jsdom) */
const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === label,
  )!;

beforeEach(() => {
  act(() => resetSlice('sliding'));
  window.history.replaceState(null, '', '#/sliding');
});

describe('the Bouton walkthrough panel', () => {
  it('steps from the binary values to the winning moves, marking the one that raises 5 to 6', async () => {
    const positions: Pos[] = [
      [3, 7],
      [2, 5],
    ];
    const { rerender } = render(<BoutonPanel positions={positions} />);
    const frame = await screen.findByTestId('sl-bouton-frame');
    // first frame: each value in binary, nothing of the nim-sum written yet
    const rows = [...frame.querySelectorAll('tr')];
    expect(rows[1].textContent).toContain('1: (3, 7)5101');
    expect(rows.at(-1)!.textContent).toBe('nim-sum G?···');
    fireEvent.click(button(document.body, 'Next step'));
    await waitFor(() =>
      expect([...screen.getByTestId('sl-bouton-frame').querySelectorAll('tr')].at(-1)!.textContent).toBe(
        'nim-sum G?0··',
      ),
    );
    fireEvent.click(button(document.body, 'Last step'));
    await waitFor(() =>
      expect(screen.getByTestId('walkthrough-caption').textContent).toMatch(/winning moves/),
    );
    const moves = within(screen.getByTestId('sl-bouton-frame')).getByRole('list', {
      name: 'Every winning move',
    });
    const items = within(moves).getAllByRole('listitem');
    // the engine's winning moves, the raising ones said in words
    const sum = ask({ game: 'sliding', op: 'sum', positions });
    if (!sum.ok) throw new Error(sum.error.message);
    expect(items).toHaveLength(sum.winningMoves.length);
    const raised = items.filter((li) => li.textContent!.includes('raised'));
    expect(raised.length).toBeGreaterThan(0);
    for (const li of raised) expect(li.textContent).toMatch(/from 5 to 6/);
    expect(screen.getByTestId('walkthrough-caption').textContent).toMatch(/strap 1 from 5 to 6/);
    expect(window.location.hash).toMatch(/bstep=\d+/);
    // A move: the new position's frames start again at step 1.
    rerender(
      <BoutonPanel
        positions={[
          [3, 7],
          [0, 5],
        ]}
      />,
    );
    await waitFor(() => expect(window.location.hash).not.toContain('bstep'));
    await waitFor(() => expect(screen.getByTestId('walkthrough-caption').textContent).toMatch(/In binary/));
  });

  it('loads the raise example found by the engine in one click, at the frame that shows it', async () => {
    render(<BoutonPanel positions={readSliding().position} />);
    const button = screen.getByRole('button', { name: /a winning move that raises/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    const ex = ask({ game: 'sliding', op: 'raiseExample' });
    if (!ex.ok) throw new Error(ex.error.message);
    expect(readSliding().position).toEqual(ex.positions);
    expect(window.location.hash).toContain(`bstep=${ex.step}`);
    expect(window.location.hash).toContain(`p=${ex.positions.map((p) => p.join(',')).join(';')}`);
  });
});
