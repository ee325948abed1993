/**
 * Coin rows fit to their box's width here, whatever the user's "fit to width" setting: a printed
 * handout's page cannot scroll sideways, and shrinking the coins keeps the text beside them at
 * its size (shrinking the whole picture made 26-coin lines' labels 4 px tall).
 */
import { createContext } from 'react';

export const FitCoins = createContext(false);
