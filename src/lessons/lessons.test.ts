import { describe, expect, it } from 'vitest';
import { decodeLessonLink, encodeLessonLink } from './link';
import { LESSON_VERSION, splitLink } from './migrations';
import { LESSON_FORMAT, makeLessonFile, parseLessonFile, readLesson, type Lesson } from './schema';
import { createLessonStore, LESSONS_KEY } from './store';

const PAGES = ['flipping', 'numbers', 'ruler/practice', 'calculator'];
const known = (p: string) => PAGES.includes(p);

const LESSON: Lesson = {
  id: 'l1',
  title: 'Ordinal sums — in $20$ minutes',
  slides: [
    {
      id: 'a',
      page: 'flipping',
      params: { lines: '0101011111' },
      title: 'A line',
      note: 'Who wins? $x : y$',
      answer: '',
    },
    {
      id: 'b',
      page: 'numbers',
      params: { x: '1/2', y: '1/2', step: '5' },
      title: '',
      note: '',
      answer: '$\\frac58$',
    },
    {
      id: 'c',
      page: 'ruler/practice',
      params: { kind: 'value', level: '1', seed: '5' },
      title: 'é ü',
      note: '',
      answer: '',
    },
  ],
};

/** The parts of a lesson that survive a file or link (ids are made afresh). */
const meaning = (l: Lesson) => ({ title: l.title, slides: l.slides.map(({ id: _id, ...s }) => s) });

function memory(init: Record<string, string> = {}): Storage {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('lesson file', () => {
  it('round-trips through the file form, with its format and version', () => {
    const text = makeLessonFile(LESSON);
    expect(JSON.parse(text)).toMatchObject({ format: LESSON_FORMAT, version: LESSON_VERSION });
    const read = parseLessonFile(text, known);
    expect(read.ok && meaning(read.value.lesson)).toEqual(meaning(LESSON));
    expect(read.ok && read.value.warnings).toEqual([]);
  });

  it.each([
    [
      'not JSON',
      '{"format": "coin-games-lab/lesson", "version": 1, "lesson": {"title": "x", "sli',
      /not valid JSON/,
    ],
    ['another format', '{"format": "something-else", "lesson": {}}', /not a lesson/],
    [
      'no slide list',
      '{"format": "coin-games-lab/lesson", "version": 1, "lesson": {"title": "x"}}',
      /no list of slides/,
    ],
    [
      'a bad version',
      '{"format": "coin-games-lab/lesson", "version": "one", "lesson": {"slides": []}}',
      /version/,
    ],
    ['a number', '42', /not a lesson/],
  ])('refuses %s with a message', (_name, text, message) => {
    const read = parseLessonFile(text, known);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.message).toMatch(message);
  });

  it('keeps what it can show and names the rest', () => {
    const read = readLesson(
      {
        format: LESSON_FORMAT,
        version: 1,
        lesson: {
          title: 'T',
          slides: [
            { page: 'flipping' },
            7,
            { page: 'hexapawn', params: { n: '3' } },
            { page: 'ruler/practice', params: { seed: 5 } },
          ],
        },
      },
      known,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.lesson.slides.map((s) => s.page)).toEqual(['flipping', 'hexapawn']);
    expect(read.value.warnings.join(' ')).toMatch(
      /Slide 2 could not be read.*Slide 3 shows the page “hexapawn”.*Slide 4 could not be read/,
    );
    expect(read.value.lossy).toBe(true);
  });

  it('reads a newer format as far as it understands it, and says so', () => {
    const read = readLesson(
      {
        format: LESSON_FORMAT,
        version: LESSON_VERSION + 1,
        lesson: { title: 'Next', slides: [{ page: 'flipping', params: {}, arrows: [1] }] },
      },
      known,
    );
    expect(read.ok && read.value.lesson.slides).toHaveLength(1);
    expect(read.ok && read.value.warnings[0]).toMatch(/newer version of the app \(format 2\)/);
  });

  it('drops the lesson parameters from a slide it reads', () => {
    const read = readLesson(
      { version: 1, lesson: { slides: [{ page: 'flipping', params: { lesson: 'x', slide: '2' } }] } },
      known,
    );
    expect(read.ok && read.value.lesson.slides).toHaveLength(0);
  });
});

describe('migrations', () => {
  // Every earlier version, with what it must become. Version 0: written without a version, slides as links.
  const EARLIER: [number, unknown][] = [
    [
      0,
      {
        title: 'Ordinal sums — in $20$ minutes',
        slides: [
          { link: '#/flipping?lines=0101011111', title: 'A line', note: 'Who wins? $x : y$' },
          { link: 'https://example.org/app/#/numbers?x=1/2&y=1/2&step=5', answer: '$\\frac58$' },
          { link: '#/ruler/practice?kind=value&level=1&seed=5', title: 'é ü' },
        ],
      },
    ],
  ];

  it('has a step from every earlier version', () => {
    expect(EARLIER.map(([v]) => v)).toEqual(Array.from({ length: LESSON_VERSION }, (_, i) => i));
  });

  it.each(EARLIER)('reads version %i as the current format', (_v, data) => {
    const read = readLesson(data, known);
    expect(read.ok && meaning(read.value.lesson)).toEqual(meaning(LESSON));
  });

  it('reads a version-0 slide given as a bare link, and names an unreadable one', () => {
    const read = readLesson({ slides: ['#/calculator?e=1', { link: 'not a link at all' }] }, known);
    expect(read.ok && read.value.lesson.slides.map((s) => [s.page, s.params])).toEqual([
      ['calculator', { e: '1' }],
    ]);
    expect(read.ok && read.value.warnings.join(' ')).toMatch(/Slide 2 could not be read/);
  });

  it('splits links', () => {
    expect(splitLink('#/oskar?c=1001101&step=3')).toEqual({
      page: 'oskar',
      params: { c: '1001101', step: '3' },
    });
    expect(splitLink('#/')).toBeNull();
  });
});

describe('lesson link', () => {
  it('round-trips through the link', async () => {
    const value = await encodeLessonLink(LESSON);
    expect(value).toMatch(/^L1\.\d+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    const read = await decodeLessonLink(value, known);
    expect(read.ok && meaning(read.value.lesson)).toEqual(meaning(LESSON));
  });

  it('refuses a truncated or edited link with a message', async () => {
    const value = await encodeLessonLink(LESSON);
    for (const bad of [
      value.slice(0, -1),
      value.slice(0, -5),
      value.slice(0, Math.floor(value.length / 2)),
      value.replace(/\.(\d+)\./, (_m, n: string) => `.${Number(n) + 1}.`),
      value.slice(0, -2) + (value.endsWith('AA') ? 'BA' : 'AA'),
      'L1',
      '',
      'garbage',
    ]) {
      const read = await decodeLessonLink(bad, known);
      expect(read.ok, bad).toBe(false);
      expect(!read.ok && read.error.message).toMatch(/damaged or cut short/);
    }
    const newer = await decodeLessonLink('L2.1.1.AA', known);
    expect(!newer.ok && newer.error.message).toMatch(/newer version/);
  });
});

describe('lesson store', () => {
  const make = (storage: Storage) => createLessonStore({ storage: () => storage, knownPage: known });

  it('adds slides, edits, reorders, undoes, and survives a reload', () => {
    const storage = memory();
    const store = make(storage);
    const { lesson } = store.addSlide({ ...LESSON.slides[0] });
    store.addSlide({ ...LESSON.slides[1] });
    store.addSlide({ ...LESSON.slides[2] });
    store.moveSlide(lesson.id, 2, 0);
    store.renameLesson(lesson.id, 'Mine');
    store.renameLesson(lesson.id, 'Mine!'); // typed on: one undo step
    store.updateSlide(lesson.id, 'a', { note: 'new note' });
    expect(store.find(lesson.id)!.slides.map((s) => s.id)).toEqual(['c', 'a', 'b']);
    store.undo();
    expect(store.find(lesson.id)!.slides[1].note).toBe('Who wins? $x : y$');
    store.undo();
    expect(store.find(lesson.id)!.title).toBe('My lesson');
    const again = make(storage);
    expect(again.find(lesson.id)!.slides.map((s) => s.page)).toEqual([
      'ruler/practice',
      'flipping',
      'numbers',
    ]);
    expect(again.getState().current).toBe(lesson.id);
  });

  it('duplicates and deletes', () => {
    const store = make(memory());
    const id = store.create(LESSON);
    store.duplicateSlide(id, 0);
    store.deleteSlide(id, 2);
    expect(store.find(id)!.slides.map((s) => s.page)).toEqual(['flipping', 'flipping', 'ruler/practice']);
    const copy = store.duplicateLesson(id)!;
    expect(store.find(copy)!.title).toBe(`${LESSON.title} (copy)`);
    store.deleteLesson(id);
    expect(store.getState().lessons.map((l) => l.id)).toEqual([copy]);
  });

  it('migrates saved lessons of version 0', () => {
    const store = make(
      memory({
        [LESSONS_KEY]: JSON.stringify({
          state: { lessons: [{ id: 'old', title: 'Old', slides: ['#/flipping?lines=01'] }] },
        }),
      }),
    );
    expect(store.find('old')!.slides[0]).toMatchObject({ page: 'flipping', params: { lines: '01' } });
    expect(store.getState().problem).toBeNull();
  });

  it.each([
    ['damaged', '{"version":1,"state":{"lessons":[{"id":"x","title":"T","slides":['],
    [
      'newer',
      JSON.stringify({
        version: 99,
        state: { lessons: [{ id: 'x', title: 'T', slides: [{ page: 'flipping' }] }] },
      }),
    ],
    [
      'a bad slide',
      JSON.stringify({
        version: 1,
        state: { lessons: [{ id: 'x', title: 'T', slides: [{ page: 'flipping' }, 3] }] },
      }),
    ],
  ])('never overwrites %s saved lessons before the person chooses', (_name, text) => {
    const storage = memory({ [LESSONS_KEY]: text });
    const store = make(storage);
    expect(store.getState().locked).toBe(true);
    expect(store.getState().problem).toMatch(/could not be read/);
    store.addSlide({ ...LESSON.slides[0] });
    expect(storage.getItem(LESSONS_KEY)).toBe(text);
    expect(store.savedText()).toBe(text);
    store.unlock();
    expect(storage.getItem(LESSONS_KEY)).not.toBe(text);
  });
});
