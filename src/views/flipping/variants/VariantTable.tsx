/**
 * One page of a variant's table: every line up to n coins with its canonical form, reduced
 * canonical form, kinds, outcome and stops, from the engine's "table" op (computed in the
 * worker with progress and Cancel). A line's button explains it; PageUp/PageDown turn pages.
 */
import type { KeyboardEvent } from 'react';
import type { AnswerOf } from '../../../engine/api';
import { KIND_LABEL, minus, OUTCOME_TEXT } from './kinds';
import { groupDigits } from '../../../ui/format/groupDigits';

export type TableAnswer = AnswerOf<'flippingvariants', 'table'>;
type Row = TableAnswer['rows'][number];

function Form({ text, length }: { text: string | null; length: number }) {
  return text !== null ? (
    <code className="fv-form">{minus(text)}</code>
  ) : (
    <span className="fv-muted">a form of {groupDigits(length)} characters</span>
  );
}

export function VariantTable({
  answer,
  page,
  pages,
  onPage,
  selected,
  onExplain,
}: {
  answer: TableAnswer;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  selected: string | null;
  /** a line's button explains it; without it (on paper) the line is plain text */
  onExplain?: (line: string) => void;
}) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'PageDown' && page < pages - 1) onPage(page + 1);
    else if (e.key === 'PageUp' && page > 0) onPage(page - 1);
    else return;
    e.preventDefault();
  };
  const first = answer.from + 1;
  const last = answer.from + answer.rows.length;
  return (
    <div className="fv-table-block">
      <div
        className="fv-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={`Values of ${answer.variant}`}
        onKeyDown={onKey}
      >
        <table className="fv-table" data-testid="fv-table">
          <caption>
            Variant {answer.variant}: rows {groupDigits(first)}–{groupDigits(last)} of{' '}
            {groupDigits(answer.total)}
            {answer.kind === 'all'
              ? ''
              : ` (${answer.kind === 'not-number' ? 'values that are not numbers' : KIND_LABEL[answer.kind]} only, of ${groupDigits(answer.lines)} lines)`}
            .{onExplain && ' Choose a line to see its options.'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Canonical form</th>
              <th scope="col">Kind</th>
              <th scope="col">Reduced form</th>
              <th scope="col">Kind (reduced)</th>
              <th scope="col">Outcome</th>
              <th scope="col">Stops (L, R)</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((r: Row) => (
              <tr key={r.row} aria-current={r.position === selected ? 'true' : undefined}>
                <th scope="row">
                  {onExplain ? (
                    <button
                      type="button"
                      className="fv-line"
                      aria-label={`Explain ${r.position}`}
                      onClick={() => onExplain(r.position)}
                    >
                      {r.position}
                    </button>
                  ) : (
                    r.position
                  )}
                </th>
                <td>
                  <Form text={r.value} length={r.length} />
                </td>
                <td>{KIND_LABEL[r.kind]}</td>
                <td>
                  <Form text={r.reduced} length={0} />
                </td>
                <td>{KIND_LABEL[r.reducedKind]}</td>
                <td>{OUTCOME_TEXT[r.outcome]}</td>
                <td>
                  {minus(r.leftStop)}, {minus(r.rightStop)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="fv-pager" aria-label="Table pages">
        <button type="button" disabled={page === 0} onClick={() => onPage(0)}>
          First
        </button>
        <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span aria-live="polite">
          Page {page + 1} of {Math.max(1, pages)}
        </span>
        <button type="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          Next
        </button>
        <button type="button" disabled={page >= pages - 1} onClick={() => onPage(pages - 1)}>
          Last
        </button>
      </nav>
    </div>
  );
}
