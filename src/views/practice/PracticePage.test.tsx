import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSlice, useStore } from '../../store';
import { findPage } from '../../nav/pages';
import PracticePage from './PracticePage';

beforeEach(() => {
  act(() => resetSlice('practice'));
});

describe('PracticePage (engine on the main thread)', () => {
  it('refuses unreadable input beside the field, grades a wrong answer with its frames, keeps it to retry, and scores the first answer only', async () => {
    window.history.replaceState(null, '', '#/ruler/practice?kind=value&level=1&seed=5');
    render(<PracticePage />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const input = await screen.findByLabelText('Nim-value');

    await user.type(input, '1/0{Enter}');
    expect((await screen.findByTestId('practice-answer-error')).textContent).toMatch(/whole number/);
    expect(useStore.getState().practice.scores.ruler).toBeUndefined();

    await user.clear(input);
    await user.type(input, '99{Enter}');
    const expected = (await screen.findByTestId('practice-expected')).textContent!;
    expect(screen.getByTestId('practice-explanation').textContent).toMatch(/Ruler rows/);
    expect(useStore.getState().practice.scores.ruler).toMatchObject({ right: 0, wrong: 1, streak: 0 });
    expect(screen.getByRole('link', { name: /The nim-value of a row, level 1/ })).toBeTruthy();
    // Wrong: the focus stays in the answer, its text selected, so typing replaces it; Next is one Tab away.
    const again = screen.getByLabelText('Nim-value');
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect((again as HTMLInputElement).selectionStart).toBe(0);
    expect((again as HTMLInputElement).selectionEnd).toBe(2);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Next exercise');
    await user.click(again);
    await user.clear(again);
    await user.type(again, ` +${expected} {Enter}`);
    await waitFor(() =>
      expect(screen.getByTestId('practice-result').textContent).toMatch(
        /^✓ Correct on a second try: \+\d+ \(\d+\)\. Only first answers count toward the score\.$/,
      ),
    );
    // The retry clears the mistake but does not score again (recorded in an effect after the grade
    // shows: on a loaded machine a moment later, so wait for it).
    await waitFor(() => expect(useStore.getState().practice.mistakes).toHaveLength(0));
    expect(useStore.getState().practice.scores.ruler).toMatchObject({ right: 0, wrong: 1 });
  });

  it('names an unknown kind and level in the link, and rewrites the link to what is shown', async () => {
    window.history.replaceState(null, '', '#/flipping/practice?kind=bogus&level=99&seed=4');
    render(<PracticePage />);
    await waitFor(() => expect(window.location.hash).toBe('#/flipping/practice?kind=value&level=1&seed=4'));
    const notice = (await screen.findAllByRole('alert')).map((a) => a.textContent).join(' ');
    expect(notice).toMatch(/There is no exercise kind “bogus” here; showing “The value of a line”, level 1/);
    expect(notice).toMatch(/level “99” could not be used/);
  });

  it('answers a choice by keyboard and names a bad link parameter', async () => {
    window.history.replaceState(null, '', '#/flipping/practice?kind=winner&level=1&seed=abc');
    render(<PracticePage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/seed “abc” could not be used/);
    // A fresh seed is written into the link, so a reload shows the same exercise.
    await waitFor(() => expect(window.location.hash).toMatch(/seed=\d+/));
    const first = await screen.findByRole('radio', { name: /Left wins/ });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    first.focus();
    await user.keyboard(' {Enter}');
    // the choice is echoed as the student saw it, not as its code
    await waitFor(() =>
      expect(screen.getByTestId('practice-result').textContent).toMatch(
        /(Right: |you answered )L: Left wins, whoever starts/,
      ),
    );
    // the list of mistakes keeps the label too
    for (const m of useStore.getState().practice.mistakes)
      expect(m.answer).toBe('L: Left wins, whoever starts');
    const s = useStore.getState().practice.scores.flipping!;
    expect(s.right + s.wrong).toBe(1);
  });

  it('a set summary opened with nothing answered says so and starts at question 1', async () => {
    window.history.replaceState(null, '', '#/ruler/practice?set=9&level=2&q=end');
    render(<PracticePage />);
    expect(
      (await screen.findByRole('heading', { name: 'Nothing answered yet in this set of 10' })).textContent,
    ).not.toMatch(/finished/);
    expect(screen.getAllByRole('link', { name: /^Question \d+:/ })).toHaveLength(10);
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: 'Start at question 1' }));
    await waitFor(() => expect(window.location.hash).toMatch(/[?&]q=1(&|$)/));
  });

  it('#/calculator/practice opens the Numbers practice at the calculator’s question, the link rewritten', async () => {
    expect(findPage('calculator/practice')?.title).toBe('Numbers: practice');
    window.history.replaceState(null, '', '#/calculator/practice?level=2');
    render(<PracticePage />);
    await waitFor(() =>
      expect(window.location.hash).toMatch(/^#\/numbers\/practice\?kind=outcome&level=2&seed=\d+$/),
    );
    expect(await screen.findByRole('radio', { name: /Left wins/ })).toBeTruthy();
  });
});
