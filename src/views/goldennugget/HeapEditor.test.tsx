import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readGoldenNugget, resetSlice, setGoldenNuggetHeaps } from '../../store';
import { HeapEditor } from './HeapEditor';

function Host() {
  return <HeapEditor heaps={readGoldenNugget().position} />;
}
const sizes = () => readGoldenNugget().position.map((h) => h.size);

beforeEach(() => {
  window.history.replaceState(null, '', '#/goldennugget');
  act(() => {
    resetSlice('goldennugget');
    setGoldenNuggetHeaps([{ size: 7, color: 'blue' }]);
  });
});

describe('HeapEditor size box', () => {
  it('can be cleared and retyped, and says the limit instead of clamping', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { rerender } = render(<Host />);
    const box = screen.getByLabelText('Heap 1 size') as HTMLInputElement;
    expect(screen.getByTestId('gn-edit-size-note-0').textContent).toBe('0 to 100');
    await user.clear(box);
    rerender(<Host />);
    expect(box.value).toBe(''); // no snapping back
    expect(sizes()).toEqual([7]);
    await user.type(box, '12');
    rerender(<Host />);
    expect(box.value).toBe('12');
    expect(sizes()).toEqual([12]);
    await user.type(box, '0'); // 120: over the limit, said beside the box, the heap stays 12
    rerender(<Host />);
    expect(box.value).toBe('120');
    expect(sizes()).toEqual([12]);
    expect(screen.getByTestId('gn-edit-size-note-0').textContent).toBe(
      'Too big: the board holds heaps up to 100.',
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.tab(); // leaving the box shows the heap's size again
    rerender(<Host />);
    expect(box.value).toBe('12');
  });
});
