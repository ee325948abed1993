/**
 * URL <-> store for one hash parameter: the page's position lives in the store (and so
 * survives reload) and is mirrored in the URL (so it can be shared, and back/forward work).
 *
 * - On load and on back/forward, a valid parameter wins: it is parsed into the store.
 * - When the store's value changes (a move, an edit), the URL follows.
 * - A malformed parameter changes nothing: the stored (or default) position stays, and the
 *   hook returns a message for the page to show beside the board.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { currentRoute, setParams, useParam, usePage } from '../nav/router';
import type { Result } from '../engine/result';

/** A notation's parse/make pair under a hash parameter: parse(make(v)) is v. */
export interface UrlCodec<T> {
  /** the hash parameter, e.g. "position" in "#/ruler?position=TTHT" */
  param: string;
  /** the value, or what is wrong with the text (its message is said to the user as it is) */
  parse(text: string): Result<T>;
  make(value: T): string;
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

export function useUrlSync<T>(
  codec: UrlCodec<T>,
  value: T,
  onChange: (value: T) => void,
  { push = false }: UrlSyncOptions = {},
): UrlSync {
  const [param] = useParam(codec.param);
  const page = usePage();
  const [problem, setProblem] = useState<string | null>(null);
  const made = codec.make(value);
  const latest = useRef({ codec, onChange, made });
  latest.current = { codec, onChange, made };
  const shown = useRef<string | null>(null);

  // URL → store: on load and whenever the parameter changes (back/forward, a pasted link).
  // A layout effect, so a link's position is in the store before the page paints or any
  // passive effect reads it: a link's step is then read against its own position's frames.
  useLayoutEffect(() => {
    const { codec: c, onChange: set, made: current } = latest.current;
    if (param === undefined || param === current) return setProblem(null);
    const parsed = c.parse(param);
    if (parsed.ok) {
      setProblem(null);
      set(parsed.value);
    } else {
      const text = param.length > 40 ? `${param.slice(0, 40)}…` : param;
      setProblem(
        `The link's ${c.param} “${text}” could not be used: ${parsed.error.message}. Showing the saved position instead.`,
      );
    }
  }, [param]);

  // store → URL: when the value changes after mount; at mount only if the URL has no value.
  useEffect(() => {
    const first = shown.current === null;
    const changed = shown.current !== made;
    shown.current = made;
    // A newer link may already be in the URL (the hash changed after this render, as when links
    // follow each other quickly): it is applied above, and this render's value must not overwrite it.
    const now = currentRoute();
    if (now.page !== page || now.params[latest.current.codec.param] !== param) return;
    if (first ? param === undefined : changed && param !== made) {
      setParams({ [latest.current.codec.param]: made }, { replace: first || !push });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the value drives this; the parameter's changes are handled above
  }, [made]);

  const dismiss = useCallback(() => {
    setProblem(null);
    setParams({ [latest.current.codec.param]: latest.current.made });
  }, []);

  return { problem, dismiss };
}
