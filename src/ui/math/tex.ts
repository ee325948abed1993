/**
 * The app's one TeX client: KaTeX runs in its own module worker, apart from the engine's, started
 * once a formula first comes near the view.
 */
import { FONT_WAIT_MS, KATEX_FACES, loadFaces } from '../fonts/loadFaces';
import { TexClient, type TexWorkerLike } from './texClient';

export const texClient = new TexClient(
  typeof Worker === 'undefined'
    ? null
    : () =>
        new Worker(new URL('./tex.worker.ts', import.meta.url), {
          type: 'module',
        }) as unknown as TexWorkerLike,
  undefined,
  undefined,
  () => loadFaces(KATEX_FACES, FONT_WAIT_MS),
);

// KaTeX loads when a formula first comes near the view (Tex.tsx), or as the page is printed.
if (typeof window !== 'undefined' && typeof Worker !== 'undefined') {
  texClient.hold();
  window.addEventListener('beforeprint', () => texClient.open());
}
