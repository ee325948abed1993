/**
 * The `?` overlay: every key the app answers to right now, grouped, generated from the
 * registered commands (src/app/commands.ts) so it cannot disagree with what the keys do.
 * A modal dialog: focus moves in and is trapped, Esc or the close button closes it.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { useRegisteredCommands, type Command } from '../../app/commands';
import { setCoinFit, setHelpOpen, setMotion, useStore } from '../../store';
import { keyName, spokenKeyName } from './keyNames';
import { useFocusTrap } from './useFocusTrap';
import './overlay.css';

function groupCommands(commands: readonly Command[]): [string, Command[]][] {
  const groups = new Map<string, Command[]>();
  const seen = new Set<string>();
  for (const c of commands) {
    if (seen.has(c.id)) continue; // the same command registered twice shows once
    seen.add(c.id);
    groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  }
  // The app's own keys first, then each page's groups in the order they were registered.
  return [...groups].sort(([a], [b]) => Number(b === 'App') - Number(a === 'App'));
}

export function HelpOverlay() {
  const open = useStore((s) => s.settings.helpOpen);
  const motion = useStore((s) => s.settings.motion);
  const coinFit = useStore((s) => s.settings.coinFit);
  const commands = useRegisteredCommands();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(box, open);
  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || e.key === '?') {
      e.preventDefault();
      setHelpOpen(false);
    }
    // Keys pressed in the dialog belong to it, not to the page behind.
    if (e.key !== 'Tab') e.stopPropagation();
  };

  return (
    <div className="overlay-backdrop" onClick={() => setHelpOpen(false)}>
      <div ref={box} className="overlay" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} onClick={(e) => e.stopPropagation()}>
        <div className="overlay__head">
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <button type="button" data-autofocus onClick={() => setHelpOpen(false)}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
        {groupCommands(commands).map(([group, list]) => (
          <section key={group} aria-label={group}>
            <h3>{group}</h3>
            <dl className="keylist">
              {list.map((c) => (
                <div key={c.id} className="keylist__row">
                  <dt>
                    {c.keys.map((k) => (
                      <kbd key={k} aria-label={spokenKeyName(k)}>
                        {keyName(k)}
                      </kbd>
                    ))}
                  </dt>
                  <dd>{c.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <label className="overlay__setting">
          <input type="checkbox" checked={motion === 'reduce'} onChange={(e) => setMotion(e.target.checked ? 'reduce' : 'system')} /> Turn animations
          off (otherwise the system setting decides)
        </label>
        <label className="overlay__setting">
          <input type="checkbox" checked={coinFit} onChange={(e) => setCoinFit(e.target.checked)} /> Fit long coin rows to the width (otherwise
          they keep their size and scroll sideways)
        </label>
      </div>
    </div>
  );
}
