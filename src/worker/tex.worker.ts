/**
 * KaTeX in a worker: a page's formulas are typeset here, off the main thread, and come back as
 * HTML. A page may ask for hundreds at once (or one that takes KaTeX 200 ms), so results are
 * posted every few milliseconds of work: the first formulas show while the rest are typeset,
 * and the page never applies one huge batch.
 */
import { typeset } from '../ui/math/typeset';
import type { TexJob, TexReply } from './texProtocol';

const scope = self as unknown as { onmessage: ((event: MessageEvent<TexJob>) => void) | null; postMessage(reply: TexReply): void };

const POST_EVERY_MS = 8;

scope.onmessage = (event: MessageEvent<TexJob>) => {
  let results: TexReply['results'] = [];
  let since = performance.now();
  for (const item of event.data.items) {
    results.push({ key: item.key, typeset: typeset(item) });
    if (performance.now() - since >= POST_EVERY_MS) {
      scope.postMessage({ results });
      results = [];
      since = performance.now();
    }
  }
  if (results.length) scope.postMessage({ results });
};
