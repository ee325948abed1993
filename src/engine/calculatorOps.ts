/**
 * The calculator's ops with the games' terms (`gn(n)`, ...). cgt sits below the games and never
 * imports one, so the terms are handed to it here, once: api.ts's GAMES and the worker's
 * loader (loaders.ts) hold this very object.
 */
import { cgtOps } from './cgt/handlers';
import { goldenNuggetTerm } from './games/goldennugget/calculatorTerms';

export const calculatorOps = cgtOps({ gn: goldenNuggetTerm });
