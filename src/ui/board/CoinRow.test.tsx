import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoinRow } from './CoinRow';

const coins = ['H', 'T', 'T', 'H'] as const;

function cells() {
  return screen.getAllByRole('gridcell');
}

describe('CoinRow', () => {
  it('is a one-row grid with one tab stop that arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<CoinRow coins={[...coins]} ariaLabel="Test row" />);
    expect(screen.getByRole('grid', { name: 'Test row' })).toHaveProperty('dataset.testid', 'board');
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(cells().map((c) => c.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(cells()[0]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cells()[2]);
    expect(cells().map((c) => c.tabIndex)).toEqual([-1, -1, 0, -1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cells()[3]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cells()[3]);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(cells()[0]);
  });

  it('names each coin by face, label and highlight', () => {
    render(
      <CoinRow
        coins={['H', 'T', null]}
        labels={[1, 2, 3]}
        ariaLabel="Row"
        highlights={[{ indices: [1], tone: 'block1', label: 'Q1' }]}
      />,
    );
    expect(cells()[0].getAttribute('aria-label')).toBe('Coin 1: H (heads)');
    expect(cells()[1].getAttribute('aria-label')).toBe('Coin 2: T (tails), Q1');
    expect(cells()[2].getAttribute('aria-label')).toBe('Coin 3: empty');
    expect(cells()[1].querySelector('.hl-block1 .hl-label')?.textContent).toBe('Q1');
  });

  it('plays a listed move chosen as a then b, by keyboard', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onIllegal = vi.fn();
    render(
      <CoinRow
        coins={[...coins]}
        ariaLabel="Row"
        mode="play"
        legalMoves={[[0, 3]]}
        onMove={onMove}
        onIllegal={onIllegal}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(cells()[0].getAttribute('aria-selected')).toBe('true');
    // The coin completing a legal move is announced as such.
    expect(cells()[3].getAttribute('aria-label')).toContain('completes a move');
    await user.keyboard('{End}{Enter}');
    expect(onMove).toHaveBeenCalledWith([0, 3]);
    expect(onIllegal).not.toHaveBeenCalled();
    expect(cells()[0].getAttribute('aria-selected')).toBe('false');
  });

  it('reports an unlisted pair as illegal, by clicks', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onIllegal = vi.fn();
    render(
      <CoinRow
        coins={[...coins]}
        ariaLabel="Row"
        mode="play"
        legalMoves={[[0, 3]]}
        onMove={onMove}
        onIllegal={onIllegal}
      />,
    );
    await user.click(cells()[1]);
    await user.click(cells()[2]);
    expect(onIllegal).toHaveBeenCalledWith([1, 2]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('clicking the selected coin again cancels, unless [a, a] is legal; Escape cancels', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<CoinRow coins={[...coins]} ariaLabel="Row" mode="play" legalMoves={[[2, 2]]} onMove={onMove} />);
    await user.click(cells()[1]);
    await user.click(cells()[1]);
    expect(cells()[1].getAttribute('aria-selected')).toBe('false');
    await user.click(cells()[2]);
    await user.click(cells()[2]);
    expect(onMove).toHaveBeenCalledWith([2, 2]);
    await user.click(cells()[0]);
    await user.keyboard('{Escape}');
    expect(cells()[0].getAttribute('aria-selected')).toBe('false');
  });

  it('plays a move dragged from a to b with the mouse', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<CoinRow coins={[...coins]} ariaLabel="Row" mode="play" legalMoves={[[0, 3]]} onMove={onMove} />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: cells()[0] },
      { target: cells()[3] },
      { keys: '[/MouseLeft]', target: cells()[3] },
    ]);
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith([0, 3]);
    expect(cells().some((c) => c.getAttribute('aria-selected') === 'true')).toBe(false);
  });

  it('accepts either order when unordered', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(
      <CoinRow
        coins={[...coins]}
        ariaLabel="Row"
        mode="play"
        unordered
        legalMoves={[[0, 3]]}
        onMove={onMove}
      />,
    );
    await user.click(cells()[3]);
    await user.click(cells()[0]);
    expect(onMove).toHaveBeenCalledWith([0, 3]);
  });

  it('toggles coins in edit mode by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<CoinRow coins={[...coins]} ariaLabel="Row" mode="edit" onToggle={onToggle} />);
    await user.click(cells()[2]);
    await user.keyboard('{ArrowLeft}{Enter}{ArrowLeft} ');
    expect(onToggle.mock.calls).toEqual([[2], [1], [0]]);
  });

  it('does nothing on activation in view mode', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const onMove = vi.fn();
    render(
      <CoinRow
        coins={[...coins]}
        ariaLabel="Row"
        onToggle={onToggle}
        onMove={onMove}
        legalMoves={[[0, 1]]}
      />,
    );
    await user.click(cells()[0]);
    await user.click(cells()[1]);
    expect(onToggle).not.toHaveBeenCalled();
    expect(onMove).not.toHaveBeenCalled();
    expect(cells()[0].hasAttribute('aria-selected')).toBe(false);
  });
});
