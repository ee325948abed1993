/**
 * A cancel flag the page and the worker share: one Int32 in a SharedArrayBuffer. The page
 * raises it; the engine, busy in a synchronous loop that no message can interrupt, reads it
 * at every `Work.tick` and stops there, so the worker (and all the engine has learned) lives on.
 * SharedArrayBuffer exists only where the page is cross-origin isolated (COOP + COEP headers,
 * see vite.config.ts); elsewhere there is no flag and the client terminates the worker instead.
 */
import type { CancelSignal } from '../engine/api';

export type CancelFlag = Int32Array;

/** Can this page share memory with its workers? */
export function canShareFlags(): boolean {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
  return isolated && typeof SharedArrayBuffer === 'function' && typeof Atomics === 'object';
}

export function newCancelFlag(): CancelFlag {
  return new Int32Array(new SharedArrayBuffer(4));
}

export function raiseFlag(flag: CancelFlag): void {
  Atomics.store(flag, 0, 1);
}

/** The engine's view of a flag: `aborted` reads the shared memory each time it is asked. */
export function flagSignal(flag: CancelFlag): CancelSignal {
  return {
    get aborted() {
      return Atomics.load(flag, 0) !== 0;
    },
  };
}
