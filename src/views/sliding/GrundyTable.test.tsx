import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSlice, setSlidingTableSize } from '../../store';
import { GrundyTable } from './GrundyTable';
import { LookUp } from './LookUp';
import { stepCell } from './useCellFocus';

/** a button by its accessible label (a role query over a walkthrough is slow in jsdom) */
const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === label,
  )!;
// getByRole over the whole table is slow in jsdom: wait for the grid by selector.
const gridShown = () => waitFor(() => expect(document.querySelector('table[role="grid"] td')).not.toBeNull());
const cellAt = (x: number, y: number) =>
  document.querySelector<HTMLElement>(`td[data-x="${x}"][data-y="${y}"]`)!;

beforeEach(() => {
  act(() => {
    resetSlice('sliding');
    setSlidingTableSize(8); // a small table: jsdom is slow over many cells
  });
  window.history.replaceState(null, '', '#/sliding');
  // jsdom has no layout: record where the page is asked to scroll
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the Grundy table: a cell’s mex, by click or keyboard; the lookup', () => {
  it('moves over the cells with the arrows and opens a cell’s mex frames with Enter', async () => {
    render(<GrundyTable positions={[[2, 3]]} />);
    await gridShown();
    // one tab stop: the strap in play
    expect(document.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
    expect(cellAt(2, 3).tabIndex).toBe(0);
    cellAt(2, 3).focus();
    fireEvent.keyDown(cellAt(2, 3), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cellAt(2, 4));
    fireEvent.keyDown(cellAt(2, 4), { key: 'ArrowRight' });
    fireEvent.keyDown(cellAt(3, 4), { key: 'Enter' });
    expect(window.location.hash).toContain('cell=3,4');
    const panel = await screen.findByTestId('sl-mex-panel');
    await within(panel).findByTestId('sl-mex-frame');
    fireEvent.click(button(panel, 'Next step'));
    // the first option, with its value
    await waitFor(() =>
      expect(within(panel).getByTestId('walkthrough-caption').textContent).toMatch(/Option 1 of \d+/),
    );
    fireEvent.click(button(panel, 'Last step'));
    await waitFor(() =>
      expect(within(panel).getByTestId('walkthrough-caption').textContent).toMatch(/Definition 3\.1 puts/),
    );
    const frame = within(panel).getByTestId('sl-mex-frame');
    const mex = frame.querySelector('.is-mex')!;
    expect(mex.textContent).toContain('missing: the mex');
    expect(mex.textContent).toContain(cellAt(3, 4).textContent!.replace(/[¹²³]/g, ''));
    expect(within(panel).getByTestId('walkthrough-caption').textContent).toMatch(/Definition 3\.1 puts/);
    fireEvent.click(button(panel, 'Close'));
    await waitFor(() => expect(screen.queryByTestId('sl-mex-panel')).toBeNull());
  });

  it('an opened cell’s mex scrolls into view; by keyboard it takes focus, the arrows step it, Esc goes back to the cell', async () => {
    render(<GrundyTable positions={[[2, 3]]} />);
    await gridShown();
    const scrolled = Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>;
    cellAt(2, 3).focus();
    fireEvent.keyDown(cellAt(2, 3), { key: 'Enter' });
    const panel = await screen.findByTestId('sl-mex-panel');
    await within(panel).findByTestId('sl-mex-frame');
    const heading = within(panel).getByRole('heading', { name: 'The mex of cell (2, 3)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toBe(panel);
    // the arrows step the mex frames while focus is in the panel
    const caption = () => within(panel).getByTestId('walkthrough-caption').textContent;
    fireEvent.keyDown(heading, { key: 'ArrowRight' });
    await waitFor(() => expect(caption()).toMatch(/Option 1 of \d+/));
    expect(window.location.hash).toContain('mstep=2');
    fireEvent.keyDown(heading, { key: 'ArrowLeft' });
    await waitFor(() => expect(window.location.hash).toContain('mstep=1'));
    // Esc closes it and focus is back on the cell, which keeps the tab stop
    fireEvent.keyDown(heading, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('sl-mex-panel')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cellAt(2, 3)));
    expect(cellAt(2, 3).tabIndex).toBe(0);
    // a click scrolls the panel into view but leaves focus where the click put it
    scrolled.mockClear();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(cellAt(1, 4));
    const clicked = await screen.findByTestId('sl-mex-panel');
    await within(clicked).findByTestId('sl-mex-frame');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
    expect(document.activeElement).not.toBe(
      within(clicked).getByRole('heading', { name: 'The mex of cell (1, 4)' }),
    );
  });

  it('a bad cell in a link is said in the strap editor’s words', async () => {
    window.history.replaceState(null, '', '#/sliding?cell=5,2');
    render(<GrundyTable positions={[[2, 3]]} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /The link's cell “5,2” could not be used: .*x < y.*did you mean \(2, 5\)/,
    );
    expect(screen.queryByTestId('sl-mex-panel')).toBeNull();
  });

  it('a click opens a cell too; the arrows stay inside the triangle', async () => {
    render(<GrundyTable positions={[[2, 3]]} />);
    await gridShown();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(cellAt(0, 1));
    expect(window.location.hash).toContain('cell=0,1');
    expect(stepCell([0, 1], 'ArrowLeft', 16)).toEqual([0, 1]);
    expect(stepCell([0, 1], 'ArrowRight', 16)).toEqual([0, 1]);
    expect(stepCell([4, 5], 'ArrowUp', 16)).toEqual([3, 4]);
    expect(stepCell([4, 16], 'ArrowDown', 16)).toEqual([4, 16]);
    expect(stepCell([4, 7], 'ArrowDown', 8)).toEqual([4, 8]);
    expect(stepCell([2, 9], 'End', 16)).toEqual([8, 9]);
  });

  it('the lookup speaks of x and y as typed, beside the input', async () => {
    render(<LookUp />);
    const input = screen.getByLabelText(/type it as two numbers x, y/);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    for (const [typed, said] of [
      ['7', /type a position as two numbers x, y/],
      ['a, 3', /"a" is not a whole number/],
      ['5, 2', /x < y.*did you mean \(2, 5\)/],
    ] as const) {
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(input.getAttribute('aria-describedby')!)!;
      expect(error.textContent).toMatch(said);
      expect(error.textContent).not.toMatch(/"position"|\[x, y\]|position:/);
    }
    for (const [typed, said] of [
      ['-1, 4', '⚠ x must be 0 or more (got -1)'],
      ['6, 6', '⚠ the near coin must be nearer the edge than the far coin, so x < y (got x = 6, y = 6)'],
    ] as const) {
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(said);
    }
    await user.clear(input);
    await user.type(input, '3, 7{Enter}');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Why: its mex' }));
    expect(window.location.hash).toContain('cell=3,7');
  });
});
