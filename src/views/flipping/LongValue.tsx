/**
 * A value "p/q" from the engine, never cut without a way out: short ones as TeX; a long
 * numerator or denominator cut in the middle, with its digit counts, a button that shows
 * every digit (and folds them again) and one that copies the exact value. Every value of
 * this game is dyadic, so a long denominator is printed 2^k, which reads better.
 */
import { useState } from 'react';
import { copyText } from '../../ui/walkthrough/copyText';
import { Tex } from '../../ui/math/Tex';
import { denominatorPower, splitValue } from './valueText';
import { groupDigits } from '../../ui/format/groupDigits';

/** Digits shown in full; longer numerators or denominators are cut. */
export const LONG_DIGITS = 40;

const cut = (d: string) => (d.length <= LONG_DIGITS ? d : `${d.slice(0, 12)}\\ldots${d.slice(-6)}`);

export function valueTex(value: string, exp?: number): string {
  const v = splitValue(value);
  if (!v) return value;
  if (v.den === null) return `${v.sign}${cut(v.num)}`;
  const k = denominatorPower(v.den, exp);
  const den = k !== null && v.den.length > 6 ? `2^{${k}}` : cut(v.den);
  return `${v.sign}\\frac{${cut(v.num)}}{${den}}`;
}

export function LongValue({
  value,
  exp,
  prefix = '',
  label = 'the value',
}: {
  value: string;
  exp?: number;
  prefix?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const v = splitValue(value);
  const long = v !== null && (v.num.length > LONG_DIGITS || (v.den?.length ?? 0) > LONG_DIGITS);
  if (!long) return <Tex tex={`${prefix}${valueTex(value, exp)}`} />;
  const k = v.den === null ? null : denominatorPower(v.den, exp);
  const count = (n: number) => `${groupDigits(n)}-digit`;
  const digits =
    v.den === null
      ? `${count(v.num.length)} number`
      : `${count(v.num.length)} numerator, ${count(v.den.length)} denominator`;
  return (
    <span className={`flip-long-value${open ? ' is-open' : ''}`}>
      <Tex tex={`${prefix}${valueTex(value, exp)}`} /> <span className="flip-note">({digits})</span>{' '}
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Fold the digits' : 'Show all digits'}
      </button>{' '}
      <button
        type="button"
        onClick={() =>
          void copyText(value).then((ok) =>
            setCopied(ok ? 'Copied' : 'Copying was refused: select the digits instead'),
          )
        }
        aria-label={`Copy ${label} (${digits})`}
      >
        Copy
      </button>
      <span role="status" className="flip-note">
        {copied}
      </span>
      {open && (
        <code className="flip-digits" data-testid="flip-all-digits">
          {value}
          {k !== null && ` = ${v.sign}${v.num}/2^${k}`}
        </code>
      )}
    </span>
  );
}
