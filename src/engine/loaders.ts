/**
 * Each game's handlers as a chunk loaded on its first request: the engine worker imports this
 * instead of api.ts's GAMES, so a page's worker loads only the games it asks about (issue 26:
 * the worker carried every game's code to every page). Shared code (cgt, arith) becomes shared
 * chunks in the build. GAMES stays the contract's type source: a game missing here, or loading
 * other handlers than GAMES holds, fails the type check (and loaders.test.ts).
 */
import type { GAMES } from './api';
import type { AnalyzeOptions } from './progress';
import { dispatch, gameOf, toErrorInfo, type EngineResponse, type Registry } from './dispatch';

type Games = typeof GAMES;

export const LOADERS: { readonly [G in keyof Games]: () => Promise<Games[G]> } = {
  numbers: () => import('./arith/handlers').then((m) => m.numbersHandlers),
  cgt: () => import('./calculatorOps').then((m) => m.calculatorOps),
  flipping: () => import('./games/flipping/handlers').then((m) => m.flippingHandlers),
  flippingproofs: () => import('./games/flipping/proofs/handlers').then((m) => m.flippingProofHandlers),
  flippingvariants: () => import('./games/flippingVariants/handlers').then((m) => m.flippingVariantsHandlers),
  sliding: () => import('./games/sliding/handlers').then((m) => m.slidingHandlers),
  goldennugget: () => import('./games/goldennugget/handlers').then((m) => m.goldenNuggetHandlers),
  ruler: () => import('./games/ruler/handlers').then((m) => m.rulerHandlers),
  oskar: () => import('./games/oskar/handlers').then((m) => m.oskarHandlers),
  subtraction: () => import('./games/subtraction/handlers').then((m) => m.subtractionHandlers),
  practice: () => import('./practice/handlers').then((m) => m.practiceHandlers),
};

const NAMES = Object.keys(LOADERS);
const loaded: Record<string, Registry[string]> = {};

const isGame = (name: string): name is keyof Games => Object.hasOwn(LOADERS, name);

/** Load a game's handlers (once) without answering anything: a page warms its game at boot. */
export async function loadGame(name: string): Promise<void> {
  if (!isGame(name) || Object.hasOwn(loaded, name)) return;
  loaded[name] = await LOADERS[name]();
}

/**
 * analyze() for the worker: the same answers, once the request's game has loaded. A chunk that
 * fails to load answers `internal` (not cached by the client), so a later request tries again.
 */
export async function analyzeLoaded(request: unknown, options: AnalyzeOptions = {}): Promise<EngineResponse> {
  const game = gameOf(request);
  if (game !== undefined) {
    try {
      await loadGame(game);
    } catch (e) {
      return { ok: false, error: toErrorInfo(e) };
    }
  }
  return dispatch(loaded, NAMES, request, options);
}
