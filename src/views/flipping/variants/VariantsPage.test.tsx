import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VariantsPage from './VariantsPage';

describe('VariantsPage (engine on the main thread)', () => {
  it('a typed variant that cannot end is refused beside the field; 1011 in the paper’s game lists its options as the paper does', async () => {
    window.history.replaceState(null, '', '#/flipping-variants?v=11/00&n=4');
    render(<VariantsPage />);
    expect(screen.getByTestId('fv-url-problem').textContent).toContain('must end in 1');
    // the app's reading of the paper's words is said as a reading, quoting them
    expect(screen.getByTestId('fv-reading').textContent).toMatch(
      /“increasing the number of coins.*a subsequence of all 1s.*exactly k coins a move/s,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const field = screen.getByLabelText('Variant: Left’s pattern / Right’s pattern');
    fireEvent.change(field, { target: { value: '111/110' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByTestId('fv-variant-error').textContent).toContain("Right's pattern must end in 1");
    await user.click(screen.getByRole('button', { name: '11/01 (the paper’s game)' }));
    expect(window.location.hash).toContain('v=11%2F01');
    const table = await screen.findByTestId('fv-table');
    await user.click(within(table).getByRole('button', { name: 'Explain 1011' }));
    await waitFor(() =>
      expect(screen.getByTestId('fv-braces').textContent).toBe('1011 = {1, 001, 0001 | 111, 1101}'),
    );
    expect(screen.getByTestId('fv-explain-value').textContent).toBe('1/4');
    // The board can be edited: flipping coin 2 explains 1111 (= 2: Left flips two pairs).
    await user.click(screen.getByRole('gridcell', { name: /^Coin 2:/ }));
    await waitFor(() => expect(screen.getByTestId('fv-explain-value').textContent).toBe('2'));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('The line 1111 in 11/01');
  });
});
