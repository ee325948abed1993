/**
 * The sentence under the answer after a grade. It echoes what the student saw: the choice's
 * label, not its internal code, and the typed text trimmed; the canonical form is added only
 * when it differs. A right answer after a wrong one is named a second try (the score keeps the first).
 */
import type { AnswerForm } from '../../engine/practice/types';
import { shownAnswer } from './shownAnswer';

interface Props {
  status: 'right' | 'wrong';
  submitted: string;
  expected: string;
  form: AnswerForm;
  /** this exercise had a wrong answer before */
  retry: boolean;
}

export function GradeLine({ status, submitted, expected, form, retry }: Props) {
  const said = shownAnswer(submitted, form);
  const canonical = shownAnswer(expected, form);
  if (status === 'right') {
    return (
      <p className="pr-right">
        <span aria-hidden="true">✓ </span>
        {retry ? 'Correct on a second try: ' : 'Right: '}
        <strong>{said}</strong>
        {canonical !== said ? ` (${canonical})` : ''}.{retry && ' Only first answers count toward the score.'}
      </p>
    );
  }
  return (
    <p className="pr-wrong">
      <span aria-hidden="true">✗ </span>Not quite: you answered <strong>{said}</strong>; the answer is{' '}
      <strong data-testid="practice-expected">{canonical}</strong>.
      {/* on a projector the frames follow at once: the how-to sentence gives them its room */}
      <span className="pres-fold">
        {' '}
        The frames below show why. Retype your answer above (Enter checks), or Tab to the next exercise (or
        press n outside the box).
      </span>
    </p>
  );
}
