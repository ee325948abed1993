import { afterEach, describe, expect, it } from 'vitest';
import { currentRoute, navigate } from '../../nav/router';
import { setPresentation, useStore } from '../../store';
import { keepLessonPlace, onSlide, restorePresentation, startPresenting } from './lessonPlace';

const slide = {
  id: 's1',
  page: 'ruler',
  params: { position: 'HTTH', step: '3' },
  title: '',
  note: '',
  answer: '',
};

describe('a lesson keeps its place while presented', () => {
  let release: (() => void) | null = null;
  afterEach(() => {
    release?.();
    release = null;
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '#/');
  });

  it('adds lesson and slide to the pages’ own navigation, not to the lessons page', () => {
    release = keepLessonPlace('l1', 2);
    navigate({ page: 'flipping', params: { lines: '0101' } });
    expect(currentRoute().params).toEqual({ lines: '0101', lesson: 'l1', slide: '2' });
    navigate({ page: 'lessons', params: { id: 'l1' } });
    expect(currentRoute().params).toEqual({ id: 'l1' });
    release();
    release = null;
    navigate({ page: 'flipping', params: { lines: '0101' } });
    expect(currentRoute().params).toEqual({ lines: '0101' });
  });

  it('follows a plain click on an in-app link with the place kept', () => {
    release = keepLessonPlace('l1', 3);
    const a = document.createElement('a');
    a.href = '#/numbers?x=1';
    document.body.append(a);
    a.click();
    a.remove();
    expect(currentRoute()).toEqual({ page: 'numbers', params: { x: '1', lesson: 'l1', slide: '3' } });
  });

  it('knows a view that has left its slide (a step moved on is still the slide)', () => {
    expect(onSlide({ page: 'ruler', params: { position: 'HTTH', step: '7', tab: 'rows' } }, slide)).toBe(
      true,
    );
    expect(onSlide({ page: 'ruler', params: { position: 'HHTH', step: '3' } }, slide)).toBe(false);
    expect(onSlide({ page: 'numbers', params: { position: 'HTTH' } }, slide)).toBe(false);
  });

  it('puts presentation mode back as it was before the lesson, once', () => {
    setPresentation(false);
    startPresenting();
    startPresenting(); // the next slide: still "off" remembered
    expect(useStore.getState().settings.presentation).toBe(true);
    restorePresentation();
    expect(useStore.getState().settings.presentation).toBe(false);
    setPresentation(true);
    restorePresentation(); // no lesson presented since: the person's own choice stays
    expect(useStore.getState().settings.presentation).toBe(true);
    setPresentation(false);
  });
});
