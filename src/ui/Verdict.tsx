/**
 * Agreement said in a symbol AND words (✓ agrees, ✗ differs, ◐ partly), never colour alone;
 * the colour only repeats it.
 */
import type { ReactNode } from 'react';
import './claims.css';

export type Verdict = 'agrees' | 'differs' | 'partly';

const MARK: Record<Verdict, string> = { agrees: '✓', differs: '✗', partly: '◐' };

export function VerdictMark({ verdict, children }: { verdict: Verdict; children: ReactNode }) {
  return (
    <span className={`verdict verdict--${verdict}`}>
      <span aria-hidden="true">{MARK[verdict]} </span>
      {children}
    </span>
  );
}

/** ✓/✗ for a yes-or-no check. */
export const verdictOf = (ok: boolean): Verdict => (ok ? 'agrees' : 'differs');
