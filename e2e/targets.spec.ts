import { expect, test } from './fixtures';

/**
 * Issue 25: on a phone Golden Nugget's counters were 30 × 20 px and touched each other, and
 * radio buttons were 13 px: below the 24 px target size (WCAG 2.5.8).
 */
test('on a phone the counters and radio buttons are 24 px targets apart', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'target sizes are the phone’s');
  await page.goto('./#/goldennugget?heaps=b20,r17');
  const counters = page.getByTestId('gn-heap-0').locator('.gn-counter');
  await expect(counters.first()).toBeVisible();
  const boxes = await counters.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: r.width, h: r.height };
    }),
  );
  for (const b of boxes) {
    expect(b.w).toBeGreaterThanOrEqual(24);
    expect(b.h).toBeGreaterThanOrEqual(24);
  }
  // No two counters touch.
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const apart = a.right < b.left || b.right < a.left || a.bottom < b.top || b.bottom < a.top;
      expect(apart, `counters ${i} and ${j}`).toBe(true);
    }
  await page.goto('./#/flipping-variants?tab=table');
  const radio = page.locator('input[type="radio"]').first();
  await expect(radio).toBeVisible();
  const r = (await radio.boundingBox())!;
  expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(24);
});
