/**
 * A line too long for the board, handed to the Long lines panel (which takes 1,000,000
 * coins). Held here for the moment it takes to open the panel: too long for the URL, and
 * the panel values it at once, so nothing is lost on reload that the person cannot paste again.
 */
type Listener = (line: string) => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

/** Give the line to the panel: a mounted panel takes it now, a panel about to mount on its first render. */
export function offerLongLine(line: string): void {
  if (listeners.size > 0) for (const l of listeners) l(line);
  else pending = line;
}

/** The panel's side: take a line offered before it mounted, and listen for later ones. */
export function receiveLongLines(listener: Listener): () => void {
  if (pending !== null) {
    const line = pending;
    pending = null;
    listener(line);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
