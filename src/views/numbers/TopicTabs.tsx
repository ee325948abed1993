/** Tabs for the three Numbers topics (ARIA tabs: ←/→ Home/End move between them). */
import { useRef, type KeyboardEvent } from 'react';

export interface Topic {
  id: string;
  label: string;
}

export function TopicTabs({ topics, current, onSelect }: { topics: readonly Topic[]; current: string; onSelect: (id: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const n = topics.length;
    const to: Record<string, number> = { ArrowLeft: (i - 1 + n) % n, ArrowRight: (i + 1) % n, Home: 0, End: n - 1 };
    if (!(e.key in to)) return;
    // Handled here, so the walkthrough's ←/→ do not also fire.
    e.preventDefault();
    onSelect(topics[to[e.key]].id);
    refs.current[to[e.key]]?.focus();
  };
  return (
    <div role="tablist" aria-label="Topics" className="nx-tabs">
      {topics.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={`panel-${t.id}`}
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
