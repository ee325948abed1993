/**
 * The header: the app's name (home link), the pages, and buttons for the two app keys
 * (`?`, `p`) for people without a keyboard. Fixed height, so presentation mode, which hides
 * the page links, never moves what is below.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { pages } from '../../nav/pages';
import { setPresentation, toggleHelp, togglePresentation, useStore } from '../../store';
import { afterLayout } from '../layout/afterLayout';
import { ScrollCues } from '../layout/ScrollCues';

interface Props {
  current: string;
  /** shown beside the page links (the lesson being presented), from the app */
  aside?: ReactNode;
  /** more buttons before the app's own (Add to lesson), from the app */
  tools?: ReactNode;
}

export function AppHeader({ current, aside, tools }: Props) {
  const presentation = useStore((s) => s.settings.presentation);
  const nav = useRef<HTMLElement>(null);
  // On a phone the links scroll sideways: bring the current page's link into view
  // (by the nav's own scroll, so the page itself never jumps), once the new page is laid out.
  useEffect(() => {
    const box = nav.current;
    if (!box) return;
    return afterLayout(box, () => {
      const link = box.querySelector<HTMLElement>('[aria-current="page"]');
      if (!link || box.scrollWidth <= box.clientWidth) return;
      const left = link.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
      box.scrollLeft = left - (box.clientWidth - link.offsetWidth) / 2;
    });
  }, [current]);
  return (
    <header className="app-header">
      <a className="app-header__name" href="#/" aria-current={current === '' ? 'page' : undefined}>
        <svg className="app-header__logo" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="10" r="8.5" />
          <circle cx="10" cy="10" r="5" />
        </svg>
        <span className="app-header__title">Coin Games Lab</span>
      </a>
      <div className="app-header__pages scroll-cues">
        <nav className="app-header__nav" aria-label="Pages" ref={nav}>
          <ul>
            {pages()
              .filter((p) => p.inMenu !== false)
              .map((p) => (
                <li key={p.id}>
                  <a href={`#/${p.id}`} aria-current={current === p.id ? 'page' : undefined}>
                    {p.menuTitle ?? p.title}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <ScrollCues row={nav} />
      </div>
      {aside}
      <div className="app-header__tools">
        {tools}
        <button type="button" onClick={toggleHelp} aria-keyshortcuts="?" title="Keyboard shortcuts (?)">
          Keys <kbd aria-hidden="true">?</kbd>
        </button>
        {presentation ? (
          <button
            type="button"
            onClick={() => setPresentation(false)}
            aria-keyshortcuts="Escape"
            title="Leave presentation mode (Esc)"
          >
            Leave presentation <kbd aria-hidden="true">Esc</kbd>
          </button>
        ) : (
          <button
            type="button"
            onClick={togglePresentation}
            aria-keyshortcuts="p"
            title="Presentation mode (p)"
          >
            Present <kbd aria-hidden="true">p</kbd>
          </button>
        )}
      </div>
    </header>
  );
}
