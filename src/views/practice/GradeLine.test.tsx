import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerForm } from '../../engine/practice/types';
import { GradeLine } from './GradeLine';

const legal: AnswerForm = {
  shape: 'choice',
  label: 'Legal?',
  hint: 'yes or no',
  choices: [
    { value: 'yes', label: 'Yes, it is legal' },
    { value: 'no', label: 'No' },
  ],
};
const whole: AnswerForm = { shape: 'whole', label: 'Nim-value', hint: '' };
const line = () => screen.getByRole('paragraph').textContent;

describe('GradeLine', () => {
  it('echoes a choice by the label the student saw, not its code', () => {
    render(<GradeLine status="wrong" submitted="no" expected="yes" form={legal} retry={false} />);
    expect(line()).toMatch(/you answered No; the answer is Yes, it is legal\./);
  });

  it('trims the typed answer and adds the canonical form only when it differs', () => {
    const { rerender } = render(
      <GradeLine status="right" submitted=" 2 " expected="2" form={whole} retry={false} />,
    );
    expect(line()).toBe('✓ Right: 2.');
    rerender(<GradeLine status="right" submitted=" +2" expected="2" form={whole} retry={false} />);
    expect(line()).toBe('✓ Right: +2 (2).');
    rerender(<GradeLine status="wrong" submitted=" 2 " expected="3" form={whole} retry={false} />);
    expect(line()).toMatch(/you answered 2; the answer is 3\./);
  });

  it('names a right answer after a wrong one a second try, once', () => {
    render(<GradeLine status="right" submitted="1" expected="1" form={whole} retry />);
    expect(line()).toBe('✓ Correct on a second try: 1. Only first answers count toward the score.');
  });
});
