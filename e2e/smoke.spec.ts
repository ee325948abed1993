import { test, expect } from './fixtures';

test('the app loads', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Coin Games Lab');
});
