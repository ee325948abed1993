/**
 * Commands as objects that declare their own label and keys: the key bindings and the `?`
 * help overlay both come from this one registry, so they cannot disagree.
 * A component registers its commands while mounted (useCommands); one window listener
 * dispatches keys.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

export interface Command {
  /** unique while registered, e.g. "walkthrough.next" */
  id: string;
  /** what the help overlay says, e.g. "Next step" */
  label: string;
  /** KeyboardEvent.key values: "ArrowRight", "Home", " ", "p", "?", "Escape" */
  keys: readonly string[];
  /** heading in the help overlay: "App", "Walkthrough", "Board", ... */
  group: string;
  run: () => void;
  /** when false the key is not taken (the command still shows in the overlay) */
  enabled?: () => boolean;
  /** also fire while typing in a text field (Escape does; letters never should) */
  inInputs?: boolean;
}

let registered: Command[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function registerCommands(commands: readonly Command[]): () => void {
  registered = [...registered, ...commands];
  emit();
  return () => {
    registered = registered.filter((c) => !commands.includes(c));
    emit();
  };
}

/** The commands registered now (for the help overlay). */
export function useRegisteredCommands(): readonly Command[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => registered,
    () => registered,
  );
}

/**
 * Register commands while the component is mounted. The latest `run`/`enabled` closures are
 * used without re-registering on every render. Registered in a layout effect, before the
 * browser paints: a key pressed as soon as the control is on screen reaches it.
 */
export function useCommands(commands: readonly Command[]): void {
  const latest = useRef(commands);
  latest.current = commands;
  const signature = commands.map((c) => `${c.id}:${c.keys.join('+')}:${c.label}`).join('|');
  useLayoutEffect(() => {
    const proxies: Command[] = latest.current.map((c, i) => ({
      ...c,
      run: () => latest.current[i]?.run(),
      enabled: () => latest.current[i]?.enabled?.() ?? true,
    }));
    return registerCommands(proxies);
  }, [signature]);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  return false;
}

/** Find the command for a key event, newest registration first (a page's keys shadow the app's). */
export function commandFor(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): Command | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const typing = isTyping(event.target);
  for (let i = registered.length - 1; i >= 0; i--) {
    const c = registered[i];
    if (!c.keys.includes(event.key)) continue;
    if (typing && !c.inInputs) continue;
    if (c.enabled && !c.enabled()) continue;
    return c;
  }
  return undefined;
}

/** Install the one window key listener; returns its remover. Called once by the app shell. */
export function installKeyDispatcher(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    // Space and arrows on a focused button, checkbox (a switch) or grid belong to that control,
    // and so do Home/End/PageUp/PageDown on a slider (they move it, not the walkthrough).
    const t = event.target;
    if (
      (event.key === ' ' || event.key === 'Enter') &&
      t instanceof HTMLElement &&
      (t.tagName === 'BUTTON' || t.getAttribute('role') === 'gridcell')
    )
      return;
    if (event.key === ' ' && t instanceof HTMLInputElement && (t.type === 'checkbox' || t.type === 'radio'))
      return;
    const stepKey =
      event.key.startsWith('Arrow') ||
      event.key === 'Home' ||
      event.key === 'End' ||
      event.key === 'PageUp' ||
      event.key === 'PageDown';
    if (
      stepKey &&
      t instanceof HTMLElement &&
      (t.getAttribute('role') === 'slider' || (t instanceof HTMLInputElement && t.type === 'range'))
    )
      return;
    if (event.key.startsWith('Arrow') && t instanceof HTMLElement && t.closest('[role="grid"]')) return;
    // ↑/↓, Home/End and PageUp/PageDown in a focused box that scrolls (a projector's long caption
    // or tall frame) scroll it, as in any scrolling box; ←/→ still step, unless it scrolls sideways.
    const scrollKey =
      event.key === 'ArrowUp' || event.key === 'ArrowDown' || (stepKey && !event.key.startsWith('Arrow'));
    const box = t instanceof HTMLElement && t !== document.body && t !== document.documentElement ? t : null;
    if (scrollKey && box && box.scrollHeight > box.clientHeight) return;
    // ←/→ in a focused box that scrolls sideways (Ruler's rows on a phone) scroll it too.
    if (
      (event.key === 'ArrowLeft' || event.key === 'ArrowRight') &&
      box &&
      box.tabIndex >= 0 &&
      !box.matches('button, input, select, textarea, [role="slider"]') &&
      box.scrollWidth > box.clientWidth
    )
      return;
    const command = commandFor(event);
    if (!command) return;
    event.preventDefault();
    command.run();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
