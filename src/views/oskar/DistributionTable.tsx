/**
 * The distribution as a table, a page of rows at a time: m, how many configurations take m
 * steps, the mirror N(N+1)/2 − m and its count, and whether they agree (the symmetry, read off).
 */
import { useState } from 'react';
import { FieldError } from '../../ui/form';
import { VerdictMark, verdictOf } from '../../ui/Verdict';
import { groupDigits } from '../../ui/format/groupDigits';
import { GroupedNumber } from '../../ui/format/GroupedNumber';

const ROWS = 20;

interface Props {
  coins: number;
  counts: readonly string[];
  selected: number;
  onSelect(m: number): void;
}

export function DistributionTable({ coins, counts, selected, onSelect }: Props) {
  const D = counts.length - 1;
  const pageStart = Math.floor(selected / ROWS) * ROWS;
  const [goto, setGoto] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rows: number[] = [];
  for (let m = pageStart; m < Math.min(counts.length, pageStart + ROWS); m++) rows.push(m);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const t = goto.trim();
    if (!/^\d+$/.test(t) || Number(t) > D)
      return setProblem(`m must be a whole number from 0 to ${groupDigits(D)}`);
    setProblem(null);
    onSelect(Number(t));
  };

  return (
    <div className="oskar-dist-table">
      <div className="toolbar" role="group" aria-label="Rows of the table">
        <button
          type="button"
          onClick={() => onSelect(Math.max(0, pageStart - ROWS))}
          disabled={pageStart === 0}
        >
          ◀ Rows before
        </button>
        <span>
          m = {groupDigits(pageStart)}…
          {rows[rows.length - 1] === undefined ? '' : groupDigits(rows[rows.length - 1])} of 0…
          {groupDigits(D)}
        </span>
        <button
          type="button"
          onClick={() => onSelect(Math.min(D, pageStart + ROWS))}
          disabled={pageStart + ROWS > D}
        >
          Rows after ▶
        </button>
        <form onSubmit={submit} className="oskar-goto">
          <label htmlFor="oskar-goto-m">Go to m</label>
          <input
            id="oskar-goto-m"
            type="text"
            inputMode="numeric"
            value={goto}
            onChange={(e) => setGoto(e.currentTarget.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'oskar-goto-error' : undefined}
          />
          <button type="submit">Go</button>
          {problem && <FieldError id="oskar-goto-error" error={{ message: problem }} />}
        </form>
      </div>
      <div className="oskar-scroll">
        <table className="oskar-table" data-testid="distribution-table">
          <caption>
            Configurations of {coins} coins by the number of steps m, beside the mirror row {groupDigits(D)} −
            m
          </caption>
          <thead>
            <tr>
              <th scope="col">m</th>
              <th scope="col">configurations taking m steps</th>
              <th scope="col">mirror {groupDigits(D)} − m</th>
              <th scope="col">configurations taking that many</th>
              <th scope="col">symmetric?</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => {
              const same = counts[m] === counts[D - m];
              return (
                <tr
                  key={m}
                  data-testid={`dist-row-${m}`}
                  className={m === selected ? 'is-selected' : undefined}
                  aria-current={m === selected ? 'true' : undefined}
                  onClick={() => onSelect(m)}
                >
                  <th scope="row">{groupDigits(m)}</th>
                  <td data-testid="dist-count">
                    <GroupedNumber value={counts[m]} />
                  </td>
                  <td>{groupDigits(D - m)}</td>
                  <td data-testid="dist-mirror-count">
                    <GroupedNumber value={counts[D - m]} />
                  </td>
                  <td>
                    <VerdictMark verdict={verdictOf(same)}>{same ? 'same' : 'differ'}</VerdictMark>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
