/**
 * Which of the one shared list of speeds a walkthrough offers. The setting is one number for
 * every player, but 10,000× that suits the 500,501 frames of Oskar's slowest process would end
 * a 13-step walkthrough 150 ms after Play. So each player caps the setting by its length: the
 * fastest speed at which a run from the first step to the last still lasts MIN_RUN_MS.
 */
import { AUTOPLAY_BASE_MS, AUTOPLAY_SPEEDS, type AutoplaySpeed } from '../../store';

/** The shortest whole run a player's fastest speed allows. */
export const MIN_RUN_MS = 5000;

/** The fastest speed sensible for `count` frames (never below 1×, the normal pace). */
export function speedCap(count: number): AutoplaySpeed {
  let cap: AutoplaySpeed = 1;
  for (const s of AUTOPLAY_SPEEDS) if (s > cap && (count * AUTOPLAY_BASE_MS) / s >= MIN_RUN_MS) cap = s;
  return cap;
}

/** The speeds a player of `count` frames offers: the shared list up to its cap. */
export function speedsFor(count: number): AutoplaySpeed[] {
  const cap = speedCap(count);
  return AUTOPLAY_SPEEDS.filter((s) => s <= cap);
}

/** The speed a player of `count` frames plays at: the setting, capped. */
export function effectiveSpeed(setting: AutoplaySpeed, count: number): AutoplaySpeed {
  return Math.min(setting, speedCap(count)) as AutoplaySpeed;
}
