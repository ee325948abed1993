/**
 * The weight and the moves still to come, live: both from the engine's column for step m
 * (n = 2v − w² computed there by the formula, not by counting down), and, at the end, the
 * confirmation that the process took exactly the n.c the formula gave at the start.
 */
import { Tex } from '../../ui/math';
import type { DecayAnswer, ElevatorColumn } from './types';

interface Props {
  m: number;
  /** the weight of s^m.c (the rule: the number of heads) */
  w: number;
  done: boolean;
  /** the engine's column for step m, or the latest before it while the engine catches up */
  column: ElevatorColumn | undefined;
  start: DecayAnswer | null;
}

export function LiveNumbers({ m, w, done, column, start }: Props) {
  const behind = column !== undefined && column.m !== m;
  return (
    <div className="oskar-live" data-testid="oskar-live">
      <dl className="oskar-live-numbers">
        <div>
          <dt>steps made</dt>
          <dd data-testid="oskar-steps-made">{m.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>weight w (the elevator's coin)</dt>
          <dd data-testid="oskar-weight">{w.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>steps still to come</dt>
          <dd data-testid="oskar-remaining" className={behind ? 'is-behind' : undefined}>
            {column ? <Tex tex={`n = 2v - w^2 = 2\\cdot ${column.v} - ${column.w}^2 = ${column.n}`} /> : '…'}
            {behind && <span className="oskar-behind"> at step {column.m.toLocaleString('en')}</span>}
          </dd>
        </div>
      </dl>
      <p className="oskar-confirm" role="status" aria-live="polite" data-testid="oskar-confirm">
        {done && start
          ? m === start.n && start.formulaAgrees
            ? `All tails after ${m.toLocaleString('en')} steps — exactly the n.c = 2v − w² = ${start.n.toLocaleString('en')} the formula gave at the start ✓`
            : `All tails after ${m.toLocaleString('en')} steps, but the formula gave ${start.n.toLocaleString('en')} ✗`
          : start
            ? `From the start the formula predicts n.c = 2·${start.v} − ${start.w}² = ${start.n.toLocaleString('en')} steps.`
            : ''}
      </p>
    </div>
  );
}
