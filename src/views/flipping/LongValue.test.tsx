import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LongValue, valueTex } from './LongValue';

const tex = (el: Element) => el.querySelector('annotation')?.textContent;

describe('LongValue: long values are never cut without a way out', () => {
  it('prints short values as before, and a long power-of-two denominator as 2^k', () => {
    expect(valueTex('-11/16')).toBe('-\\frac{11}{16}');
    expect(valueTex('3')).toBe('3');
    expect(valueTex('1/1048576')).toBe('\\frac{1}{2^{20}}');
    expect(valueTex(`5/${(1n << 177n).toString()}`)).toBe('\\frac{5}{2^{177}}');
    expect(valueTex('7/5' + '0'.repeat(50), 9)).toBe(`\\frac{7}{2^{9}}`); // the engine's exponent wins
  });

  it('a long numerator: cut in the middle with its digit count, every digit on request, folded again, copied exactly', async () => {
    const num = '3527194836' + '1'.repeat(40) + '898943';
    const value = `${num}/${(1n << 177n).toString()}`;
    const { container } = render(<LongValue value={value} label="the value" />);
    expect(tex(container)).toBe('\\frac{352719483611\\ldots898943}{2^{177}}');
    expect(container.textContent).toContain(`(${num.length}-digit numerator, 54-digit denominator)`);
    const user = userEvent.setup(); // with its own clipboard stub
    const show = screen.getByRole('button', { name: 'Show all digits' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    expect(screen.getByTestId('flip-all-digits').textContent).toBe(`${value} = ${num}/2^177`);
    await user.click(screen.getByRole('button', { name: 'Fold the digits' }));
    expect(screen.queryByTestId('flip-all-digits')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Copy the value/ }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(value);
  });
});
