import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installKeyDispatcher } from '../../nav/commands';
import NumbersPage from './NumbersPage';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installKeyDispatcher();
});
afterEach(() => uninstall());

function open(hash: string) {
  window.history.replaceState(null, '', hash);
  return render(<NumbersPage />);
}

// KaTeX makes a large DOM: *ByRole name queries are slow in jsdom, so find controls by label/test id.
const button = (label: string) => document.querySelector<HTMLElement>(`button[aria-label="${label}"]`)!;
const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('NumbersPage (engine on the main thread)', () => {
  it("shows the paper's examples (a)–(e) with the engine's values", async () => {
    open('#/numbers');
    // Flipping Coins, Section 2: 1:1 = 2, 1:-1 = 1/2, 1:1/2 = 3/2, 1/2:1 = 3/4, (1:-1):1/2 = 5/8.
    const expected = { a: '=2', b: '=12', c: '=32', d: '=34', e: '=58' };
    for (const [tag, value] of Object.entries(expected)) {
      const el = await screen.findByTestId(`example-${tag}-value`);
      await within(el).findByText((_, node) => node?.classList.contains('katex-html') === true);
      expect(
        el
          .querySelector('annotation')
          ?.textContent?.replace(/\\frac\{(\d+)\}\{(\d+)\}/, '$1$2')
          .replace(/\s/g, ''),
      ).toBe(value);
    }
  });

  it('steps the x:y walkthrough by buttons and keys, keeping the step in the URL', async () => {
    const user = setup();
    open('#/numbers?x=1/2&y=1/2');
    await screen.findByTestId('walkthrough-caption');
    await user.click(button('Next step'));
    await user.click(button('Next step'));
    expect(params().get('step')).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect(params().get('step')).toBe('2');
    await user.keyboard('{End}');
    const slider = screen.getByLabelText('Step');
    const count = Number(slider.getAttribute('max'));
    expect(params().get('step')).toBe(String(count));
    expect(screen.getByTestId('numbers-result').querySelector('annotation')?.textContent).toBe(
      '\\frac{5}{8}',
    );
  });

  it("shows the engine's message at the input for a bad number", async () => {
    const user = setup();
    open('#/numbers?x=1/2&y=1/2');
    const x = screen.getByLabelText('Base x');
    await user.clear(x);
    await user.type(x, '1/3');
    await user.click(screen.getByText('Show x : y'));
    const message = await screen.findByTestId('sum-x-error');
    expect(message.textContent).toMatch(/power of 2/);
    expect(x.getAttribute('aria-invalid')).toBe('true');
    expect(x.getAttribute('aria-describedby')).toContain('sum-x-error');
    expect(params().get('x')).toBe('1/3');
  });

  it('finds the simplest number between a and b', async () => {
    open('#/numbers?topic=simplest&lower=3/8&upper=17/32');
    const value = await screen.findByTestId('simplest-value');
    expect(value.querySelector('annotation')?.textContent).toMatch(/= \\frac\{1\}\{2\}$/);
  });

  it('reads a typed string of signs', async () => {
    open('#/numbers?topic=signs&n=%2B-%2B');
    const value = await screen.findByTestId('signs-value');
    // + - + = 1 - 1/2 + 1/4 = 3/4
    expect(value.querySelector('annotation')?.textContent).toBe('\\frac{3}{4}');
  });

  it('says why the walkthrough is left out for a very long sum, instead of a blank player', async () => {
    open('#/numbers?x=6000&y=1');
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/walkthrough is made for up to [\d,]+ signs; this has 6,001/);
    expect(screen.getByTestId('sum-value')).toBeTruthy();
    expect(screen.queryByTestId('walkthrough-caption')).toBeNull();
  });
});
