// The long-task figures of `npm run bench:ui`, measured in Chromium as a student runs it: started
// bare, with no DevTools protocol attached. Under Playwright's connection V8 collects source
// positions for the code it runs (a trace shows V8.CollectSourcePositions taking 45-85 ms inside
// React DOM's first evaluation), which a student's browser never does, so a driven browser
// overstates the first visit's longest task by as much as the budget itself.
//
// The page gets one extra script, /bench-probe.js, before its own (index.html is served with it;
// the Content-Security-Policy allows same-origin scripts): it records long tasks from navigation
// until the page is quiet (mounted, its first engine answer painted, then no long task and no DOM
// change for QUIET_MS) and posts them back, with the time to that first answer. A return visit is the same profile started again once the service worker of the
// first visit controls the page and has served it once (Chrome keeps the compiled code then).
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { CHROMIUM } from './chromium.mjs';

const QUIET_MS = 1500;
const VISIT_TIMEOUT_MS = 30_000;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--window-size=1280,800',
];
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

// Runs in the page before its scripts. `controlled` says whether the service worker served it.
const PROBE = `(() => {
  const tasks = [];
  let last = performance.now();
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { tasks.push([Math.round(e.startTime), Math.round(e.duration)]); last = Math.max(last, e.startTime + e.duration); } }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => (last = performance.now())).observe(document, { subtree: true, childList: true, characterData: true });
  // Why (--why): each long animation frame, with where its time went (script, style and layout).
  const frames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        frames.push({
          at: Math.round(f.startTime),
          duration: Math.round(f.duration),
          render: f.renderStart ? Math.round(f.startTime + f.duration - f.renderStart) : 0,
          scripts: f.scripts.map((s) => ({ invoker: s.invoker, source: (s.sourceURL || '').split('/').pop() + (s.sourceFunctionName ? ' ' + s.sourceFunctionName : ''), duration: Math.round(s.duration), forcedLayout: Math.round(s.forcedStyleAndLayoutDuration) })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  // The first answer: the first frame painted after the engine worker's first answer changed the DOM.
  let firstAnswer = null, answered = false;
  const Native = window.Worker;
  if (Native)
    window.Worker = class extends Native {
      constructor(...a) {
        super(...a);
        this.addEventListener('message', (event) => {
          if (event.data?.type !== 'done' || answered) return;
          answered = true;
          const seen = new MutationObserver(() => { seen.disconnect(); requestAnimationFrame(() => setTimeout(() => (firstAnswer = Math.round(performance.now())))); });
          seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      }
    };
  const report = () => fetch('/bench-report', { method: 'POST', body: JSON.stringify({ tasks, frames, firstAnswer, controlled: !!navigator.serviceWorker?.controller, swReady: !!window.__swReady }) });
  navigator.serviceWorker?.ready.then(() => (window.__swReady = true));
  const check = () => {
    const now = performance.now();
    const mounted = document.getElementById('root')?.getAttribute('aria-busy') !== 'true';
    if ((mounted && (!answered || firstAnswer !== null) && now - last > ${QUIET_MS} && (!navigator.serviceWorker || window.__swReady)) || now > ${VISIT_TIMEOUT_MS}) report();
    else setTimeout(check, 200);
  };
  setTimeout(check, 200);
})();`;

/** Serves dist/ (with the probe) on `port`; visits are told apart by the order of their reports. */
export function startBareServer(port, dist = 'dist') {
  let waiting = null;
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/bench-report') {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => (res.end('ok'), waiting?.(JSON.parse(body))));
      return;
    }
    if (path === '/bench-probe.js') return res.writeHead(200, { 'content-type': TYPES['.js'] }).end(PROBE);
    const file = normalize(join(dist, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(normalize(dist)) || !existsSync(file)) return res.writeHead(404).end();
    let body = readFileSync(file);
    if (file.endsWith('index.html'))
      body = body.toString().replace('<head>', '<head><script src="/bench-probe.js"></script>');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' }).end(body);
  });
  server.listen(port, '127.0.0.1');
  /** One launch of Chromium on `url` with `profile`; resolves to the probe's report (null: none in time). */
  const visit = (url, profile) =>
    new Promise((resolve) => {
      const browser = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, url], { stdio: 'ignore' });
      const done = (report) => {
        clearTimeout(timer);
        waiting = null;
        browser.once('exit', () => resolve(report));
        browser.kill('SIGTERM');
      };
      const timer = setTimeout(() => done(null), VISIT_TIMEOUT_MS + 5000);
      waiting = done;
    });
  return {
    /** The longest task of a first visit and of a return visit (0: none over 50 ms; null: no report), the time to each one's first engine answer (null: none), and the first visit's long animation frames. */
    async coldAndReturn(url) {
      const profile = mkdtempSync(join(tmpdir(), 'bench-ui-'));
      try {
        const cold = await visit(url, profile);
        await visit(url, profile); // the service worker now serves the page, and Chrome caches its code
        const back = await visit(url, profile);
        const longest = (r) => (r ? Math.max(0, ...r.tasks.map(([, duration]) => duration)) : null);
        return {
          cold: longest(cold),
          back: back?.controlled ? longest(back) : null,
          coldAnswer: cold?.firstAnswer ?? null,
          backAnswer: back?.controlled ? (back.firstAnswer ?? null) : null,
          frames: cold?.frames ?? [],
          tasks: cold?.tasks ?? [],
        };
      } finally {
        // Chromium's helper processes may still be closing their files: retry, and never fail the bench on it
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch {
          /* a leftover temporary profile */
        }
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
