/** One slide as text: its number, title, the page it shows, its note (typeset). */
import { findPage } from '../../nav/pages';
import type { Slide } from '../../lessons/schema';
import { Caption } from '../../ui/math';
import { slideHref } from './actions';

export function slidePageTitle(slide: Slide): string {
  return findPage(slide.page)?.title ?? `No such page (“${slide.page}”)`;
}

export function SlideHeading({ slide, index }: { slide: Slide; index: number }) {
  return (
    <span className="slide-heading">
      <span className="slide-heading__n">{index + 1}</span>{' '}
      {slide.title && <Caption as="span" text={slide.title} />}{' '}
      <a href={slideHref(slide)} className="lessons-muted">
        {slidePageTitle(slide)}
        {slide.params.step ? `, step ${slide.params.step}` : ''}
      </a>
    </span>
  );
}

export function SlideNote({ text }: { text: string }) {
  return text ? <Caption className="slide-note" text={text} /> : null;
}
