/**
 * The table of heaps from..to: size, Wythoff set, Zeckendorf word, canonical form (short
 * ones in full, long ones by size with a link to the calculator; forms wrap only at top-level
 * separators), reduced canonical form,
 * stops and outcome, Theorem 2.2's part and the reduced form "by the theorem" (marked where it
 * agrees with the engine). Rows come from the engine, one page at a time (the tab asks for the
 * page shown), so a long table never makes a long message or a long main-thread task;
 * PageUp/PageDown on the table turn pages.
 */
import { memo } from 'react';
import type { AnswerOf } from '../../engine/api';
import { FormText } from './FormText';
import { PartBadge, PartLegend } from './PartBadge';
import { groupDigits } from '../../ui/format/groupDigits';
import { pageKeys, TablePager, type HeapTablePager } from './TablePager';

/** Rows rendered at once. */
export const TABLE_PAGE = 40;

export type HeapRow = AnswerOf<'goldennugget', 'table'>['rows'][number];

const SET_TEXT = { A: 'A', B: 'B', none: '—' } as const;
const OUTCOME_TEXT = {
  L: 'L: Left wins',
  R: 'R: Right wins',
  N: 'N: first player wins',
  P: 'P: second player wins',
} as const;

/** A stop as text with a true minus sign: plain text, not TeX, keeps a page of rows cheap to draw. */
function stopText(p: string): string {
  return p.replace('-', '−');
}

/**
 * The one rule for the canonical-form column: a form of up to this many characters (its plain
 * form, the length the folded line states) is shown whole; a longer one by its size, whatever
 * the engine printed, so every long form folds the same way and the column stays narrow.
 */
export const TABLE_FORM_MAX = 64;

function Canonical({ row }: { row: HeapRow }) {
  if (row.pretty !== null && Number(row.canonicalLength) <= TABLE_FORM_MAX)
    return <FormText text={row.pretty} />;
  return (
    <span className="gn-muted">
      {groupDigits(Number(row.canonicalLength))} characters, born on day {row.birthday} —{' '}
      <a href={`#/calculator?e=gn(${row.size})`}>open in the calculator</a>
    </span>
  );
}

function ByTheorem({ row }: { row: HeapRow }) {
  const t = row.theorem;
  return (
    <span className={t.agrees ? 'gn-agree' : 'gn-disagree'}>
      <code>{t.byTheorem}</code> {t.agrees ? '✓ agrees' : '✗ differs from the engine'}
    </span>
  );
}

/** One page of heap rows (the tab asks the engine for one page at a time), with its pager. */
export const HeapTable = memo(function HeapTable({
  rows,
  page,
  pages,
  onPage,
}: { rows: HeapRow[] } & HeapTablePager) {
  const onKey = pageKeys({ page, pages, onPage });
  const first = rows[0]?.size;
  const last = rows[rows.length - 1]?.size;
  return (
    <div className="gn-result">
      <PartLegend />
      <div
        className="gn-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Golden Nugget heaps"
        onKeyDown={onKey}
      >
        <table className="gn-table" data-testid="gn-table">
          <caption>
            Blue heaps: Left removes a number in A, Right a number in B. A red heap of size n is the negative
            of the blue one (the players swap roles).
          </caption>
          <thead>
            <tr>
              <th scope="col">Heap n</th>
              <th scope="col">Set</th>
              <th scope="col">Zeckendorf</th>
              <th scope="col">Canonical form</th>
              <th scope="col">Reduced form</th>
              <th scope="col">Stops (L, R)</th>
              <th scope="col">Outcome</th>
              <th scope="col">Part</th>
              <th scope="col">By the theorem</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.size} data-testid={`gn-row-${r.size}`}>
                <th scope="row">{r.size}</th>
                <td className={`gn-set gn-set--${r.set}`}>{SET_TEXT[r.set]}</td>
                <td>
                  <code>{r.zeckendorf || '0'}</code>
                </td>
                <td>
                  <Canonical row={r} />
                  {r.isNumber && (
                    <>
                      {' '}
                      <span className="gn-tag">number</span>
                    </>
                  )}
                </td>
                <td>
                  {r.reducedPretty === null ? (
                    <span className="gn-muted">too long to show</span>
                  ) : (
                    <FormText text={r.reducedPretty} />
                  )}
                </td>
                <td className="gn-stops">
                  <span>{stopText(r.leftStop)},</span> <span>{stopText(r.rightStop)}</span>
                </td>
                <td>{OUTCOME_TEXT[r.outcome]}</td>
                <td>
                  <PartBadge part={r.theorem.part} k={r.theorem.k} />
                </td>
                <td>
                  <ByTheorem row={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager page={page} pages={pages} onPage={onPage} first={first} last={last} />
    </div>
  );
});
