/**
 * A long number with thousands separators that wraps only between its digit groups (after a
 * comma), never inside one: a table cell of a 40-digit count breaks as "1,234,567,<br>890,…".
 * The text is groupDigits' own, so copying it copies the number as shown.
 */
import { Fragment } from 'react';
import { groupDigits } from './groupDigits';

export function GroupedNumber({ value }: { value: number | bigint | string }) {
  const groups = groupDigits(value).split(',');
  return (
    <>
      {groups.map((g, i) => (
        <Fragment key={i}>
          {g}
          {i < groups.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
