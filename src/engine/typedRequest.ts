/**
 * Build a typed request without repeating its game and op as literal types. A module of its
 * own, importing api.ts for types only, so a view that builds requests does not pull the
 * whole engine into the main thread's bundle.
 */
import type { GameName, OpName, RequestOf } from './api';

export const request = <G extends GameName, O extends OpName<G>>(
  game: G,
  op: O,
  fields: Omit<RequestOf<G, O>, 'game' | 'op'>,
): RequestOf<G, O> => ({ game, op, ...fields }) as RequestOf<G, O>;
