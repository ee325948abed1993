/**
 * The `?` overlay: every key the app answers to right now, grouped, generated from the
 * registered commands (src/nav/commands.ts) so it cannot disagree with what the keys do;
 * then how to play on a board (boardKeys.ts: the boards take those keys themselves).
 * A modal dialog: focus moves in and is trapped, Esc or the close button closes it.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { useRegisteredCommands, type Command } from '../../nav/commands';
import { setCoinFit, setHelpOpen, setMotion, useStore } from '../../store';
import { BOARD_KEYS } from './boardKeys';
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

function KeyRow({ keys, label }: { keys: readonly string[]; label: string }) {
  return (
    <div className="keylist__row">
      <dt>
        {keys.map((k) => (
          <kbd key={k} aria-label={spokenKeyName(k)}>
            {keyName(k)}
          </kbd>
        ))}
      </dt>
      <dd>{label}</dd>
    </div>
  );
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
      <div
        ref={box}
        className="overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
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
                <KeyRow key={c.id} keys={c.keys} label={c.label} />
              ))}
            </dl>
          </section>
        ))}
        <section aria-label="On a board">
          <h3>On a board</h3>
          <dl className="keylist">
            {BOARD_KEYS.map((b) => (
              <KeyRow key={b.label} keys={b.keys} label={b.label} />
            ))}
          </dl>
        </section>
        <label className="overlay__setting">
          <input
            type="checkbox"
            checked={motion === 'reduce'}
            onChange={(e) => setMotion(e.target.checked ? 'reduce' : 'system')}
          />{' '}
          Turn animations off (otherwise the system setting decides)
        </label>
        <label className="overlay__setting">
          <input type="checkbox" checked={coinFit} onChange={(e) => setCoinFit(e.target.checked)} /> Fit long
          coin rows to the width (otherwise they keep their size and scroll sideways)
        </label>
      </div>
    </div>
  );
}
