/**
 * The "your turn" switch and what the student has answered. The switch is one setting
 * (settings.quiz, saved) that a link can override (`quiz=1` turns it on for whoever opens the
 * link, `quiz=0` off); turning it writes both. Answers are kept per question while the page
 * is open (not saved: a reload asks afresh), so stepping back to a settled question shows its
 * frame, and a wrong try is listed until the right one.
 */
import { useCallback, useState } from 'react';
import type { Ask } from '../../engine/ask';
import { setParams, useParam } from '../../nav/router';
import { setQuiz, useStore } from '../../store';

export const QUIZ_PARAM = 'quiz';

export function useQuizSwitch(): [on: boolean, set: (on: boolean) => void] {
  const [param] = useParam(QUIZ_PARAM);
  const setting = useStore((s) => s.settings.quiz);
  const on = param === '1' ? true : param === '0' ? false : setting;
  const set = useCallback((value: boolean) => {
    setQuiz(value);
    setParams({ [QUIZ_PARAM]: value ? '1' : undefined });
  }, []);
  return [on, set];
}

export interface AskRecord {
  wrong: string[];
  settled?: { how: 'right' | 'revealed'; answer: string };
}

const NONE: AskRecord = { wrong: [] };
/** A question is its step and its text: a new position asks afresh, a refetch of the same does not. */
const keyOf = (index: number, ask: Ask) => `${index}\u0000${ask.prompt}\u0000${ask.answer}`;

/** Every player's records, kept while the page is open (leaving a tab and coming back keeps them). */
const memory = new Map<string, AskRecord>();

export function useAskRecords() {
  // the memory is outside React; `get` changes with the version, so this player re-renders when it does
  const [version, setVersion] = useState(0);
  const get = useCallback(
    (index: number, ask: Ask): AskRecord => memory.get(keyOf(index, ask)) ?? NONE,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the signal that the memory changed
    [version],
  );
  const update = useCallback((index: number, ask: Ask, f: (r: AskRecord) => AskRecord) => {
    const key = keyOf(index, ask);
    memory.set(key, f(memory.get(key) ?? NONE));
    setVersion((v) => v + 1);
  }, []);
  const wrong = useCallback(
    (index: number, ask: Ask, typed: string) =>
      update(index, ask, (r) => ({ ...r, wrong: r.wrong.includes(typed) ? r.wrong : [...r.wrong, typed] })),
    [update],
  );
  const settle = useCallback(
    (index: number, ask: Ask, how: 'right' | 'revealed', answer: string) =>
      update(index, ask, (r) => ({ ...r, settled: { how, answer } })),
    [update],
  );
  return { get, wrong, settle };
}

/** Forget every answer (tests; a reload does the same). */
export function forgetAnswers(): void {
  memory.clear();
}
