/** How a KeyboardEvent.key value is written for people (the help overlay, button titles). */
const NAMES: Record<string, string> = {
  ' ': 'Space',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Enter: 'Enter',
  Home: 'Home',
  End: 'End',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
};

export function keyName(key: string): string {
  return NAMES[key] ?? key;
}

/** Spoken names, where the symbol would be read badly. */
const SPOKEN: Record<string, string> = {
  ArrowLeft: 'Left arrow',
  ArrowRight: 'Right arrow',
  ArrowUp: 'Up arrow',
  ArrowDown: 'Down arrow',
  '?': 'Question mark',
};

export function spokenKeyName(key: string): string {
  return SPOKEN[key] ?? keyName(key);
}
