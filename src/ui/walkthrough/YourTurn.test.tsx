import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Derivation } from '../../engine/derivation';
import { installKeyDispatcher } from '../../nav/commands';
import { getSettings, resetSlice } from '../../store';
import { WalkthroughPlayer } from './WalkthroughPlayer';
import { forgetAnswers } from './useYourTurn';
import { BASE_DELAY_MS } from './useAutoplay';

/** Step 3 shows 3/4 and asks for it first; step 5 asks a choice. */
const derivation: Derivation<{ n: number }> = {
  title: 'Halving',
  steps: [
    { caption: 'one', state: { n: 1 } },
    { caption: 'two', state: { n: 2 } },
    {
      caption: 'three is $3/4$',
      state: { n: 3 },
      ask: { prompt: 'What is three?', form: 'fraction', answer: '3/4' },
    },
    { caption: 'four', state: { n: 4 } },
    {
      caption: 'five',
      state: { n: 5 },
      ask: { prompt: 'Who wins?', form: 'choice', choices: ['Left', 'Right'], answer: 'Right' },
    },
    { caption: 'six', state: { n: 6 } },
  ],
};

function renderPlayer(hash = '#/test') {
  window.history.replaceState(null, '', hash);
  return render(
    <WalkthroughPlayer
      derivation={derivation}
      label="Halving"
      renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
    />,
  );
}
const frame = () => screen.getByTestId('frame').textContent;
const param = (name: string) => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get(name);
const quizSwitch = () => screen.getByRole('switch', { name: 'Your turn' }) as HTMLInputElement;

let uninstall: () => void;
beforeEach(() => {
  uninstall = installKeyDispatcher();
  act(() => resetSlice('settings'));
  forgetAnswers();
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

describe('WalkthroughPlayer: your turn', () => {
  it('is off by default: the frames play as before, the switch offered (Space turns it)', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlayer();
    expect(quizSwitch().checked).toBe(false);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(frame()).toBe('frame 3');
    expect(screen.queryByTestId('wt-ask')).toBeNull();
    // Space on the focused switch turns it, not autoplay
    quizSwitch().focus();
    await user.keyboard(' ');
    expect(quizSwitch().checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('stops before a question step: bad input explained, a wrong answer kept, the right one shows the frame', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlayer();
    await user.click(quizSwitch());
    expect(getSettings().quiz).toBe(true);
    expect(param('quiz')).toBe('1');
    expect(document.querySelectorAll('[data-ask-step]').length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    // step 3: the question, over frame 2
    expect(screen.getByTestId('wt-ask').textContent).toContain('What is three?');
    expect(frame()).toBe('frame 2');
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(document.activeElement).toBe(input);
    await user.keyboard('1/3{Enter}');
    expect(screen.getByTestId('wt-ask-error').textContent).toMatch(/not a power of 2/);
    await user.clear(input);
    await user.keyboard('1/2{Enter}');
    expect(screen.getByTestId('wt-ask-verdict').textContent).toContain('Not 1/2. Try again');
    expect(frame()).toBe('frame 2');
    await user.keyboard('6/8{Enter}');
    expect(frame()).toBe('frame 3');
    expect(screen.getByTestId('wt-ask-outcome').textContent).toContain('Right: 6/8.');
    // the bar marks it answered; the other question is still open
    expect([...document.querySelectorAll('[data-ask-step]')].map((e) => e.textContent)).toEqual(['✓', '?']);
    // the keys stay with the player; back and forth, a settled question stays settled
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(frame()).toBe('frame 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('wt-ask').textContent).toContain('Who wins?');
    await user.click(screen.getByRole('button', { name: 'Left' }));
    expect(screen.getByTestId('wt-ask-verdict').textContent).toContain('Not Left.');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(frame()).toBe('frame 5');
    expect(screen.getByTestId('wt-ask-outcome').textContent).toContain('The answer: Right.');
  });

  it('an open question holds Next, →, End and Play (they take the student to the answer); Back, Home and the scrub bar stay free', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlayer('#/test?quiz=1&step=3');
    expect(screen.getByTestId('wt-ask')).toBeTruthy();
    expect(document.activeElement?.tagName).not.toBe('INPUT'); // a page load does not take the focus
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    // → from anywhere: still step 3, the answer box focused and the reason said
    await user.keyboard('{ArrowRight}');
    expect(param('step')).toBe('3');
    expect(frame()).toBe('frame 2');
    expect(document.activeElement).toBe(input);
    expect(screen.getByTestId('wt-ask-held').textContent).toContain('Answer, or press Show answer, first');
    // the buttons look held, and pressing them does the same
    for (const name of ['Next step', 'Last step', 'Play']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      button.focus();
      await user.keyboard('{Enter}');
      expect(param('step')).toBe('3');
      expect(document.activeElement).toBe(input);
    }
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy(); // not playing
    screen.getByRole('button', { name: 'Previous step' }).focus();
    await user.keyboard('{End}');
    expect(param('step')).toBe('3');
    // checking an answer clears the reminder
    await user.type(input, '1/2{Enter}');
    expect(screen.queryByTestId('wt-ask-held')).toBeNull();
    // Back is free, and Next moves again on a step without a question
    screen.getByRole('button', { name: 'Previous step' }).focus();
    await user.keyboard('{Enter}');
    expect(frame()).toBe('frame 2');
    expect(screen.getByRole('button', { name: 'Next step' }).getAttribute('aria-disabled')).toBeNull();
    await user.keyboard('{Home}');
    expect(frame()).toBe('frame 1');
    // the scrub bar passes a question
    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '4' } });
    expect(frame()).toBe('frame 4');
    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '5' } });
    expect(screen.getByTestId('wt-ask').textContent).toContain('Who wins?');
    expect(screen.getByRole('slider', { name: 'Step' }).getAttribute('aria-valuetext')).toBe(
      'Step 5 of 6, your turn',
    );
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Left' })); // scrubbing keeps the focus where it was
    // a choice question: → focuses its first choice
    await user.keyboard('{ArrowRight}');
    expect(param('step')).toBe('5');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Left' }));
    // once answered, the way on is open
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.keyboard('{ArrowRight}');
    expect(frame()).toBe('frame 6');
  });

  it('autoplay pauses on arrival at an unanswered question and goes on once it is answered', async () => {
    vi.useFakeTimers();
    renderPlayer('#/test?quiz=1');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(screen.getByTestId('wt-ask').textContent).toContain('What is three?');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS * 3));
    expect(screen.getByTestId('wt-ask')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Show answer' }).click());
    expect(frame()).toBe('frame 3');
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(frame()).toBe('frame 4');
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(screen.getByTestId('wt-ask').textContent).toContain('Who wins?');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('a link can turn it off, and a walkthrough without questions offers no switch', () => {
    act(() => resetSlice('settings'));
    renderPlayer('#/test?quiz=0&step=3');
    expect(frame()).toBe('frame 3');
    expect(quizSwitch().checked).toBe(false);
  });
});
