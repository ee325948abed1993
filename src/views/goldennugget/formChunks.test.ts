import { describe, expect, it } from 'vitest';
import { formChunks, SHORT_FORM } from './formChunks';

describe('formChunks', () => {
  it('keeps a short form whole: it never wraps', () => {
    expect(formChunks('5591/8192')).toEqual(['5591/8192']);
    expect(formChunks('{1|21/32}')).toEqual(['{1|21/32}']);
    expect(formChunks('{1, {1|5461/8192}|0}')).toEqual(['{1, {1|5461/8192}|0}']);
  });

  it('cuts a longer form after its top-level separators first, never inside a token', () => {
    const f = '{{1 ‖ 1|0}, {1|5461/8192}|0, {1|0}}';
    expect(formChunks(f)).toEqual(['{{1 ‖ 1|0}, ', '{1|5461/8192}|', '0, ', '{1|0}}']);
  });

  it('cuts a piece still too long at the next level in, and loses no character', () => {
    const f = '{1, {1, {1, {1|21/32}|21/32}|21/32, {1|0}}|0}';
    const chunks = formChunks(f);
    expect(chunks.join('')).toBe(f);
    expect(chunks[0]).toBe('{1, ');
    expect(chunks.every((c) => c.length <= SHORT_FORM)).toBe(true);
    expect(chunks.some((c) => /\d$/.test(c) && !c.endsWith('|') && !c.endsWith(', '))).toBe(false); // no break after a digit
  });
});
