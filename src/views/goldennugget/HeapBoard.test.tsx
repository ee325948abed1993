import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Heap } from '../../engine/games/goldennugget/rules';
import { HeapBoard, PER_COLUMN } from './HeapBoard';

/** A host that applies every take (legality is the play tab's business, tested there). */
function Host({ start }: { start: Heap[] }) {
  const [heaps, setHeaps] = useState(start);
  return (
    <HeapBoard
      heaps={heaps}
      mayTake={() => true}
      onTake={(h, take) => setHeaps((hs) => hs.map((x, i) => (i === h ? { ...x, size: x.size - take } : x)))}
    />
  );
}

describe('HeapBoard', () => {
  it('keeps keyboard focus in the grid after a move (End, Enter)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Host
        start={[
          { size: 5, color: 'blue' },
          { size: 3, color: 'red' },
        ]}
      />,
    );
    screen.getByTestId('gn-counter-0-1').focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByTestId('gn-counter-0-5'));
    await user.keyboard('{Enter}'); // takes the top counter: heap 5 → 4
    expect(screen.queryByTestId('gn-counter-0-5')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('gn-counter-0-4'));
    expect(screen.getByTestId('gn-counter-0-4').tabIndex).toBe(0);
    await user.keyboard('{Home}{Enter}'); // empties the heap: focus moves to the next heap
    expect(screen.queryByTestId('gn-counter-0-1')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('gn-counter-1-1'));
    await user.keyboard('{Home}{Enter}'); // the board is empty: focus stays on the grid
    expect(document.activeElement).toBe(screen.getByRole('grid'));
  });

  it('wraps a tall heap into columns of equal counters, each filled from the bottom', () => {
    render(
      <HeapBoard
        heaps={[
          { size: 100, color: 'blue' },
          { size: 7, color: 'red' },
        ]}
        mayTake={null}
        onTake={() => {}}
      />,
    );
    const at = (h: number, n: number) => {
      const s = screen.getByTestId(`gn-counter-${h}-${n}`).style;
      return [s.gridColumn, s.gridRow];
    };
    expect(at(0, 1)).toEqual(['1', String(PER_COLUMN)]);
    expect(at(0, PER_COLUMN)).toEqual(['1', '1']);
    expect(at(0, PER_COLUMN + 1)).toEqual(['2', String(PER_COLUMN)]);
    expect(at(0, 100)).toEqual([String(100 / PER_COLUMN), '1']);
    // a short heap stands in one column of its own height
    expect(at(1, 1)).toEqual(['1', '7']);
    expect(at(1, 7)).toEqual(['1', '1']);
    // no counter carries its own size: the stylesheet gives them all one size
    expect(screen.getAllByRole('gridcell').every((c) => c.style.width === '' && c.style.height === '')).toBe(
      true,
    );
  });
});
