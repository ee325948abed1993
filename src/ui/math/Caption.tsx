/** Text with inline `$...$` and display `$$...$$` TeX, typeset by KaTeX. */
import { useMemo } from 'react';
import { splitTex } from './splitTex';
import { Tex } from './Tex';

export interface CaptionProps {
  text: string;
  className?: string;
  /** the element to render; a <div> (display TeX is a block) */
  as?: 'div' | 'p' | 'span';
  /** hidden from assistive technology (a layout ghost): typeset without the MathML copy */
  'aria-hidden'?: boolean;
}

export function Caption({ text, className, as: Tag = 'div', 'aria-hidden': ariaHidden }: CaptionProps) {
  const pieces = useMemo(() => splitTex(text), [text]);
  return (
    <Tag className={['caption', className].filter(Boolean).join(' ')} aria-hidden={ariaHidden || undefined}>
      {pieces.map((p, i) =>
        p.kind === 'text' ? (
          <span key={i}>{p.text}</span>
        ) : (
          <Tex key={i} tex={p.tex} display={p.display} visualOnly={ariaHidden} />
        ),
      )}
    </Tag>
  );
}
