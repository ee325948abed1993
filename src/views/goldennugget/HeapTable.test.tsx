import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ask } from '../../engine/api';
import { HeapTable, TABLE_PAGE } from './HeapTable';

function rows(from: number, to: number) {
  const a = ask({ game: 'goldennugget', op: 'table', from, to });
  if (!a.ok) throw new Error(a.error.message);
  return a.rows;
}

describe('HeapTable (rows from the engine)', () => {
  it('renders one page of rows at a time and turns pages by button and by keyboard', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<HeapTable rows={rows(0, 99)} />);
    expect(screen.getByTestId('gn-row-0')).toBeTruthy();
    expect(screen.queryByTestId(`gn-row-${TABLE_PAGE}`)).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(TABLE_PAGE + 1);
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId(`gn-row-${TABLE_PAGE}`)).toBeTruthy();
    expect(screen.queryByTestId('gn-row-0')).toBeNull();
    screen.getByRole('region', { name: 'Golden Nugget heaps' }).focus();
    await user.keyboard('{PageDown}');
    expect(screen.getByTestId('gn-row-99')).toBeTruthy();
    expect(screen.getByText(/Page 3 of 3: heaps 80 to 99/)).toBeTruthy();
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByTestId('gn-row-0')).toBeTruthy();
  });

  it('turns to the new rows when the table grows', () => {
    const { rerender } = render(<HeapTable rows={rows(0, 39)} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<HeapTable rows={rows(0, 79)} />);
    expect(screen.getByTestId('gn-row-40')).toBeTruthy();
    expect(screen.queryByTestId('gn-row-0')).toBeNull();
  });

  it("shows each heap's part, labelled, and the theorem's reduced form marked where it agrees", () => {
    render(<HeapTable rows={rows(0, 20)} />);
    const two = screen.getByTestId('gn-row-2'); // 2 ∈ B: reduced {1|0}
    expect(within(two).getByText('B', { selector: '.gn-part' })).toBeTruthy();
    expect(two.textContent).toContain('{1|0} ✓ agrees');
    const three = screen.getByTestId('gn-row-3'); // x_1 = F_5 − 2 = 3, the number 1/2
    expect(three.textContent).toContain('x_1');
    expect(three.textContent).toContain('1/2 ✓ agrees');
    expect(screen.queryByText(/differs from the engine/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Parts of Theorem 2.2' }).textContent).toContain('reduced {1 | α_k}');
  });
});
