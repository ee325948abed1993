import { test, expect } from './fixtures';

const HOEY = 'TTTTHTTHTHHTHTT';

test('your turn: an open question holds Next, → and Play (they focus the answer); Back and the slider stay free, by keyboard', async ({
  page,
}) => {
  await page.goto(`./#/ruler?position=${HOEY}&step=5&quiz=1`);
  const wt = page.getByTestId('walkthrough');
  const next = wt.getByRole('button', { name: 'Next step' });
  // → to step 6, which asks for the rows' parities
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wt-ask')).toContainText('Count the heads in each row');
  const answer = wt.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeFocused();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Next (Enter on it), → and Play (Space on it) stay on step 6 and bring the student back to the answer
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeFocused();
  await expect(page.getByTestId('wt-ask-held')).toContainText('Answer, or press Show answer, first');
  await wt.getByRole('button', { name: 'Previous step' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(answer).toBeFocused();
  await wt.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Space');
  await expect(answer).toBeFocused();
  await expect(wt.getByRole('button', { name: 'Play' })).toBeVisible(); // not playing
  await expect(page).toHaveURL(/step=6/);
  await expect(page.getByTestId('ruler-diagram')).toHaveAttribute('data-phase', 'drop'); // the parities stay hidden
  // Back is free
  await wt.getByRole('button', { name: 'Previous step' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=5/);
  // the slider is free: it passes the question
  const slider = wt.getByRole('slider', { name: 'Step' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=7/);
  // Show answer opens the way on
  await slider.press('ArrowLeft');
  await expect(page).toHaveURL(/step=6/);
  await expect(slider).toBeFocused();
  await expect(page.getByTestId('wt-ask-held')).toHaveCount(0); // a return asks afresh
  await wt.getByRole('button', { name: 'Show answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wt-ask-outcome')).toContainText('The answer:');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=7/);
});
