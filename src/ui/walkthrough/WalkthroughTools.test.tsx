import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installKeyDispatcher } from '../../nav/commands';
import type { Derivation } from '../../engine/derivation';
import { WalkthroughPlayer } from './WalkthroughPlayer';
import { HANDOUT_MAX } from './PrintHandout';

const counting = (n: number): Derivation<{ n: number }> => ({
  title: 'Counting',
  steps: Array.from({ length: n }, (_, i) => ({ caption: `caption ${i + 1}`, state: { n: i + 1 } })),
});

function renderPlayer(derivation: Derivation<{ n: number }>, hash = '#/test?x=TTH') {
  window.history.replaceState(null, '', hash);
  return render(
    <WalkthroughPlayer
      derivation={derivation}
      label="Counting"
      renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Copy link to this step', () => {
  it('copies this page’s address with the step shown, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPlayer(counting(5));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Copy link to this step' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#/test?x=TTH&step=3`,
    );
    expect(screen.getByTestId('wt-copy-status').textContent).toBe('Link copied: step 3');
  });

  it('l copies it too (and is listed under the player’s keys)', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const uninstall = installKeyDispatcher();
    renderPlayer(counting(5));
    await user.keyboard('{ArrowRight}l');
    uninstall();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#/test?x=TTH&step=2`,
    );
    expect(screen.getByTestId('wt-copy-status').textContent).toBe('Link copied: step 2');
  });

  it('shows the link to select when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    renderPlayer(counting(5));
    await user.click(screen.getByRole('button', { name: 'Copy link to this step' }));
    expect(screen.getByRole('textbox', { name: 'Link to this step' })).toHaveProperty(
      'value',
      expect.stringMatching(/#\/test\?x=TTH&step=1$/),
    );
  });
});

describe('Print handout', () => {
  it('shows every frame in order with its caption, then opens the print dialog once', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPlayer(counting(7));
    await user.click(screen.getByRole('button', { name: 'Print handout' }));
    const handout = screen.getByTestId('wt-handout');
    await vi.waitFor(() => expect(within(handout).getAllByTestId('wt-handout-frame')).toHaveLength(7));
    const frames = within(handout).getAllByTestId('wt-handout-frame');
    expect(frames.map((f) => within(f).getByTestId('frame').textContent)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `frame ${n}`),
    );
    expect(frames.map((f) => f.querySelector('.wt-handout-caption')?.textContent)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `caption ${n}`),
    );
    expect(within(handout).getByText(/all 7 steps/)).toBeTruthy();
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await user.click(within(handout).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('wt-handout')).toBeNull();
  });

  it(`stops a long walkthrough at ${HANDOUT_MAX} frames and says so`, async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPlayer(counting(HANDOUT_MAX + 50));
    await user.click(screen.getByRole('button', { name: 'Print handout' }));
    const handout = screen.getByTestId('wt-handout');
    // drawn a few frames at a time, and the print dialog waits for the last
    expect(within(handout).getAllByTestId('wt-handout-frame').length).toBeLessThan(HANDOUT_MAX);
    await vi.waitFor(
      () => expect(within(handout).getAllByTestId('wt-handout-frame')).toHaveLength(HANDOUT_MAX),
      { timeout: 120_000 }, // vi.waitFor's own default is 1 s: a race on a busy machine
    );
    expect(within(handout).getByTestId('wt-handout-status').textContent).toBe(
      `Handout ready: ${HANDOUT_MAX} frames.`,
    );
    expect(
      within(handout).getByText(new RegExp(`the first ${HANDOUT_MAX} of ${HANDOUT_MAX + 50} steps`)),
    ).toBeTruthy();
  });
});
