/** App settings: presentation mode, walkthrough speed, motion, the help overlay. */
import { isBoolean, oneOf, readSlice, updateSlice, type SliceSpec } from '../slice';

/**
 * The one list of autoplay speeds every walkthrough player offers, as multiples of the normal
 * pace (AUTOPLAY_BASE_MS a step, twice that on important steps). The fast end is for long
 * engine processes such as Oskar's (1000× is 500 steps a second).
 */
export const AUTOPLAY_SPEEDS = [0.5, 1, 2, 4, 10, 100, 1000, 10000] as const;
export type AutoplaySpeed = (typeof AUTOPLAY_SPEEDS)[number];
/** Milliseconds on one ordinary step at 1×. */
export const AUTOPLAY_BASE_MS = 2000;

export interface SettingsSlice {
  /** big type, high contrast, no side chrome: for a classroom projector */
  presentation: boolean;
  /** autoplay speed of every walkthrough player, a multiple of the normal pace */
  autoplaySpeed: AutoplaySpeed;
  /** "system" follows prefers-reduced-motion; "reduce" turns animation off whatever the system says */
  motion: 'system' | 'reduce';
  /** long coin rows shrink their coins to fit the width (down to a legible floor) rather than scroll sideways */
  coinFit: boolean;
  /** walkthroughs stop before a "your turn" step and ask for what it shows (also `quiz=1` in the URL) */
  quiz: boolean;
  /** the `?` overlay (not saved) */
  helpOpen: boolean;
}

export const settingsSlice: SliceSpec<SettingsSlice> = {
  defaults: () => ({
    presentation: false,
    autoplaySpeed: 1,
    motion: 'system',
    coinFit: true,
    quiz: false,
    helpOpen: false,
  }),
  saved: {
    presentation: isBoolean,
    autoplaySpeed: oneOf(...AUTOPLAY_SPEEDS),
    motion: oneOf('system', 'reduce'),
    coinFit: isBoolean,
    quiz: isBoolean,
  },
};

export const getSettings = (): SettingsSlice => readSlice('settings');
export const setPresentation = (presentation: boolean) => updateSlice('settings', { presentation });
export const togglePresentation = () => updateSlice('settings', (s) => ({ presentation: !s.presentation }));
export const setAutoplaySpeed = (autoplaySpeed: AutoplaySpeed) => updateSlice('settings', { autoplaySpeed });
export const setMotion = (motion: SettingsSlice['motion']) => updateSlice('settings', { motion });
export const setCoinFit = (coinFit: boolean) => updateSlice('settings', { coinFit });
export const setQuiz = (quiz: boolean) => updateSlice('settings', { quiz });
export const setHelpOpen = (helpOpen: boolean) => updateSlice('settings', { helpOpen });
export const toggleHelp = () => updateSlice('settings', (s) => ({ helpOpen: !s.helpOpen }));
