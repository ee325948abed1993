/**
 * URL <-> store for one hash parameter: the page's position lives in the store (and so
 * survives reload) and is mirrored in the URL (so it can be shared, and back/forward work).
 *
 * - On load and on back/forward, a valid parameter wins: it is parsed into the store.
 * - When the store's value changes (a move, an edit), the URL follows.
 * - A malformed parameter changes nothing: the stored (or default) position stays, and the
 *   hook returns a message for the page to show beside the board.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { setParams, useParam } from '../app/router';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export interface UrlCodec<T> {
  /** the hash parameter, e.g. "line" in "#/ruler?line=TTHT" */
  param: string;
  format(value: T): string;
  /** the value, or what is wrong with the text (said to the user) */
  parse(text: string): Parsed<T>;
}

export interface UrlSync {
  /** a sentence about a malformed parameter, or null */
  problem: string | null;
  /** forget the problem and put the store's value back into the URL */
  dismiss(): void;
}

export interface UrlSyncOptions {
  /** a new history entry per change (moves you want Back to undo); default: replace */
  push?: boolean;
}

export function useUrlSync<T>(codec: UrlCodec<T>, value: T, onChange: (value: T) => void, { push = false }: UrlSyncOptions = {}): UrlSync {
  const [param] = useParam(codec.param);
  const [problem, setProblem] = useState<string | null>(null);
  const formatted = codec.format(value);
  const latest = useRef({ codec, onChange, formatted });
  latest.current = { codec, onChange, formatted };
  const shown = useRef<string | null>(null);

  // URL → store: on load and whenever the parameter changes (back/forward, a pasted link).
  useEffect(() => {
    const { codec: c, onChange: set, formatted: current } = latest.current;
    if (param === undefined || param === current) return setProblem(null);
    const parsed = c.parse(param);
    if (parsed.ok) {
      setProblem(null);
      set(parsed.value);
    } else {
      const text = param.length > 40 ? `${param.slice(0, 40)}…` : param;
      setProblem(`The link's ${c.param} “${text}” could not be used: ${parsed.message}. Showing the saved position instead.`);
    }
  }, [param]);

  // store → URL: when the value changes after mount; at mount only if the URL has no value.
  useEffect(() => {
    const first = shown.current === null;
    const changed = shown.current !== formatted;
    shown.current = formatted;
    if (first ? param === undefined : changed && param !== formatted) {
      setParams({ [latest.current.codec.param]: formatted }, { replace: first || !push });
    }
    // Only the value drives this effect; the parameter's own changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formatted]);

  const dismiss = useCallback(() => {
    setProblem(null);
    setParams({ [latest.current.codec.param]: latest.current.formatted });
  }, []);

  return { problem, dismiss };
}
