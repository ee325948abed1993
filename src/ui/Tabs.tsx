/**
 * A page's tabs: an ARIA tablist with roving focus (←/→ wrap, Home/End) and the one visible
 * tabpanel. `useTabParam` keeps the selected tab in a URL parameter so a link opens the tab.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { setParams, useParam } from '../nav/router';
import { afterLayout } from './layout/afterLayout';
import { ScrollCues } from './layout/ScrollCues';
import './tabs.css';

export interface TabSpec {
  id: string;
  label: string;
}

export interface TabParamOptions {
  /** the URL parameter ("tab" unless the page says otherwise) */
  param?: string;
  /** the tab shown when the parameter is missing or unknown; it is left out of the URL */
  fallback?: string;
  /** other URL parameters to drop when the tab changes (e.g. a walkthrough "step") */
  clear?: readonly string[];
}

/** The selected tab from the URL, the unknown value if the URL names no tab, and a selector. */
export function useTabParam(
  tabs: readonly TabSpec[],
  { param = 'tab', fallback = tabs[0].id, clear = [] }: TabParamOptions = {},
) {
  const [value] = useParam(param);
  const tab = tabs.some((t) => t.id === value) ? value! : fallback;
  const unknown = value !== undefined && value !== tab ? value : undefined;
  const select = (id: string) => {
    if (id === tab) return;
    const changes: Record<string, string | undefined> = { [param]: id === fallback ? undefined : id };
    for (const k of clear) changes[k] = undefined;
    // A tab change is a real navigation: the back button returns to the previous tab.
    setParams(changes, { replace: false });
  };
  return { tab, unknown, select };
}

export interface TabsProps {
  tabs: readonly TabSpec[];
  current: string;
  onSelect: (id: string) => void;
  /** accessible name of the tablist */
  label: string;
  /** makes the tab and panel ids unique on the page: `${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}` */
  idPrefix: string;
  panelClassName?: string;
  /** the selected tab's content */
  children: ReactNode;
}

export function Tabs({ tabs, current, onSelect, label, idPrefix, panelClassName, children }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  // On a projector the tabs are one row that scrolls sideways: keep the selected one in view
  // (by the row's own scroll, so the page does not move), once the row is laid out.
  const selected = tabs.findIndex((t) => t.id === current);
  useEffect(() => {
    const row = list.current;
    const tab = refs.current[selected];
    if (!row || !tab) return;
    return afterLayout(row, () => {
      if (row.scrollWidth <= row.clientWidth) return;
      const left = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
      if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth)
        row.scrollLeft = left - (row.clientWidth - tab.offsetWidth) / 2;
    });
  }, [selected]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const to: Record<string, number> = {
      ArrowLeft: (i - 1 + n) % n,
      ArrowRight: (i + 1) % n,
      Home: 0,
      End: n - 1,
    };
    if (!(e.key in to)) return;
    e.preventDefault(); // so the page's own ←/→ (walkthrough, process) do not also fire
    onSelect(tabs[to[e.key]].id);
    refs.current[to[e.key]]?.focus();
  };
  return (
    <>
      <div className="scroll-cues">
        <div role="tablist" aria-label={label} className="tabs" ref={list}>
          {tabs.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${t.id}`}
              aria-selected={t.id === current}
              aria-controls={`${idPrefix}-panel-${t.id}`}
              tabIndex={t.id === current ? 0 : -1}
              onClick={(e) => {
                onSelect(t.id);
                // A tab clicked with the mouse lets go of the keys: → then steps the panel's walkthrough
                // (a presenter's clicker sends →) instead of choosing the next tab. Tab still goes on
                // from the tab (the browser keeps its place in the focus order).
                if (e.detail > 0) e.currentTarget.blur();
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <ScrollCues row={list} />
      </div>
      <section
        role="tabpanel"
        id={`${idPrefix}-panel-${current}`}
        aria-labelledby={`${idPrefix}-tab-${current}`}
        className={panelClassName}
      >
        {children}
      </section>
    </>
  );
}

/** Said when the URL names a tab that does not exist, above the tabs. */
export function UnknownTabNotice({
  value,
  noun = 'tab',
  showing,
}: {
  value: string | undefined;
  noun?: string;
  showing: string;
}) {
  if (value === undefined) return null;
  return (
    <p className="tab-notice" role="status">
      There is no {noun} “{value.slice(0, 20)}”; showing {showing}.
    </p>
  );
}
