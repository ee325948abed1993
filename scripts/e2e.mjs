// End-to-end: build the app, then Playwright against the production build (vite preview).
import { ensureChromium } from './chromium.mjs';
import { run } from './run.mjs';

ensureChromium();
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
