/** The page's tabs (ARIA tabs: ←/→ Home/End move between them; the tab lives in the URL). */
import { useRef, type KeyboardEvent } from 'react';

export interface FlipTab {
  id: string;
  label: string;
}

export function FlipTabs({ tabs, current, onSelect }: { tabs: readonly FlipTab[]; current: string; onSelect: (id: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const to: Record<string, number> = { ArrowLeft: (i - 1 + n) % n, ArrowRight: (i + 1) % n, Home: 0, End: n - 1 };
    if (!(e.key in to)) return;
    e.preventDefault(); // so the walkthrough's ←/→ do not also fire
    onSelect(tabs[to[e.key]].id);
    refs.current[to[e.key]]?.focus();
  };
  return (
    <div role="tablist" aria-label="Flipping Coins explanations" className="flip-tabs">
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`flip-tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={`flip-panel-${t.id}`}
          tabIndex={t.id === current ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
