import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { request } from '../../engine/api';
import { processAskFrames } from '../../engine/games/oskar/yourTurn';
import { makeConfiguration } from '../../engine/games/oskar/configuration';
import { successor } from '../../engine/games/oskar/process';
import { slowestConfiguration } from '../../engine/games/oskar/slowest';
import { statistics } from '../../engine/games/oskar/statistics';
import { installKeyDispatcher } from '../../nav/commands';
import { resetSlice, setAutoplaySpeed } from '../../store';
import { framePages } from './framePages';
import { WalkthroughPlayer } from './WalkthroughPlayer';
import { forgetAnswers } from './useYourTurn';

// Oskar's slowest 32 coins: hundreds of frames fetched by page; frames 1–3 ask for the next column.
const START = slowestConfiguration(32);
const C = makeConfiguration(START);
const COUNT = statistics(START).n + 1;
const NEXT = makeConfiguration(successor(START));

function Process() {
  const pages = useMemo(
    () =>
      framePages({
        count: COUNT,
        pageSize: 50,
        request: (from, stride) =>
          request('oskar', 'processFrames', {
            configuration: C,
            from,
            count: 50,
            ...(stride > 1 ? { stride } : {}),
          }),
        asks: processAskFrames(C.length, COUNT - 1),
      }),
    [],
  );
  return (
    <WalkthroughPlayer
      pages={pages}
      label="Process"
      renderStep={(s, i) => <p data-testid="frame">{`frame ${i}: ${s.state.configuration}`}</p>}
    />
  );
}
const frame = () => screen.queryByTestId('frame')?.textContent;

let uninstall: () => void;
beforeEach(() => {
  uninstall = installKeyDispatcher();
  act(() => resetSlice('settings'));
  forgetAnswers();
});
afterEach(() => uninstall());

describe('your turn on frames fetched by page', () => {
  it('fast autoplay stops at the first question frame, even one its stride would skip; the answer shows the frame', async () => {
    act(() => setAutoplaySpeed(100)); // two steps a tick: frame 1 is not among the strided frames 0, 2, 4, …
    window.history.replaceState(null, '', '#/test?quiz=1');
    render(<Process />);
    expect(COUNT).toBeGreaterThan(250); // long enough for 100×
    await waitFor(() => expect(frame()).toBe(`frame 0: ${C}`));
    expect(
      [...document.querySelectorAll('[data-ask-step]')].map((e) => e.getAttribute('data-ask-step')),
    ).toEqual(['2', '3', '4']);
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    await waitFor(() => expect(screen.getByTestId('wt-ask').textContent).toContain('Move 1 of the process:'));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(frame()).toBe(`frame 0: ${C}`); // the frame before, until answered
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(input, { target: { value: NEXT } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(frame()).toBe(`frame 1: ${NEXT}`));
    expect(screen.getByTestId('wt-ask-outcome').textContent).toBe(`✓ Right: ${NEXT}.`);
  });
});
