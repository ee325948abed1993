/**
 * "The source says, the engine computes": one row per claim, the last column the verdict in
 * symbol and words (VerdictMark) with an optional note; rows that do not agree are also
 * marked by a bar, so agreement is never told by colour alone. Pages choose the columns.
 */
import type { ReactNode } from 'react';
import { VerdictMark, type Verdict } from './Verdict';

export interface ClaimColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** the row's header cell (<th scope="row">) */
  rowHeader?: boolean;
  className?: string;
}

export interface ClaimsTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ClaimColumn<T>[];
  verdictHeader: string;
  verdict: (row: T) => Verdict;
  verdictText: (row: T) => ReactNode;
  note?: (row: T) => ReactNode;
  /** extra attributes per row (data-testid, data-claim) */
  rowAttributes?: (row: T) => Record<string, string>;
  caption?: ReactNode;
  className?: string;
  testId?: string;
}

export function ClaimsTable<T>({
  rows,
  rowKey,
  columns,
  verdictHeader,
  verdict,
  verdictText,
  note,
  rowAttributes,
  caption,
  className,
  testId,
}: ClaimsTableProps<T>) {
  return (
    <table className={'claims-table' + (className ? ' ' + className : '')} data-testid={testId}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
          <th scope="col">{verdictHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const v = verdict(row);
          const n = note?.(row);
          return (
            <tr key={rowKey(row)} className={`claim--${v}`} {...rowAttributes?.(row)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={c.className}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ),
              )}
              <td className="claim-verdict">
                <VerdictMark verdict={v}>{verdictText(row)}</VerdictMark>
                {n && <div className="claim-note">{n}</div>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
