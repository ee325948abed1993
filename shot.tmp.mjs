import { chromium } from '@playwright/test';
const [url, out, w, h, pres] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(url);
await page.waitForTimeout(2500);
if (pres === 'p') { await page.keyboard.press('p'); await page.waitForTimeout(800); }
await page.screenshot({ path: out, fullPage: true });
console.log(errors.join('\n'));
await browser.close();
