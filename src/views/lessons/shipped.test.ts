/**
 * The lessons that ship with the app: each reads with no warning, and every slide names a page
 * of this app with parameters its page accepts (the pages' own URL codecs and tab lists).
 * e2e/lessons.spec.ts opens each slide in the browser.
 */
import { describe, expect, it } from 'vitest';
import { findPage } from '../../nav/pages';
import type { Result } from '../../engine/result';
import { linesCodec } from '../flipping/linesCodec';
import { heapsCodec } from '../goldennugget/heapsCodec';
import { configCodec } from '../oskar/codecs';
import { positionCodec } from '../ruler/positionCodec';
import { strapsCodec } from '../sliding/positionText';
import { shippedLessons, SHIPPED_FILES } from '../../lessons/shipped';

const known = (page: string) => findPage(page) !== undefined;
const INT = (t: string): Result<number> =>
  /^[1-9]\d*$/.test(t)
    ? { ok: true, value: Number(t) }
    : { ok: false, error: { code: 'bad_field', message: 'not a positive integer' } };
const oneOf =
  (...values: string[]) =>
  (t: string): Result<string> =>
    values.includes(t)
      ? { ok: true, value: t }
      : { ok: false, error: { code: 'bad_field', message: `not one of ${values.join(', ')}` } };

/** What each page's parameters must parse as (a parameter not listed fails the test). */
const PARAMS: Record<string, Record<string, (t: string) => Result<unknown>>> = {
  flipping: {
    lines: linesCodec.parse,
    step: INT,
    tab: oneOf('algorithm', 'options', 'sum', 'verify', 'proofs'),
  },
  numbers: { x: oneOf('1/2'), y: oneOf('1/2'), step: INT, topic: oneOf('sum', 'simplest', 'signs') },
  sliding: { p: strapsCodec.parse, bstep: INT },
  goldennugget: {
    heaps: heapsCodec.parse,
    tab: oneOf('play', 'representations', 'theorem', 'table'),
    from: INT,
  },
  ruler: { position: positionCodec.parse, step: INT, tab: oneOf('rows', 'mex', 'hoey', 'verify') },
  oskar: {
    c: configCodec.parse,
    step: INT,
    base: oneOf('1'),
    tab: oneOf('process', 'formula', 'distribution', 'backwards', 'paper'),
  },
  practice: {
    kind: oneOf(
      'value',
      'winner',
      'leftmove',
      'grundy',
      'summove',
      'legal',
      'reduced',
      'run',
      'steps',
      'next',
    ),
    level: INT,
    seed: INT,
  },
};

describe('shipped lessons', () => {
  const lessons = shippedLessons(known);

  it('are five, one per paper, each read without a warning', () => {
    expect(Object.keys(SHIPPED_FILES)).toEqual(['flipping', 'sliding', 'goldennugget', 'ruler', 'oskar']);
    for (const l of lessons) expect(l.warnings, l.lesson.title).toEqual([]);
  });

  it.each(lessons.map((l) => [l.lesson.title, l] as const))(
    '%s: every slide opens a page with valid parameters',
    (_t, l) => {
      expect(l.lesson.slides.length).toBeGreaterThanOrEqual(3);
      for (const [i, s] of l.lesson.slides.entries()) {
        const where = `${l.lesson.title}, slide ${i + 1}`;
        expect(findPage(s.page), where).toBeDefined();
        // the handout draws it with its page's own components
        expect(findPage(s.page)?.slide, `${where}: its page draws no slide on paper`).toBeDefined();
        const checks = PARAMS[s.page.endsWith('/practice') ? 'practice' : s.page];
        expect(checks, where).toBeDefined();
        for (const [k, v] of Object.entries(s.params)) {
          expect(checks[k], `${where}: parameter ${k}`).toBeDefined();
          const parsed = checks[k](v);
          expect(parsed.ok ? 'ok' : parsed.error.message, `${where}: ${k}=${v}`).toBe('ok');
        }
        expect(s.title || s.note, where).not.toBe('');
      }
    },
  );
});
