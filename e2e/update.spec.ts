import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

// "New version: reload" (src/pwa/updateState.ts). The browser fetches a service worker's script
// itself, out of Playwright's routes, so the test puts a small proxy in front of the built app:
// once `nextVersion` is set it serves sw.js with one more line, as the next deploy would.
test.use({ serviceWorkers: 'allow' });

let nextVersion = false;
function proxyTo(target: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', target));
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    let body = Buffer.from(await upstream.arrayBuffer());
    if (nextVersion && req.url?.startsWith('/sw.js'))
      body = Buffer.concat([body, Buffer.from('\n// the next version\n')]);
    res.writeHead(upstream.status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a new version is announced, and Reload takes it', async ({ page, baseURL }) => {
  const proxy = await proxyTo(baseURL!);
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    await page.goto(`${origin}/#/ruler`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Coin Games Lab is ready.' });
    await expect(notice).toHaveCount(0);

    nextVersion = true;
    // The page looks for a new version when it comes back into view (or here, when asked).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(notice).toBeVisible({ timeout: 120_000 });

    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await notice.getByRole('button', { name: 'Reload' }).click();
    // The page reloads under the new version: no waiting worker, no notice, the same page.
    await page.waitForFunction(
      () => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
      undefined,
      { timeout: 120_000 },
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Ruler' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    nextVersion = false;
    proxy.close();
  }
});
