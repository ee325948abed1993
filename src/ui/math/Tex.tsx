/**
 * TeX typeset by KaTeX (fonts and CSS are bundled by Vite from the katex package, so it works
 * offline). In the browser KaTeX runs in the TeX worker (tex.ts, beside it): a page's formulas
 * never block the main thread and KaTeX is not in the page's JavaScript. A formula not yet
 * typeset keeps its place (its source, invisible) and shows when its HTML arrives; one seen
 * before shows at once from the cache; the first is asked for once a formula comes near the view, so
 * a page with none in sight loads no KaTeX. Bad TeX shows its source with the error as a tooltip.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import 'katex/dist/katex.min.css';
import { openWhenNear } from './openWhenNear';
import { texClient } from './tex';
import { texKey } from './texRequest';
import { TexBox, TexError, type TexProps } from './TexBox';
import './math.css';

export type { TexProps } from './TexBox';

// No Worker here (jsdom in component tests): typeset on this thread, synchronously.
const local = typeof Worker === 'undefined' ? await import('./LocalTex') : null;

function WorkerTex({ tex, display = false, className, visualOnly = false }: TexProps) {
  const request = { tex, display, visualOnly };
  const key = texKey(request);
  const subscribe = useCallback((onChange: () => void) => texClient.subscribe(key, onChange), [key]);
  const typeset = useSyncExternalStore(subscribe, () => texClient.get(key));
  // A formula asked for waits in a held client until one comes near the view (tex.ts). One with
  // no box while it waits (a hidden layout copy) is seen through an ancestor marked data-tex-watch.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (typeset || !texClient.isHeld || !box.current) return;
    return openWhenNear(box.current.closest('[data-tex-watch]') ?? box.current, () => texClient.open());
  }, [typeset]);
  if (!typeset) {
    texClient.request(request);
    return (
      <TexBox ref={box} display={display} className={className} pending>
        {tex}
      </TexBox>
    );
  }
  if (!typeset.ok)
    return <TexError tex={tex} display={display} className={className} message={typeset.message} />;
  return <TexBox display={display} className={className} html={typeset.html} />;
}

export function Tex(props: TexProps) {
  return local ? <local.LocalTex {...props} /> : <WorkerTex {...props} />;
}
