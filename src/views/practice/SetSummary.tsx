/** The end of a set of ten: how each question went, with links back to each. */
import { useEffect, useRef } from 'react';
import { formatHash } from '../../app/router';
import type { SetAnswer, PracticePage } from '../../store';

interface Props {
  page: PracticePage;
  params: Record<string, string>;
  titles: string[];
  answers: readonly SetAnswer[];
  onRestart: () => void;
}

export function SetSummary({ page, params, titles, answers, onRestart }: Props) {
  const right = answers.filter((a) => a === 'right').length;
  const done = answers.filter((a) => a !== null).length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pr-summary" aria-labelledby="pr-summary-h" data-testid="practice-summary">
      <h2 id="pr-summary-h" ref={heading} tabIndex={-1}>
        Set finished: {right} of {titles.length} right
      </h2>
      {done < titles.length && <p>{titles.length - done} question{titles.length - done === 1 ? ' was' : 's were'} not answered.</p>}
      <ol className="pr-summary-list">
        {titles.map((t, i) => (
          <li key={i}>
            <a href={formatHash({ page: `${page}/practice`, params: { ...params, q: String(i + 1) } })}>
              Question {i + 1}: {t}
            </a>
            :{' '}
            {answers[i] === 'right' ? '✓ right' : answers[i] === 'wrong' ? '✗ wrong' : 'not answered'}
          </li>
        ))}
      </ol>
      <button type="button" onClick={onRestart}>
        Start this set again
      </button>
    </section>
  );
}
