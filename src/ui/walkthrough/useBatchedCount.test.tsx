import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBatchedCount } from './useBatchedCount';

function Shown({ items }: { items: readonly string[] }) {
  const count = useBatchedCount(items, 2);
  return <p data-testid="shown">{items.slice(0, count).join(',')}</p>;
}

describe('useBatchedCount', () => {
  it('shows none at first, then a batch per task, and starts again for a new list', () => {
    vi.useFakeTimers();
    try {
      const first = ['a', 'b', 'c', 'd', 'e'];
      const { rerender } = render(<Shown items={first} />);
      expect(screen.getByTestId('shown').textContent).toBe('');
      act(() => void vi.runOnlyPendingTimers());
      expect(screen.getByTestId('shown').textContent).toBe('a,b');
      const nextTasks = (n: number) => {
        for (let i = 0; i < n; i++) act(() => void vi.runOnlyPendingTimers());
      };
      nextTasks(1);
      expect(screen.getByTestId('shown').textContent).toBe('a,b,c,d');
      nextTasks(5);
      expect(screen.getByTestId('shown').textContent).toBe('a,b,c,d,e');
      rerender(<Shown items={['x', 'y', 'z']} />);
      expect(screen.getByTestId('shown').textContent).toBe('');
      nextTasks(5);
      expect(screen.getByTestId('shown').textContent).toBe('x,y,z');
    } finally {
      vi.useRealTimers();
    }
  });
});
