/**
 * KaTeX in a worker: a page's formulas are typeset here, off the main thread, and come back as
 * HTML. A page may ask for hundreds at once (or one that takes KaTeX 200 ms), so results are
 * posted as they accumulate: the first after a few milliseconds of work, so the first formulas
 * show at once, then in larger batches, since each batch costs the page a layout.
 */
import { typeset } from './typeset';
import type { TexJob, TexReply } from './texProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TexJob>) => void) | null;
  postMessage(reply: TexReply): void;
};

const FIRST_POST_MS = 8;
const POST_EVERY_MS = 24;

scope.onmessage = (event: MessageEvent<TexJob>) => {
  let results: TexReply['results'] = [];
  let since = performance.now();
  let due = FIRST_POST_MS;
  for (const item of event.data.items) {
    results.push({ key: item.key, typeset: typeset(item) });
    if (performance.now() - since >= due) {
      scope.postMessage({ results });
      results = [];
      since = performance.now();
      due = POST_EVERY_MS;
    }
  }
  if (results.length) scope.postMessage({ results });
};
