/**
 * The calculator's ops with the games' terms (flip(0101), ruler(THHT), slide(3,7), gn(20),
 * cs(mod:5:1,3, 7)). cgt sits below the games and never imports one, so the terms are handed
 * to it here, once: api.ts's GAMES and the worker's loader (loaders.ts) hold this very object.
 */
import { cgtOps } from './cgt/handlers';
import { flippingTerm } from './games/flipping/calculatorTerms';
import { goldenNuggetTerm } from './games/goldennugget/calculatorTerms';
import { rulerTerm } from './games/ruler/calculatorTerms';
import { slidingTerm } from './games/sliding/calculatorTerms';
import { subtractionTerm } from './games/subtraction/calculatorTerms';

export const calculatorOps = cgtOps({
  flip: flippingTerm,
  ruler: rulerTerm,
  slide: slidingTerm,
  gn: goldenNuggetTerm,
  cs: subtractionTerm,
});
