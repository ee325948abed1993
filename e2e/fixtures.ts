/**
 * Playwright's test, with a page whose goto and reload return once the app is there: the app
 * renders after the load event (src/main.tsx loads it in stages, so no task is long), and its
 * root is aria-busy until then. A spec that types or measures right after goto needs that.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Download, Locator, Page } from '@playwright/test';

async function appMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('aria-busy');
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appMounted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appMounted(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The tag of a test that depends on the screen (fit, sideways scroll, tap size, presentation,
 * print): the projector and phone projects run only these; the desktop project runs every test
 * (playwright.config.ts). A test without it checks behaviour, which one viewport is enough for.
 */
export const LAYOUT = '@layout';
