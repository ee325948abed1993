/**
 * The weight and the moves still to come, live: both from the engine's frame for step m
 * (n = 2v − w² computed there by the formula, not by counting down), and, at the end, the
 * confirmation that the process took exactly the n.c the formula gave at the start.
 */
import { Tex } from '../../ui/math';
import type { AnswerOf } from '../../engine/api';
import type { ElevatorColumn } from './types';
import { groupDigits } from '../../ui/format/groupDigits';

interface Props {
  /** the engine's column for the frame shown: s^m.c, its weight w (the rule: the number of heads), v and n */
  column: ElevatorColumn;
  start: AnswerOf<'oskar', 'decay'>;
}

export function LiveNumbers({ column, start }: Props) {
  const { m, w, v, n } = column;
  const done = w === 0;
  return (
    <div className="oskar-live" data-testid="oskar-live">
      <dl className="oskar-live-numbers">
        <div>
          <dt>steps made</dt>
          <dd data-testid="oskar-steps-made">{groupDigits(m)}</dd>
        </div>
        <div>
          <dt>weight w (the elevator's coin)</dt>
          <dd data-testid="oskar-weight">{groupDigits(w)}</dd>
        </div>
        <div>
          <dt>steps still to come</dt>
          <dd data-testid="oskar-remaining">
            <Tex tex={`n = 2v - w^2 = 2\\cdot ${v} - ${w}^2 = ${n}`} />
          </dd>
        </div>
      </dl>
      <p
        className={done ? 'oskar-confirm' : 'oskar-confirm pres-fold'}
        role="status"
        aria-live="polite"
        data-testid="oskar-confirm"
      >
        {done
          ? m === start.n && start.formulaAgrees
            ? `All tails after ${groupDigits(m)} steps — exactly the n = 2v − w² = ${groupDigits(start.n)} the formula gave at the start ✓`
            : `All tails after ${groupDigits(m)} steps, but the formula gave ${groupDigits(start.n)} ✗`
          : `From the start the formula predicts n = 2v − w² = 2·${start.v} − ${start.w}² = ${groupDigits(start.n)} steps.`}
      </p>
    </div>
  );
}
