import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupedNumber } from './GroupedNumber';

describe('GroupedNumber', () => {
  it('reads as groupDigits writes it, with a break opportunity after each comma only', () => {
    const { container } = render(<GroupedNumber value="12345678901234567890" />);
    expect(container.textContent).toBe('12,345,678,901,234,567,890');
    expect(container.querySelectorAll('wbr')).toHaveLength(6);
    expect(container.innerHTML).toMatch(/^12,<wbr>345,<wbr>/);
  });

  it('leaves a short number alone', () => {
    const { container } = render(<GroupedNumber value={999} />);
    expect(container.innerHTML).toBe('999');
  });
});
