/**
 * The top of a page: its title and a one-line introduction. Sizes are in rem (constant),
 * not inherited, so presentation mode, which enlarges text, does not push the board below
 * it down.
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
      {intro && <p className="page-header__intro">{intro}</p>}
    </div>
  );
}
