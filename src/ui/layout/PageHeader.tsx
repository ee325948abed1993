/**
 * The top of a page: its title and a one-line introduction. Sizes are in rem (constant),
 * not inherited; presentation mode sets its own: a bigger title, and the introduction folds
 * away (presentation.css) so the board comes up the screen.
 */
import type { ReactNode } from 'react';
import './layout.css';

interface Props {
  title: ReactNode;
  /** one or two sentences: what the page is for */
  intro?: ReactNode;
  /** controls at the right of the title (e.g. an example picker) */
  actions?: ReactNode;
}

export function PageHeader({ title, intro, actions }: Props) {
  return (
    <div className="page-header">
      <div className="page-header__row">
        <h1>{title}</h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      {intro && <p className="page-header__intro pres-fold">{intro}</p>}
    </div>
  );
}
