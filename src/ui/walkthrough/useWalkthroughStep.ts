/**
 * The current step of a walkthrough, read from and written to the URL (`step=7`, 1-based),
 * so a teacher can link to a step and reload keeps it. Writes use replaceState: stepping
 * does not flood the back button and never touches any play-mode undo history. Autoplay's
 * steps (`go(i, { live: true })`) show at once and reach the URL at most every WRITE_MS, as
 * browsers refuse more than a few hundred replaceState calls a minute.
 * Clamping never writes: a link's step waits for its own position's frames (the position is
 * applied first, by useUrlSync), so a step is never cut to fit the frames of another position.
 * Games that need the step outside the player (to highlight their own board) call this with
 * the same `paramName`, count and options as the player.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { setParams, useParam } from '../../nav/router';
import {
  BASE_PARAM,
  formatStepParam,
  isOldStepLink,
  oddBaseNotice,
  parseStepParam,
  upgradeOldStep,
} from './stepParam';

const WRITE_MS = 300;

export interface WalkthroughStepOptions {
  /** this player's old links counted from 0 (read them so, and upgrade them in the URL) */
  zeroBasedLinks?: boolean;
}

export interface WalkthroughStep {
  /** 0-based */
  index: number;
  /** null while the frames are not known */
  count: number | null;
  /** set when the URL asked for a step that does not exist (the index is clamped) */
  notice?: string;
  /** go to a step (0-based; clamped); `live` steps (autoplay) reach the URL throttled */
  go: (index: number, opts?: { live?: boolean }) => void;
}

export function useWalkthroughStep(
  count: number | null,
  paramName = 'step',
  { zeroBasedLinks = false }: WalkthroughStepOptions = {},
): WalkthroughStep {
  const [raw] = useParam(paramName);
  const [base] = useParam(BASE_PARAM);
  const old = zeroBasedLinks && isOldStepLink(raw, base);
  // What an old link said before its upgrade below, so a notice quotes what was pasted.
  const upgrade = useRef<{ pasted: string; upgraded: string; base?: string } | null>(null);
  const pasted =
    !old && upgrade.current && upgrade.current.upgraded === raw ? upgrade.current.pasted : undefined;
  const parsed = parseStepParam(raw, count, { zeroBased: old, pasted });
  // An odd base (not the mark 1) is said beside the player, as the upgrade rewrites it away.
  const baseNotice =
    pasted !== undefined
      ? oddBaseNotice(upgrade.current?.base, pasted)
      : old
        ? oddBaseNotice(base, raw)
        : undefined;
  const notice = [baseNotice, parsed.notice].filter(Boolean).join(' ') || undefined;

  // An old 0-based link becomes a new one in the URL at once (the number is not clamped here).
  useEffect(() => {
    if (!old || raw === undefined) return;
    const upgraded = upgradeOldStep(raw);
    if (upgraded === undefined) return;
    upgrade.current = { pasted: raw, upgraded, base };
    setParams({ [paramName]: upgraded, [BASE_PARAM]: '1' }, { replace: true });
  }, [old, raw, base, paramName]);

  // Autoplay's latest step, valid while the URL still says what we last wrote.
  const [live, setLive] = useState<{ index: number; raw: string | undefined } | null>(null);
  const latestRaw = useRef(raw);
  latestRaw.current = raw;
  const lastWrite = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const write = useCallback(
    (index: number) => {
      const text = formatStepParam(index);
      lastWrite.current = Date.now();
      // what the URL says from now on, even before the next render reads it back
      latestRaw.current = text;
      setParams({ [paramName]: text, ...(zeroBasedLinks ? { [BASE_PARAM]: '1' } : {}) }, { replace: true });
      return text;
    },
    [paramName, zeroBasedLinks],
  );

  const go = useCallback(
    (target: number, { live: isLive = false } = {}) => {
      if (count === null || count <= 0) return;
      const index = Math.min(count - 1, Math.max(0, Math.trunc(target)));
      window.clearTimeout(timer.current);
      if (!isLive) {
        setLive(null);
        write(index);
        return;
      }
      const wait = lastWrite.current + WRITE_MS - Date.now();
      if (wait <= 0) return setLive({ index, raw: write(index) });
      setLive({ index, raw: latestRaw.current });
      // A link followed meanwhile (a new position, its own step) is not overwritten with this step.
      const from = window.location.hash;
      timer.current = window.setTimeout(() => {
        if (window.location.hash === from) setLive({ index, raw: write(index) });
      }, wait);
    },
    [count, write],
  );

  const useLive = live !== null && live.raw === raw && count !== null && live.index < count;
  return useLive ? { index: live.index, count, go } : { index: parsed.index, count, notice, go };
}
