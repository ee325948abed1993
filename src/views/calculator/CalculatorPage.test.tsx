import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalculatorPage from './CalculatorPage';

function open(hash: string) {
  window.history.replaceState(null, '', hash);
  return render(<CalculatorPage />);
}

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('CalculatorPage (engine on the main thread)', () => {
  it('computes the expression in the URL and shows outcome, stops and the tree', async () => {
    open('#/calculator?e=' + encodeURIComponent('↑+↑+*'));
    expect((await screen.findByTestId('calc-outcome')).textContent).toContain('Left wins');
    expect(screen.getByTestId('calc-pretty').dataset.pretty).toBe('⇑*');
    expect(screen.getByTestId('calc-birthday').textContent).toContain('day 3');
    expect(screen.getByTestId('calc-tree').querySelectorAll('li').length).toBeGreaterThan(2);
  });

  it('submits typed input to the URL and marks a bad character', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open('#/calculator');
    const input = screen.getByLabelText('Game expression');
    await user.clear(input);
    await user.type(input, '{{1|0 # 2');
    await user.keyboard('{Enter}');
    expect(params().get('e')).toBe('{1|0 # 2');
    const err = await screen.findByTestId('calc-error');
    expect(err.textContent).toContain("unexpected character '#' at position 6");
    expect(screen.getByTestId('calc-error-at').querySelector('mark')?.textContent).toBe('#');
  });

  it('refuses a huge paste beside the box, before it reaches the URL; a huge link is not computed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open('#/calculator?e=' + encodeURIComponent('*2'));
    const input = screen.getByLabelText('Game expression');
    await user.clear(input);
    await user.click(input);
    await user.paste('{1|0}+'.repeat(200_000));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('calc-error').textContent).toContain(
      '1,200,000 characters long; this box takes at most 4,000',
    );
    expect(params().get('e')).toBe('*2');
    open('#/calculator?e=' + '1+'.repeat(5000) + '1');
    expect(screen.getAllByTestId('calc-error').at(-1)!.textContent).toContain('10,001 characters long');
  });

  it('draws the thermograph and gives mean, temperature, incentives and atomic weight', async () => {
    open('#/calculator?e=' + encodeURIComponent('{2|1}'));
    await screen.findByTestId('calc-outcome');
    expect(screen.getByTestId('calc-mean').textContent).toContain('3/2');
    expect(screen.getByTestId('calc-temp').textContent).toContain('1/2');
    expect(screen.getByRole('img', { name: 'Thermograph of {2|1}: mean 3/2, temperature 1/2' })).toBeTruthy();
    // incentives and atomic weight are asked for only when opened (issue 24)
    expect(screen.queryByTestId('calc-incentives')).toBeNull();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Incentives and atomic weight' }));
    expect(params().get('more')).toBe('1');
    expect((await screen.findByTestId('calc-incentives')).textContent).toContain('Left: ');
  });

  it('folds a form too large to typeset, never raw TeX (issue 24)', async () => {
    const sum = Array.from({ length: 10 }, (_, i) => `{${i + 1}|-${i + 1}}`).join('+');
    open('#/calculator?e=' + encodeURIComponent(sum));
    await screen.findByTestId('calc-outcome');
    expect(screen.getByTestId('calc-pretty-folded').textContent).toBe('5,245 characters, born on day 65');
    expect(screen.getByTestId('calc-result').textContent).not.toContain('\\frac');
    expect(screen.getAllByRole('button', { name: 'Copy as plain text' }).length).toBeGreaterThan(0);
  });

  it('answers a comparison in words, with its definition', async () => {
    open('#/calculator?e=' + encodeURIComponent('{1|-1} || 0'));
    await screen.findByTestId('calc-outcome');
    expect(screen.getByTestId('calc-comparison').textContent).toContain('G ‖ H: G is confused with H');
    expect(screen.getByTestId('calc-definitions').textContent).toContain('first-player win');
  });

  it("draws each term's thermograph beside a sum's", async () => {
    open('#/calculator?e=' + encodeURIComponent('{1|-1}+{2|-2}'));
    await screen.findByTestId('calc-outcome');
    const terms = screen.getByRole('list', { name: 'Thermographs of the terms' });
    expect(
      within(terms).getByRole('img', { name: 'Thermograph of {2|-2}: mean 0, temperature 2' }),
    ).toBeTruthy();
    expect(within(terms).getAllByRole('img')).toHaveLength(2);
  });

  it('explains the canonical form step by step, the open state and step in the URL', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open('#/calculator?e=' + encodeURIComponent('{0,1|*}'));
    await screen.findByTestId('calc-outcome');
    await user.click(screen.getByRole('button', { name: 'Explain, step by step' }));
    expect(params().get('explain')).toBe('1');
    const player = await screen.findByTestId('walkthrough');
    await user.click(within(player).getByRole('button', { name: /Next/ }));
    await user.click(within(player).getByRole('button', { name: /Next/ }));
    expect(params().get('step')).toBe('3');
    expect(within(player).getByText('dominated')).toBeTruthy();
    expect(player.textContent).toContain('Left never prefers a dominated option');
  });

  it('opens and closes options in the tree by keyboard', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open('#/calculator?e=' + encodeURIComponent('{1|0}:1'));
    await screen.findByTestId('calc-outcome');
    const toggle = screen.getAllByRole('button', { name: /options of/ })[0];
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('styles each L/R badge by its own side, at every depth', async () => {
    open('#/calculator?e=' + encodeURIComponent('{1|0}:1'));
    await screen.findByTestId('calc-outcome');
    const labels = [
      ...screen.getByTestId('calc-tree').querySelectorAll('.calc-tree__children .calc-tree__side-label'),
    ];
    expect(labels.length).toBeGreaterThan(1);
    for (const el of labels)
      expect(el.className).toContain(
        el.textContent === 'L' ? 'calc-tree__side-label--left' : 'calc-tree__side-label--right',
      );
  });

  it("links each game's term to its page and names winning moves in the game's words (issue 24)", async () => {
    open('#/calculator?e=' + encodeURIComponent('flip(0101) + gn(20)'));
    await screen.findByTestId('calc-outcome');
    const games = screen.getByRole('region', { name: 'The games in this expression' });
    expect(within(games).getAllByRole('link', { name: 'flip(0101)' })[0].getAttribute('href')).toBe(
      '#/flipping?lines=0101',
    );
    expect(within(games).getAllByRole('link', { name: 'gn(20)' })[0].getAttribute('href')).toBe(
      '#/goldennugget?heaps=b20',
    );
    const left = screen.getByTestId('calc-moves-left');
    expect(left.textContent).toContain('Left moving first: 12 winning moves, 4 of them listed');
    expect(left.querySelector('li')!.textContent).toBe('in gn(20) (term 2): take 1, leaving 19');
    expect(screen.getByTestId('calc-moves-right').textContent).toContain('has no winning move');
  });

  it('marks bad notation inside a term where it is wrong', async () => {
    open('#/calculator?e=' + encodeURIComponent('gn(20) + cs(mod:5:1,7, 3)'));
    const err = await screen.findByTestId('calc-error');
    expect(err.textContent).toContain('residue 7 is not in 1, …, 4');
    expect(screen.getByTestId('calc-error-at').querySelector('mark')?.textContent).toBe('7');
  });
});
