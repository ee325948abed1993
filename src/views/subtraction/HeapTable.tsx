/**
 * One page of Complementary Subtraction's heap table for a set S: in S, the canonical form (short
 * ones whole, long ones folded), the reduced form, stops, outcome, number / switch / other, and
 * for the odd numbers Example 6.2's reconstructed recurrence. The pager and PageUp / PageDown
 * are Golden Nugget's (TablePager).
 */
import { memo } from 'react';
import type { AnswerOf } from '../../engine/api';
import { formatHash } from '../../nav/router';
import { groupDigits } from '../../ui/format/groupDigits';
import { FoldedForm } from '../goldennugget/FoldedForm';
import { FormText } from '../goldennugget/FormText';
import { outcomeText } from '../goldennugget/heapWords';
import { pageKeys, TablePager, type HeapTablePager } from '../goldennugget/TablePager';

type Answer = AnswerOf<'subtraction', 'table'>;
type Row = Answer['rows'][number];

/** Forms up to this many characters are shown whole (Golden Nugget's table: 64). */
const FORM_MAX = 64;
const SHAPE_TEXT = { number: 'number', switch: 'switch', other: 'other' } as const;

/** A form's length, digits grouped (the engine says Infinity when it is too long to count). */
const lengthText = (n: number | string) => (typeof n === 'number' ? groupDigits(n) : 'too many');

const stop = (s: string) => s.replace('-', '−');

/** The calculator with this heap as its term, where a long form can be expanded, copied and exported. */
const calculatorHref = (set: string, n: number) =>
  formatHash({ page: 'calculator', params: { e: `cs(${set}, ${n})` } });

function Canonical({ row, set }: { row: Row; set: string }) {
  const text = row.pretty ?? row.canonicalShort;
  if (text !== null && Number(row.canonicalLength) <= FORM_MAX) return <FormText text={text} />;
  const plain = row.canonicalShort ?? row.canonicalLong;
  // FoldedForm counts the characters of what it shows; the length is said here only when nothing is shown
  const label =
    row.pretty === null && plain === null
      ? `${lengthText(row.canonicalLength)} characters, born on day ${row.birthday}`
      : `Born on day ${row.birthday}`;
  return (
    <>
      <FoldedForm label={label} pretty={row.pretty} plain={plain} />
      <a href={calculatorHref(set, row.size)}>open in the calculator</a>
    </>
  );
}

export const SubtractionHeapTable = memo(function SubtractionHeapTable({
  answer,
  page,
  pages,
  onPage,
}: { answer: Answer } & HeapTablePager) {
  const rows = answer.rows;
  const ex62 = rows[0]?.example62 != null;
  return (
    <div className="gn-result">
      <div
        className="gn-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={`Heaps for S = ${answer.set}`}
        onKeyDown={pageKeys({ page, pages, onPage })}
      >
        <table className="cs-heap-table" data-testid="cs-heap-table">
          <caption>A blue heap of n for S = {answer.description}: its value, computed from the rules</caption>
          <thead>
            <tr>
              <th scope="col">n</th>
              <th scope="col">n in S</th>
              <th scope="col">canonical form</th>
              <th scope="col">reduced form</th>
              <th scope="col">stops (L, R)</th>
              <th scope="col">outcome</th>
              <th scope="col">kind</th>
              {ex62 && <th scope="col">Example 6.2</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.size} data-testid={`cs-row-${r.size}`}>
                <th scope="row">{r.size}</th>
                <td>{r.inS ? 'yes' : '—'}</td>
                <td>
                  <Canonical row={r} set={answer.set} />
                </td>
                <td>
                  {r.reducedPretty === null && r.reduced === null ? (
                    <span className="gn-muted">too long to show</span>
                  ) : (
                    <FormText text={r.reducedPretty ?? r.reduced!} />
                  )}
                </td>
                <td className="gn-stops">
                  <span>{stop(r.leftStop)},</span> <span>{stop(r.rightStop)}</span>
                </td>
                <td>{outcomeText(r.outcome)}</td>
                <td>
                  <span className={r.shape === 'other' ? undefined : 'gn-tag'}>{SHAPE_TEXT[r.shape]}</span>
                </td>
                {r.example62 && <td>{r.example62.agrees ? '✓ agrees' : '✗ differs'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager
        page={page}
        pages={pages}
        onPage={onPage}
        first={rows[0]?.size}
        last={rows[rows.length - 1]?.size}
      />
    </div>
  );
});
