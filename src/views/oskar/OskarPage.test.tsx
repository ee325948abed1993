import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readOskar, resetSlice } from '../../store';
import OskarPage from './OskarPage';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  window.history.replaceState(null, '', '#/oskar');
  act(() => resetSlice('oskar'));
});

describe("Oskar's page", () => {
  it('steps 1001101 from the URL, with the weight and the formula live, and confirms 18 at the end', async () => {
    // An old link: its step counted from 0 (s².c), which is the third frame of the player.
    window.history.replaceState(null, '', '#/oskar?c=1001101&step=2');
    render(<OskarPage />);
    const user = setup();
    await waitFor(() => expect(screen.getByTestId('oskar-steps-made').textContent).toBe('2'));
    expect(screen.getByRole('slider', { name: 'Step' }).getAttribute('aria-valuetext')).toBe('Step 3 of 19');
    expect(screen.getByTestId('oskar-weight').textContent).toBe('4');
    await waitFor(() => expect(screen.getByTestId('oskar-remaining').textContent).toMatch(/= 16/));
    await waitFor(() => expect(window.location.hash).toMatch(/step=3&base=1|base=1&step=3/));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.getByTestId('oskar-weight').textContent).toBe('5'));
    expect(window.location.hash).toMatch(/step=4/);
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    await waitFor(() =>
      expect(screen.getByTestId('oskar-confirm').textContent).toMatch(/All tails after 18 steps.*✓/),
    );
    await waitFor(() => expect(screen.getAllByTestId('elevator-column')).toHaveLength(19));
    const diagram = screen.getByTestId('elevator-diagram');
    // the elevator is boxed in each column: 19 boxed cells, the last in the weight row
    expect(diagram.querySelectorAll('.is-elevator')).toHaveLength(19);
    expect(within(diagram).getAllByText('elevator at level 0')).toHaveLength(1);
  });

  it("applies a link's configuration before its step: step 40 of 0000011111 is not cut to the saved example's 18", async () => {
    window.history.replaceState(null, '', '#/oskar?c=1001101');
    const first = render(<OskarPage />);
    await waitFor(() => expect(screen.getByTestId('oskar-steps-made').textContent).toBe('0'));
    first.unmount();
    // the saved example's frames are in the engine's cache now; an old link (0-based) to another configuration
    window.history.replaceState(null, '', '#/oskar?c=0000011111&step=40');
    render(<OskarPage />);
    await waitFor(() => expect(screen.getByTestId('oskar-steps-made').textContent).toBe('40'));
    expect(screen.getByRole('slider', { name: 'Step' }).getAttribute('aria-valuetext')).toBe('Step 41 of 56');
    expect(window.location.hash).toMatch(/step=41/);
    expect(screen.queryByText(/could not be used/)).toBeNull();
  });

  it('turning a coin starts the process again from the new configuration', async () => {
    render(<OskarPage />);
    const user = setup();
    const board = (await screen.findAllByTestId('board'))[0];
    await user.click(within(board).getAllByRole('gridcell')[1]);
    expect(readOskar().configuration).toBe('1101101');
    await waitFor(() => {
      expect(screen.getByTestId('oskar-steps-made').textContent).toBe('0');
      expect(screen.getByRole('slider', { name: 'Step' }).getAttribute('aria-valuetext')).toMatch(
        /^Step 1 of \d+/,
      );
    });
  });

  it('each configuration chosen is a history entry: Back returns to the one before', async () => {
    window.history.replaceState(null, '', '#/oskar?c=1001101');
    render(<OskarPage />);
    const user = setup();
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: /All heads, 10 coins/ }));
    expect(readOskar().configuration).toBe('1111111111');
    const board = (await screen.findAllByTestId('board'))[0];
    await user.click(within(board).getAllByRole('gridcell')[0]);
    expect(readOskar().configuration).toBe('0111111111');
    expect(window.history.length).toBe(before + 2);
    act(() => window.history.back());
    await waitFor(() => expect(readOskar().configuration).toBe('1111111111'));
    act(() => window.history.back());
    await waitFor(() => expect(readOskar().configuration).toBe('1001101'));
  });

  it('explains a bad typed configuration beside the input and keeps the board', async () => {
    render(<OskarPage />);
    const user = setup();
    const input = screen.getByLabelText(/Configuration \(1 = heads/);
    await user.clear(input);
    await user.type(input, '1012');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByTestId('oskar-configuration-error').textContent).toMatch(/found '2' at position 4/);
    expect(readOskar().configuration).toBe('1001101');
  });

  it('shows a malformed link as a notice and keeps the saved configuration', async () => {
    window.history.replaceState(null, '', '#/oskar?c=10x1');
    render(<OskarPage />);
    expect((await screen.findByTestId('oskar-url-problem')).textContent).toMatch(/could not be used/);
    expect(readOskar().configuration).toBe('1001101');
  });

  it('reads a symmetric row of the distribution for N = 6', async () => {
    window.history.replaceState(null, '', '#/oskar?tab=distribution&n=6');
    render(<OskarPage />);
    const user = setup();
    await waitFor(() =>
      expect(screen.getByTestId('oskar-dist-summary').textContent).toMatch(/64 configurations.*symmetric ✓/),
    );
    await user.type(screen.getByLabelText('Go to m'), '4');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const row = screen.getByTestId('dist-row-4');
    expect(within(row).getByTestId('dist-count').textContent).toBe('2');
    expect(within(row).getByTestId('dist-mirror-count').textContent).toBe('2');
    expect(row.textContent).toMatch(/17.*✓ same/);
    await user.clear(screen.getByLabelText('Go to m'));
    await user.type(screen.getByLabelText('Go to m'), '99');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert').textContent).toMatch(/from 0 to 21/);
  });

  it("lists the paper's claims with the print errors marked", async () => {
    window.history.replaceState(null, '', '#/oskar?tab=paper');
    render(<OskarPage />);
    await waitFor(() => expect(screen.getByTestId('claims-table')).toBeTruthy());
    expect(screen.getByTestId('claim-s3-v').textContent).toMatch(/1 \+ 4 \+ 5 \+ 7 = 17.*✗ differs/);
    expect(screen.getByTestId('claim-table1-0').textContent).toMatch(/✓ agrees/);
  });
});

describe("Oskar's backwards game", () => {
  it("plays against the computer from all tails, and take back returns to the person's turn", async () => {
    window.history.replaceState(null, '', '#/oskar?tab=backwards');
    render(<OskarPage />);
    const user = setup();
    const n = screen.getByLabelText('with');
    await user.clear(n);
    await user.type(n, '3');
    await user.click(screen.getByRole('button', { name: 'New game from all tails' }));
    expect(readOskar().position).toBe('000');
    await waitFor(() => expect(screen.getByTestId('backwards-status').textContent).toBe('You to move.'));
    await user.click(screen.getByTestId('backwards-move'));
    // 000 → 100; the computer's only reply is 100 → 110
    await waitFor(() => expect(readOskar().position).toBe('110'));
    await waitFor(() => expect(screen.getAllByTestId('backwards-move')).toHaveLength(2));
    await user.click(screen.getByLabelText('Show values'));
    await waitFor(() =>
      expect(screen.getByTestId('backwards-summary').textContent).toMatch(
        /4 are P-positions \(exactly half\)/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(readOskar().position).toBe('000');
    expect(readOskar().history).toEqual([]);
  });
});
