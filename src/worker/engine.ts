/**
 * The app's one engine client. In a browser the engine runs in a module worker; where there
 * is no Worker (jsdom in component tests) it runs on the main thread, loaded on demand and
 * started after a macrotask so the page can paint "computing" first.
 */
import type { AnalyzeOptions, AnyRequest, EngineResponse } from '../engine/api';
import { canShareFlags } from './cancelFlag';
import { EngineClient } from './client';
import { watchPageLifecycle } from './lifecycle';
import type { WorkerLike } from './protocol';
import { setEngineStatus } from './status';

async function runLocal(request: AnyRequest, options: AnalyzeOptions): Promise<EngineResponse> {
  const { analyze } = await import('../engine/api');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return analyze(request, options);
}

// Component tests put the engine in a Node worker thread here (src/test/engineInThread.ts).
const testWorker = (globalThis as { __cglEngineWorker?: () => WorkerLike }).__cglEngineWorker;

const createWorker =
  typeof Worker === 'undefined'
    ? (testWorker ?? null)
    : () =>
        new Worker(new URL('./engine.worker.ts', import.meta.url), {
          type: 'module',
        }) as unknown as WorkerLike;

// Where the page is cross-origin isolated, cancel raises a shared flag and the worker lives on.
export const engine = new EngineClient({
  createWorker,
  runLocal,
  onStatus: setEngineStatus,
  shareFlags: createWorker !== null && (testWorker !== undefined || canShareFlags()),
});

if (typeof document !== 'undefined') watchPageLifecycle(engine);
