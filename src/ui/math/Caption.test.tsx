import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Caption } from './Caption';
import { Tex } from './Tex';
import { splitTex } from './splitTex';

describe('splitTex', () => {
  const cases: [string, string, ReturnType<typeof splitTex>][] = [
    ['plain text', 'no maths', [{ kind: 'text', text: 'no maths' }]],
    [
      'inline',
      'so $x<y$ holds',
      [
        { kind: 'text', text: 'so ' },
        { kind: 'tex', tex: 'x<y', display: false },
        { kind: 'text', text: ' holds' },
      ],
    ],
    [
      'display',
      'hence $$1:1=2$$',
      [
        { kind: 'text', text: 'hence ' },
        { kind: 'tex', tex: '1:1=2', display: true },
      ],
    ],
    ['escaped dollar', 'costs \\$3', [{ kind: 'text', text: 'costs $3' }]],
    ['unclosed stays text', 'a $x and more', [{ kind: 'text', text: 'a $x and more' }]],
    ['escaped dollar inside TeX', '$\\$1$', [{ kind: 'tex', tex: '\\$1', display: false }]],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(splitTex(input)).toEqual(expected);
  });
});

describe('Caption', () => {
  it('typesets inline and display TeX with KaTeX and keeps the text', () => {
    const { container } = render(
      <Caption text="Since $\frac12 < 1$, we get $$1:\tfrac12=\tfrac32$$ as claimed." />,
    );
    expect(container.textContent).toContain('Since ');
    expect(container.textContent).toContain('as claimed.');
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    // KaTeX also writes MathML for screen readers.
    expect(container.querySelector('math annotation')?.textContent).toBe('\\frac12 < 1');
  });

  it('shows bad TeX as its source instead of crashing', () => {
    const { container } = render(<Caption text="broken $\frac{1$ here" />);
    const code = container.querySelector('.tex-error code');
    expect(code?.textContent).toBe('$\\frac{1$');
    expect(container.textContent).toContain('here');
  });

  it('Tex renders a display block', () => {
    const { container } = render(<Tex tex="x:y" display />);
    expect(container.querySelector('div.tex-display .katex-display')).not.toBeNull();
  });
});
