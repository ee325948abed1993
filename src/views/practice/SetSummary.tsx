/**
 * The end of a set of ten: how each question went, with links back to each. Reached with
 * questions unanswered (a shared `q=end` link), it says so and offers the first of them.
 */
import { useEffect, useRef } from 'react';
import { formatHash } from '../../nav/router';
import type { SetAnswer, PracticePage } from '../../store';

interface Props {
  page: PracticePage;
  params: Record<string, string>;
  titles: string[];
  answers: readonly SetAnswer[];
  onRestart: () => void;
  /** go to a question (1-based), asked for by the user */
  onGo: (q: number) => void;
}

export function SetSummary({ page, params, titles, answers, onRestart, onGo }: Props) {
  const right = answers.filter((a) => a === 'right').length;
  const done = answers.filter((a) => a !== null).length;
  const firstOpen = answers.findIndex((a) => a === null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pr-summary" aria-labelledby="pr-summary-h" data-testid="practice-summary">
      <h2 id="pr-summary-h" ref={heading} tabIndex={-1}>
        {done === 0
          ? `Nothing answered yet in this set of ${titles.length}`
          : done < titles.length
            ? `So far: ${right} of ${titles.length} right`
            : `Set finished: ${right} of ${titles.length} right`}
      </h2>
      {done > 0 && done < titles.length && (
        <p>
          {titles.length - done} question{titles.length - done === 1 ? ' was' : 's were'} not answered.
        </p>
      )}
      {firstOpen >= 0 && (
        <button type="button" onClick={() => onGo(firstOpen + 1)} data-testid="practice-summary-start">
          {done === 0 ? 'Start at question 1' : `Go on at question ${firstOpen + 1}`}
        </button>
      )}
      <ol className="pr-summary-list">
        {titles.map((t, i) => (
          <li key={i}>
            <a href={formatHash({ page: `${page}/practice`, params: { ...params, q: String(i + 1) } })}>
              Question {i + 1}: {t}
            </a>
            : {answers[i] === 'right' ? '✓ right' : answers[i] === 'wrong' ? '✗ wrong' : 'not answered'}
          </li>
        ))}
      </ol>
      {done > 0 && (
        <button type="button" onClick={onRestart}>
          Start this set again
        </button>
      )}
    </section>
  );
}
