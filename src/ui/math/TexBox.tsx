/** The element a formula sits in, and what bad TeX shows instead: its source, the error as a tooltip. */
import type { ReactNode, Ref } from 'react';

export interface TexProps {
  tex: string;
  /** display (block, centred) rather than inline */
  display?: boolean;
  className?: string;
  /** leave out the MathML copy (for aria-hidden copies, e.g. layout ghosts): half the DOM */
  visualOnly?: boolean;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function TexBox({
  display,
  className,
  html,
  pending,
  children,
  ref,
}: {
  display: boolean;
  className?: string;
  html?: string;
  pending?: boolean;
  children?: ReactNode;
  /** the pending box, watched until it comes near the view */
  ref?: Ref<HTMLElement>;
}) {
  const Tag = display ? 'div' : 'span';
  const classes = join('tex', display ? 'tex-display' : 'tex-inline', pending && 'tex-pending', className);
  if (html !== undefined) return <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement & HTMLSpanElement>}
      className={classes}
      aria-busy={pending || undefined}
    >
      {children}
    </Tag>
  );
}

export function TexError({
  tex,
  display,
  className,
  message,
}: {
  tex: string;
  display: boolean;
  className?: string;
  message: string;
}) {
  const Tag = display ? 'div' : 'span';
  return (
    <Tag className={join('tex-error', className)} title={message}>
      <code>{display ? `$$${tex}$$` : `$${tex}$`}</code>
    </Tag>
  );
}
