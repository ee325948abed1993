import { LAYOUT, expect, test } from './fixtures';

test('Edit heaps: each "Heap n size" label stands apart from its box', { tag: LAYOUT }, async ({ page }) => {
  await page.goto('./#/goldennugget?heaps=b9,r5');
  await page.getByRole('button', { name: /Edit heaps/ }).click();
  const box = page.getByLabel('Heap 1 size');
  await expect(box).toHaveValue('9');
  // from the end of the label's words to the box's left edge
  const gap = await box.evaluate((input) => {
    const words = document.createRange();
    words.selectNodeContents(input.closest('label')!.firstChild!);
    return input.getBoundingClientRect().left - words.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(6);
});
