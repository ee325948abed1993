// `npm run bench:ui`: how the production build behaves in Chromium, page by page. It builds,
// serves dist/ with `vite preview` on its own port (BENCH_PORT, default 4319), opens each page
// in a fresh browser context (a cold cache, as a student's first visit) and prints a table:
//
// - longest task: the longest main-thread task (PerformanceObserver 'longtask', so only tasks
//   over 50 ms are seen; "<50" means none) from navigation until the page has settled: every
//   engine job it asked for has answered and nothing has happened for a second.
// - return: the same on a return visit, once the service worker of a first visit serves the
//   scripts (Chrome keeps their compiled code with them), as in a classroom's second lesson.
// - first answer: from navigation start to the first frame painted after the page's first
//   engine answer reached it and changed the DOM ("-" where the page asks the engine nothing).
// - settled: when the window above closed, for scale.
// - stepping: on pages with a walkthrough, the longest task over five clicks of "Next step"
//   (after the page settled; "-" where there is no walkthrough on the page as it opens).
// - JS gz: the gzipped size of the JavaScript the page itself loaded; the workers' (the engine
//   and KaTeX, which run off the main thread) are listed apart as "workers gz".
//
// Each page is visited --runs=N times (default 3) and the quickest figures are kept, since a
// loaded machine only adds time. Timings live here, never in tests.
// Usage: npm run bench:ui [-- --no-build] [-- --runs=N] [-- page[?params] ...]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';

const PAGES = ['home', 'flipping', 'sliding', 'goldennugget', 'ruler', 'oskar', 'numbers', 'calculator', 'about'];
const PORT = Number(process.env.BENCH_PORT || 4319);
const BASE = `http://127.0.0.1:${PORT}/`;
const SETTLE_MS = 1000;
const MAX_MS = 30_000;
const STEPS = 5;

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) || 3);
const pages = args.filter((a) => !a.startsWith('--'));
// A page may carry its parameters, e.g. "oskar?tab=distribution".
for (const p of pages) if (!PAGES.includes(p.split('?')[0])) throw new Error(`unknown page ${p}; pages: ${PAGES.join(' ')}`);

// Runs in the page before its scripts: counts engine jobs and answers, notes the first answer's
// paint, and records every long task.
function instrument() {
  const bench = { jobs: 0, answers: 0, firstAnswer: null, lastEvent: 0, longest: 0, longTasks: 0, tasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      bench.longest = Math.max(bench.longest, e.duration);
      bench.longTasks++;
      bench.tasks.push([e.startTime, e.duration]);
      bench.lastEvent = Math.max(bench.lastEvent, e.startTime + e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', (event) => {
        if (event.data?.type !== 'done') return;
        bench.answers++;
        bench.lastEvent = performance.now();
        if (bench.firstAnswer !== null || bench.waiting) return;
        bench.waiting = true;
        const seen = new MutationObserver(() => {
          seen.disconnect();
          requestAnimationFrame(() => setTimeout(() => (bench.firstAnswer = performance.now())));
        });
        seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    }
    postMessage(message, ...rest) {
      if (message && typeof message === 'object' && 'request' in message) {
        bench.jobs++;
        bench.lastEvent = performance.now();
      }
      return super.postMessage(message, ...rest);
    }
  };
}

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * A return visit: the service worker installed by a first visit serves every script from its
 * cache (where Chrome keeps their compiled code), as on a classroom's second lesson.
 */
async function installOffline(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(1000);
}

async function measure(browser, id, warm = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const url = id === 'home' ? BASE : `${BASE}#/${id}`;
  if (warm) await installOffline(page, url);
  await page.addInitScript(instrument);
  const scripts = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (warm) await page.reload({ waitUntil: 'load' });
  else await page.goto(url, { waitUntil: 'load' });
  // Settled: every job answered, and no answer or long task for SETTLE_MS.
  const started = Date.now();
  for (;;) {
    const b = await page.evaluate(() => ({ ...window.__bench, now: performance.now() }));
    const quiet = b.answers >= b.jobs && b.now - Math.max(b.lastEvent, b.firstAnswer ?? 0) > SETTLE_MS && (b.jobs === 0 || b.firstAnswer !== null);
    if (quiet || Date.now() - started > MAX_MS) {
      const stepLongest = await stepWalkthrough(page);
      await context.close();
      let pageJs = 0;
      let workerJs = 0;
      for (const path of scripts) {
        const bytes = gzipBytes(join('dist', path.replace(/^\//, '')));
        if (/\.worker-[\w-]+\.js$/.test(path)) workerJs += bytes;
        else pageJs += bytes;
      }
      return { id, ...b, settled: b.now, timedOut: !quiet, pageJs, workerJs, errors, stepLongest };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Where the page has a walkthrough: the longest task over STEPS clicks of "Next step" (null: none). */
async function stepWalkthrough(page) {
  const next = page.getByRole('button', { name: 'Next step' }).first();
  if ((await next.count()) === 0 || !(await next.isVisible()) || !(await next.isEnabled())) return null;
  const from = await page.evaluate(() => performance.now());
  for (let i = 0; i < STEPS && (await next.isEnabled()); i++) {
    await next.click();
    await page.waitForTimeout(400);
  }
  return page.evaluate((t) => Math.max(0, ...window.__bench.tasks.filter(([start]) => start >= t).map(([, d]) => d)), from);
}

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    if (serverExited) throw new Error(`vite preview exited: is port ${PORT} taken? Set BENCH_PORT.`);
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer on ${BASE}`);
}

const ms = (x) => (x === null || x === undefined ? '-' : `${Math.round(x)} ms`);
const kb = (x) => (x ? `${(x / 1000).toFixed(1)} KB` : '-');

ensureChromium();
if (!args.includes('--no-build')) run('npx', ['vite', 'build', '--logLevel', 'warn']);
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
let serverExited = false;
server.on('exit', () => (serverExited = true));
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const list = pages.length ? pages : PAGES;
  const WIDTH = Math.max(13, ...list.map((id) => id.length));
  console.log(['page'.padEnd(WIDTH), 'longest'.padStart(7), 'tasks'.padStart(5), 'return'.padStart(7), 'stepping'.padStart(8), 'answer'.padStart(8), 'settled'.padStart(8), 'jobs'.padStart(5), 'JS gz'.padStart(9), 'workers gz'.padStart(10)].join('  '));
  for (const id of list) {
    // A busy machine only ever adds time: of several cold visits, report the quickest.
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, id));
    const returns = [];
    for (let i = 0; i < RUNS; i++) returns.push(await measure(browser, id, true));
    const returnLongest = Math.min(...returns.map((x) => x.longest));
    const best = (f) => Math.min(...runs.map((x) => f(x) ?? Infinity));
    const r = { ...runs[0], longest: best((x) => x.longest), stepLongest: runs[0].stepLongest === null ? null : best((x) => x.stepLongest), longTasks: best((x) => x.longTasks), firstAnswer: runs[0].firstAnswer === null ? null : best((x) => x.firstAnswer), settled: best((x) => x.settled), timedOut: runs.some((x) => x.timedOut), errors: runs.flatMap((x) => x.errors) };
    const errors = [...r.errors, ...returns.flatMap((x) => x.errors)];
    const flags = [r.timedOut || returns.some((x) => x.timedOut) ? `did not settle in ${MAX_MS / 1000} s` : '', errors.length ? `errors: ${errors.join('; ')}` : ''].filter(Boolean).join(', ');
    console.log(
      [
        id.padEnd(WIDTH),
        (r.longest ? ms(r.longest) : '<50').padStart(7),
        String(r.longTasks).padStart(5),
        (returnLongest ? ms(returnLongest) : '<50').padStart(7),
        (r.stepLongest === null ? '-' : r.stepLongest ? ms(r.stepLongest) : '<50').padStart(8),
        ms(r.firstAnswer).padStart(8),
        ms(r.settled).padStart(8),
        String(r.jobs).padStart(5),
        kb(r.pageJs).padStart(9),
        kb(r.workerJs).padStart(10),
        flags,
      ].join('  '),
    );
  }
  await browser.close();
} finally {
  if (!serverExited) process.kill(-server.pid);
}
