import { describe, expect, it } from 'vitest';
import { decodeLenient, parseHash } from './router';

describe('parseHash', () => {
  // Regressions from issue 12: each of these threw a URIError during render and blanked the app.
  it.each([
    ['#/%E0', '%E0'],
    ['#/flipping%', 'flipping%'],
    ['#/%%%', '%%%'],
    ['#/%C3%A9%E0', '%C3%A9%E0'],
    ['#/caf%C3%A9', 'café'],
    ['#/ruler/', 'ruler'],
    ['', ''],
  ])('reads %s as the page "%s"', (hash, page) => {
    expect(parseHash(hash).page).toBe(page);
  });

  it('keeps the well-formed escapes of a malformed path decoded', () => {
    expect(decodeLenient('%41%E0')).toBe('%41%E0'); // one run of escapes: kept whole
    expect(decodeLenient('a%20b%')).toBe('a b%');
  });

  it("reads malformed parameters without throwing (each page's codec then explains them)", () => {
    // URLSearchParams replaces a bad escape by U+FFFD and keeps a lone "%".
    expect(parseHash('#/ruler?position=%E0&step=%%').params).toEqual({ position: '\uFFFD', step: '%%' });
  });
});
