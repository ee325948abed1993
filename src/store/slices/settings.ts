/** App settings: presentation mode, walkthrough speed, motion, the help overlay. */
import { isBoolean, oneOf, readSlice, updateSlice, type SliceSpec } from '../slice';

export const AUTOPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

export interface SettingsSlice {
  /** big type, high contrast, no side chrome: for a classroom projector */
  presentation: boolean;
  /** walkthrough autoplay speed, a multiple of the normal pace */
  autoplaySpeed: (typeof AUTOPLAY_SPEEDS)[number];
  /** "system" follows prefers-reduced-motion; "reduce" turns animation off whatever the system says */
  motion: 'system' | 'reduce';
  /** the `?` overlay (not saved) */
  helpOpen: boolean;
}

export const settingsSlice: SliceSpec<SettingsSlice> = {
  defaults: () => ({ presentation: false, autoplaySpeed: 1, motion: 'system', helpOpen: false }),
  saved: { presentation: isBoolean, autoplaySpeed: oneOf(...AUTOPLAY_SPEEDS), motion: oneOf('system', 'reduce') },
};

export const getSettings = (): SettingsSlice => readSlice('settings');
export const setPresentation = (presentation: boolean) => updateSlice('settings', { presentation });
export const togglePresentation = () => updateSlice('settings', (s) => ({ presentation: !s.presentation }));
export const setAutoplaySpeed = (autoplaySpeed: SettingsSlice['autoplaySpeed']) => updateSlice('settings', { autoplaySpeed });
export const setMotion = (motion: SettingsSlice['motion']) => updateSlice('settings', { motion });
export const setHelpOpen = (helpOpen: boolean) => updateSlice('settings', { helpOpen });
export const toggleHelp = () => updateSlice('settings', (s) => ({ helpOpen: !s.helpOpen }));
