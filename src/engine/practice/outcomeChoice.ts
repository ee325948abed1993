/** Who wins, as a question: the four outcome classes as choices, with the words students use. */
import type { Result } from '../result';
import { readChoice } from './answers';
import type { AnswerForm } from './types';

export type OutcomeClass = 'L' | 'R' | 'N' | 'P';

export const OUTCOME_CHOICE_WORDS: Record<OutcomeClass, string> = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the first player wins',
  P: 'the second player wins',
};

const SYNONYMS: Record<OutcomeClass, readonly string[]> = {
  L: ['left', 'left wins', 'l wins'],
  R: ['right', 'right wins', 'r wins'],
  N: [
    'n',
    'next',
    'first',
    'first player',
    'first player wins',
    'the first player wins',
    'next player',
    'next player wins',
  ],
  P: [
    'p',
    'previous',
    'second',
    'second player',
    'second player wins',
    'the second player wins',
    'previous player',
    'previous player wins',
    '0',
    'zero',
  ],
};

export const outcomeForm: AnswerForm = {
  shape: 'choice',
  label: 'Who wins?',
  hint: 'L, R, N (first player) or P (second player)',
  choices: (['L', 'R', 'N', 'P'] as const).map((c) => ({
    value: c,
    label: `${c}: ${OUTCOME_CHOICE_WORDS[c]}`,
  })),
};

export const readOutcome = (text: string): Result<OutcomeClass> =>
  readChoice(
    text,
    SYNONYMS,
    'L (Left wins), R (Right wins), N (the first player wins) or P (the second player wins)',
  );

export const outcomeExpected = (o: OutcomeClass) => `${o}: ${OUTCOME_CHOICE_WORDS[o]}`;
