import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSliding, resetSlice } from '../../store';
import SlidingPage from './SlidingPage';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

function open(hash: string) {
  window.history.replaceState(null, '', hash);
  return render(<SlidingPage />);
}

beforeEach(() => {
  act(() => resetSlice('sliding'));
});

describe('SlidingPage (engine on the main thread)', () => {
  it('opens a position from the URL and shows its Grundy number, formula set and the claims', async () => {
    open('#/sliding?p=2,3');
    const value = await screen.findByTestId('sl-value-0');
    await waitFor(() => expect(value.textContent).toContain('G(4,3)'));
    expect(value.querySelector('annotation')?.textContent).toBe('G(2, 3) = 4');
    expect(readSliding().position).toEqual([[2, 3]]);
    // Lemma 1 (i), eq. (6) as printed lists (1, 3) in G(2,2): the page says so.
    const lemma = await screen.findByTestId('sl-claim-lemma-1(i)');
    expect(lemma.textContent).toMatch(/Does not hold as printed/);
    expect(lemma.textContent).toContain(
      'n = 2: eq. (6) lists (1, 3), which is not in G(2,2) (it is in G(2,1))',
    );
  });

  it('says what is wrong with a bad link and a bad typed position', async () => {
    open('#/sliding?p=5,2');
    expect((await screen.findByRole('alert')).textContent).toMatch(/x < y .*did you mean \(2, 5\)/);
    const user = setup();
    const input = screen.getAllByLabelText(/Strap 1 \(x, y\)/)[0];
    await user.clear(input);
    await user.type(input, '4,4{Enter}');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toMatch(/x < y/);
  });
});
