import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProofsPanel } from './ProofsPanel';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

function open(hash: string) {
  window.history.replaceState(null, '', hash);
  return render(<ProofsPanel />);
}

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('ProofsPanel (engine on the main thread)', () => {
  it('plays G − H of Lemma 4.3 as Right: the engine answers (2)iii as the proof does, and an illegal pair is explained', async () => {
    // α empty, a = 1: G = 01111, H = 101; the user is Right.
    open('#/flipping?tab=proofs&lemma=4.3&alpha=-&a=1&side=R');
    const user = setup();
    const g = await screen.findByTestId('proof-row-G');
    // plain selectors: role queries over the coin grids are slow in jsdom
    const coin = (row: HTMLElement, n: number) =>
      row.querySelectorAll<HTMLElement>('[role="gridcell"]')[n - 1];
    // Right cannot flip two tails in G
    await user.click(coin(g, 2));
    await user.click(coin(g, 3));
    await waitFor(() =>
      expect(document.querySelector('.proof-board [role="alert"]')?.textContent).toMatch(
        /Not a move for you in G/,
      ),
    );
    // Right plays coins 1, 2 of G (0…1 → 1…0): case (2)iii, Left answers to 101 − 101
    await user.click(coin(g, 1));
    await user.click(coin(g, 2));
    await waitFor(() => expect(params().get('pm')).toBe('g1-2'));
    const transcript = await screen.findByTestId('proof-transcript');
    await waitFor(() => expect(transcript.querySelectorAll('li')).toHaveLength(2));
    const [mine, answer] = transcript.querySelectorAll('li');
    expect(mine.textContent).toMatch(/case \(2\)iii/);
    expect(answer.textContent).toMatch(/the same line in G and in H/);
    expect(screen.getByTestId('proof-row-G').querySelector('[role="grid"]')?.getAttribute('aria-label')).toBe(
      'G: 101',
    );
  });

  it('keeps the focus on the board when a keyboard move deletes the focused coin or empties its summand', async () => {
    // α = 01, a = 2: G = 01011111, H = 011011; the user is Right (in −H Right moves as Left: 11 → 00).
    open('#/flipping?tab=proofs&lemma=4.3&alpha=01&a=2&side=R');
    const user = setup();
    const h = await screen.findByTestId('proof-row-H');
    const rowOfFocus = () =>
      document.activeElement?.closest('[data-testid^="proof-row-"]')?.getAttribute('data-testid');
    const turns = () => document.querySelectorAll('[data-testid="proof-transcript"] li').length;
    // coins 5 and 6 of H: 011011 → 011, the focused coin 6 is gone; the focus goes to the nearest coin left.
    h.querySelectorAll<HTMLElement>('[role="gridcell"]')[4].focus();
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    await waitFor(() => expect(turns()).toBe(2));
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    expect(rowOfFocus()).toBe('proof-row-H');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Coin 3:/);
    // coins 2 and 3 of H: −H vanishes; the focus moves to G.
    await user.keyboard('{Home}{ArrowRight}{Enter}{ArrowRight}{Enter}');
    await waitFor(() => expect(turns()).toBe(4));
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    expect(rowOfFocus()).toBe('proof-row-G');
  });

  it("shows Theorem 4.2's comparisons for 1011 with the proof's cases", async () => {
    open('#/flipping?tab=proofs&proof=best&t42=1011');
    const part = await screen.findByTestId('proof-theorem42');
    await waitFor(() => expect(part.textContent).toMatch(/Left's best move: coins 3 and 4/));
    expect(part.textContent).toMatch(/j = k: Corollary 4\.1/);
    expect(part.textContent).toMatch(/Right's best move: coins 2 and 3/);
    expect(part.textContent).not.toMatch(/fails/);
  });

  it('a bad β gets a message beside its input, saying why Lemma 4.4 does not apply', async () => {
    open('#/flipping?tab=proofs&lemma=4.4&alpha=-&beta=01');
    const input = await screen.findByLabelText('β');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('proof-beta-error')?.textContent).toMatch(
      /odd number of 1s.*G − H = 1\/8/,
    );
  });
});
