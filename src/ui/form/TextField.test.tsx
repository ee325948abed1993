import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextField } from './TextField';

function Box({ onChange, max }: { onChange: (v: string) => void; max?: number }) {
  const [value, setValue] = useState('12');
  return (
    <TextField
      id="box"
      label="Box"
      value={value}
      maxLength={max}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function paste(input: HTMLElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
  return event;
}

// Issue 25: a 1,000,000-character paste into a box limited to 70,000 froze the page for
// seconds and reached the URL. The box refuses beyond its limit before anything reads it.
describe('TextField input limit', () => {
  it('refuses a paste beyond its limit, says so, and keeps its text', () => {
    const onChange = vi.fn();
    render(<Box onChange={onChange} max={70_000} />);
    const input = screen.getByLabelText('Box') as HTMLInputElement;
    const event = paste(input, '1'.repeat(100_000));
    expect(event.defaultPrevented).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('12');
    expect(screen.getByRole('alert').textContent).toMatch(/100,002 characters.*at most 70,000/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets a paste up to the limit through', () => {
    const onChange = vi.fn();
    render(<Box onChange={onChange} max={10} />);
    const input = screen.getByLabelText('Box');
    expect(paste(input, '12345678').defaultPrevented).toBe(false);
  });

  it('refuses a change beyond the limit (the backstop), with the default limit too', () => {
    const onChange = vi.fn();
    render(<Box onChange={onChange} />);
    const input = screen.getByLabelText('Box') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(10_001) } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/at most 10,000/);
    fireEvent.change(input, { target: { value: '3/4' } });
    expect(onChange).toHaveBeenCalledWith('3/4');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
