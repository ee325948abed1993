/**
 * The page's side of the TeX worker: typeset formulas cached by key, and a subscription per key
 * so a formula shows when its HTML arrives. Formulas asked for during one render go to the
 * worker as one batch (sent in a microtask). If the worker fails (it could not load, or it
 * crashed), what it owed and everything after is typeset on the main thread, loading KaTeX then.
 * A big batch is shown in slices, one per frame: each listener's re-render inserts the formula's
 * HTML at once (useSyncExternalStore updates cannot be time-sliced), so telling 300 of them in
 * one task was a long task of its own (issue 12). The first formulas wait for KaTeX's fonts
 * (beforeFirstShow), so they are laid out once, in them, and never in a fallback system font.
 * A held client (hold()) asks nothing and starts no worker until open(): the app opens it when a
 * formula first comes near the view, so a page whose formulas are all further down (Ruler,
 * Subtraction) never loads KaTeX's 76 KB on a visit that does not scroll to them (issue 26).
 */
import { texKey, type TexRequest, type Typeset } from './texRequest';
import type { TexJob, TexReply } from './texProtocol';

/** The part of `Worker` the client uses, so tests can pass a fake. */
export interface TexWorkerLike {
  postMessage(job: TexJob): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<TexReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

type Item = TexJob['items'][number];

/** About how much typeset HTML one slice inserts (a few milliseconds of parsing and layout). */
const SLICE_CHARS = 10_000;

/** The next slice runs with the next frame (or the next task where there are no frames). */
const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 0);
};

export class TexClient {
  private readonly cache = new Map<string, Typeset>();
  private readonly listeners = new Map<string, Set<() => void>>();
  /** asked of the worker and not answered yet */
  private readonly owed = new Map<string, Item>();
  private batch: Item[] = [];
  /** answered keys whose listeners are still to be told, oldest first */
  private untold: string[] = [];
  private worker: TexWorkerLike | null = null;
  private local: Promise<typeof import('./typeset')> | null = null;
  private createWorker: (() => TexWorkerLike) | null;

  /** the wait for `beforeFirstShow`, once started (by the first answer: the page has KaTeX's stylesheet then) */
  private firstShow: Promise<void> | null = null;
  private showable: boolean;
  private held = false;

  constructor(
    createWorker: (() => TexWorkerLike) | null,
    private readonly limit = 2000,
    private readonly later: (run: () => void) => void = nextFrame,
    /** what the first formulas wait for before they show (KaTeX's fonts) */
    private readonly beforeFirstShow: (() => Promise<void>) | null = null,
  ) {
    this.createWorker = createWorker;
    this.showable = beforeFirstShow === null;
  }

  /** Whether formulas wait for open() (see hold()). */
  get isHeld(): boolean {
    return this.held;
  }

  /** Ask nothing (start no worker) until open(); formulas requested meanwhile wait in the batch. */
  hold(): void {
    this.held = true;
  }

  /** Send what waits, and from now on whatever is asked for. */
  open(): void {
    if (!this.held) return;
    this.held = false;
    if (this.batch.length > 0) this.flush();
  }

  get(key: string): Typeset | undefined {
    return this.showable ? this.cache.get(key) : undefined;
  }

  /** Ask for a formula (once: a cached or owed key is not asked again). */
  request(req: TexRequest): void {
    const key = texKey(req);
    if (this.cache.has(key) || this.owed.has(key)) return;
    const item = { ...req, key };
    this.owed.set(key, item);
    this.batch.push(item);
    if (this.batch.length === 1) queueMicrotask(() => this.flush());
  }

  subscribe(key: string, onChange: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  private flush(): void {
    if (this.held) return; // open() sends the batch
    const items = this.batch;
    this.batch = [];
    const worker = this.ensureWorker();
    if (worker) worker.postMessage({ items });
    else this.typesetHere(items);
  }

  private ensureWorker(): TexWorkerLike | null {
    if (this.worker || !this.createWorker) return this.worker;
    try {
      this.worker = this.createWorker();
    } catch {
      this.createWorker = null;
      return null;
    }
    this.worker.onmessage = (event) => this.receive(event.data.results);
    this.worker.onerror = () => {
      this.worker?.terminate();
      this.worker = null;
      this.createWorker = null;
      this.typesetHere([...this.owed.values()]);
    };
    return this.worker;
  }

  private typesetHere(items: Item[]): void {
    this.local ??= import('./typeset');
    void this.local.then(({ typeset }) =>
      this.receive(
        items.filter((i) => this.owed.has(i.key)).map((i) => ({ key: i.key, typeset: typeset(i) })),
      ),
    );
  }

  private receive(results: TexReply['results']): void {
    for (const { key, typeset } of results) {
      this.owed.delete(key);
      this.cache.delete(key);
      this.cache.set(key, typeset);
    }
    this.evict();
    const idle = this.untold.length === 0;
    for (const { key } of results) this.untold.push(key);
    if (!idle) return;
    if (this.showable) return this.tellSlice();
    this.firstShow ??= this.beforeFirstShow!().then(() => void (this.showable = true));
    void this.firstShow.then(() => this.tellSlice());
  }

  /** Tell the listeners of about SLICE_CHARS of HTML now, the rest in later slices. */
  private tellSlice(): void {
    let chars = 0;
    while (this.untold.length > 0 && chars < SLICE_CHARS) {
      const key = this.untold.shift()!;
      const listeners = this.listeners.get(key);
      if (!listeners) continue;
      const typeset = this.cache.get(key);
      chars += typeset?.ok ? typeset.html.length : 100;
      listeners.forEach((notify) => notify());
    }
    if (this.untold.length > 0) this.later(() => this.tellSlice());
  }

  /** Drop the oldest formulas nobody shows, beyond the limit. */
  private evict(): void {
    if (this.cache.size <= this.limit) return;
    for (const key of this.cache.keys()) {
      if (this.cache.size <= this.limit) break;
      if (!this.listeners.has(key)) this.cache.delete(key);
    }
  }
}
