/** The app's one TeX client: KaTeX runs in its own module worker, apart from the engine's. */
import { TexClient, type TexWorkerLike } from './texClient';

export const texClient = new TexClient(
  typeof Worker === 'undefined' ? null : () => new Worker(new URL('./tex.worker.ts', import.meta.url), { type: 'module' }) as unknown as TexWorkerLike,
);
