/**
 * A value that follows `value` at most once every `ms` while `active` (always its latest
 * value, on the trailing edge), and exactly while not. A fast process asks the engine for
 * diagram pages a few times a second instead of every frame, so no request is dropped as
 * stale before it finishes and the queue never grows.
 */
import { useEffect, useRef, useState } from 'react';

export function useThrottledValue(value: number, ms: number, active: boolean): number {
  const [held, setHeld] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (!active) return;
    const wait = last.current + ms - Date.now();
    const take = () => {
      last.current = Date.now();
      setHeld(value);
    };
    if (wait <= 0) return take();
    const t = window.setTimeout(take, wait);
    return () => window.clearTimeout(t);
  }, [value, ms, active]);
  return active ? held : value;
}
