import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import type { CoinFace } from './Coin';
import { CoinRow } from './CoinRow';

// Count the coins drawn: a cell that is skipped does not draw its coin.
const drawn: number[] = [];
vi.mock('./Coin', async (importOriginal) => {
  const real = await importOriginal<typeof import('./Coin')>();
  return { ...real, Coin: (p: Parameters<typeof real.Coin>[0]) => (drawn.push(1), real.Coin(p)) };
});

const N = 200;
const row = (flipped: number | null, accent: number, onToggle: (i: number) => void) => {
  const coins: CoinFace[] = Array.from({ length: N }, (_, i) =>
    (i % 3 === 0) !== (i === flipped) ? 'H' : 'T',
  );
  // new arrays and callbacks every time, as a frame of the process passes them
  return (
    <CoinRow
      coins={coins}
      labels={coins.map((_, i) => i + 1)}
      mode="edit"
      onToggle={onToggle}
      ariaLabel="Coins"
      highlights={[{ indices: [accent], tone: 'accent', label: 'next' }]}
    />
  );
};

describe('CoinRow of many coins, redrawn', () => {
  it('redraws only the coins whose face or marks changed, and calls the latest handlers', () => {
    const first = vi.fn();
    const { rerender, container } = render(row(null, 10, first));
    expect(drawn.length).toBe(N);

    drawn.length = 0;
    rerender(row(null, 10, first));
    expect(drawn.length).toBe(0);

    // coin 152 turns over and the accent moves from coin 10 to coin 20: three cells change
    const second = vi.fn();
    drawn.length = 0;
    rerender(row(151, 20, second));
    expect(drawn.length).toBe(3);
    // (not getAllByRole: slow over hundreds of cells in jsdom)
    const cells = container.querySelectorAll('[role="gridcell"]');
    expect(cells[151].getAttribute('aria-label')).toBe('Coin 152: H (heads)');
    expect(cells[20].getAttribute('aria-label')).toBe('Coin 21: T (tails), next');
    expect(cells[10].getAttribute('aria-label')).toBe('Coin 11: T (tails)');

    // a cell that was not redrawn still reaches the row's current callback
    fireEvent.click(cells[7]);
    expect(second).toHaveBeenCalledWith(7);
    expect(first).not.toHaveBeenCalled();
  });
});
