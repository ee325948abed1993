/**
 * Presentation mode: split one projector screen between the walkthrough's stage and the caption
 * under it (screenSplit.ts), so that the controls, the whole frame (scaled down when it cannot
 * fit, never clipped) and the caption are all in view, with the page's board above them while
 * the frame fits beside it.
 *
 * The board is the first coin row or marked board (`data-anchor="board"`) above the stage, if
 * it can share a screen with the walkthrough; otherwise the walkthrough itself is the top.
 * Recomputed when the window, the page's content, the frame or the caption changes size.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { MIN_CAPTION, MIN_STAGE, READABLE_SCALE, splitScreen, type ScreenFit } from './screenSplit';

export type { ScreenFit } from './screenSplit';

/** Breathing room above the board and under the caption, so both borders show. */
const MARGIN = 16;
const BOARDS = '[data-anchor="board"], [data-testid="board"]';
/** A frame too tall to read is tried this much wider at a time... */
const WIDER_BY = 0.05;
/** ...up to this many times the stage's width (then at half size anyway). */
const WIDEST = 2;

/** The top of the page's board above `el` (outside `top`), if it can share the screen with it. */
function boardTop(el: HTMLElement, top: HTMLElement): number | null {
  for (const board of document.querySelectorAll<HTMLElement>(BOARDS)) {
    if (top.contains(board)) break; // a frame's own coin row is part of the walkthrough
    if (!(board.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const at = board.getBoundingClientRect();
    if (at.height === 0) continue;
    // A board a screen away (a panel far down the page) cannot share the screen: the walkthrough leads.
    return el.getBoundingClientRect().top - at.top <= window.innerHeight - MIN_STAGE - MIN_CAPTION
      ? at.top
      : null;
  }
  return null;
}

/** The top of the screen's content: the board, or the walkthrough when it leads. */
function topOf(el: HTMLElement, top: HTMLElement, lead: ScreenFit['lead']): number {
  return (lead === 'board' ? boardTop(el, top) : null) ?? top.getBoundingClientRect().top;
}

/** What a box's content needs: its tallest child (a caption, a question, a frame) plus its own edges. */
function neededHeight(box: HTMLElement): number {
  const cs = getComputedStyle(box);
  let tallest = 0;
  for (const child of box.children)
    if (!child.classList.contains('wt-caption-ghost'))
      tallest = Math.max(tallest, child.getBoundingClientRect().height);
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return tallest + edges.reduce((sum, k) => sum + (parseFloat(cs[k]) || 0), 0);
}

/**
 * After the user steps, or when the walkthrough takes the lead: the screen's top (the board, or
 * the walkthrough) goes to the top of the screen, where the split assumes it, so the step just
 * taken is seen whole and the frame holds still from step to step (a page opened at its top,
 * where the walkthrough starts half way down, comes up on the first step).
 */
export function bringOnScreen(stage: HTMLElement, section: HTMLElement, lead: ScreenFit['lead']): void {
  // the split leaves MARGIN between the top and the caption's end: half above, half below
  const by = topOf(stage, section, lead) - MARGIN / 2;
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' });
}

export function useScreenFit(
  stageRef: RefObject<HTMLElement | null>,
  frameRef: RefObject<HTMLElement | null>,
  captionRef: RefObject<HTMLElement | null>,
  sectionRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  /** a new walkthrough: the stage's height and the lead start afresh */
  resetKey: unknown,
): ScreenFit | undefined {
  const [fit, setFit] = useState<ScreenFit | undefined>(undefined);
  const memory = useRef({ held: 0, led: false });

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const frame = frameRef.current;
    const caption = captionRef.current;
    const section = sectionRef.current;
    memory.current = { held: 0, led: false };
    if (!enabled || !stage || !frame || !caption || !section) {
      setFit(undefined);
      return;
    }
    const unwiden = () => {
      frame.style.width = '';
    };
    const measure = () => {
      const stageTop = stage.getBoundingClientRect().top;
      const sectionStyle = getComputedStyle(section);
      const gap = parseFloat(sectionStyle.rowGap) || 0;
      const after =
        (parseFloat(sectionStyle.paddingBottom) || 0) + (parseFloat(sectionStyle.borderBottomWidth) || 0);
      const roomUnder = (top: number) =>
        Math.floor(window.innerHeight - (stageTop - top) - gap - after - MARGIN);
      const board = boardTop(stage, section);
      const splitAt = (width: number | null) => {
        frame.style.width = width === null ? '' : `${width}px`;
        return splitScreen({
          roomWithBoard: board === null ? null : roomUnder(board),
          roomAlone: roomUnder(section.getBoundingClientRect().top),
          caption: neededHeight(caption),
          // the frame's own layout size: its scale is a transform, which leaves these alone
          frameHeight: frame.scrollHeight,
          frameWidth: frame.scrollWidth,
          stageWidth: stage.clientWidth,
          ...memory.current,
        });
      };
      // A frame too tall to read at its scale reflows first: laid out wider (its rows of tables
      // and pictures side by side, where it wraps them) it may need less shrinking as a whole.
      let next = splitAt(null);
      let width: number | null = null;
      for (let k = 1 + WIDER_BY; next.scale < READABLE_SCALE && k <= WIDEST + 1e-9; k += WIDER_BY) {
        const wider = Math.round(stage.clientWidth * k);
        if (stage.clientWidth / wider <= next.scale) break; // its width alone would shrink it more
        const tried = splitAt(wider);
        if (tried.scale > next.scale) [next, width] = [tried, wider];
      }
      frame.style.width = width === null ? '' : `${width}px`;
      memory.current = { held: next.held, led: next.lead === 'walkthrough' };
      setFit((old) =>
        old &&
        old.stage === next.stage &&
        old.caption === next.caption &&
        old.captionScrolls === next.captionScrolls &&
        old.scale === next.scale &&
        old.lead === next.lead
          ? old
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return unwiden;
    // A new caption or frame is measured right after the browser lays it out and applied before
    // it paints: no frame shows a caption cut or a frame clipped. When a frame too big to share
    // the screen with the board makes the walkthrough lead, the walkthrough comes to the top.
    const remeasure = () => {
      const led = memory.current.led;
      flushSync(measure);
      if (!led && memory.current.led) bringOnScreen(stage, section, 'walkthrough');
    };
    const observer = new ResizeObserver(remeasure);
    observer.observe(stage.closest('main') ?? document.body);
    observer.observe(frame);
    const watchContent = () => {
      for (const child of [...caption.children, ...frame.children]) observer.observe(child);
    };
    watchContent();
    // A question replaces the caption, ghost captions come and go, frames change: watch each newcomer.
    const children = new MutationObserver(() => (watchContent(), remeasure()));
    children.observe(caption, { childList: true });
    children.observe(frame, { childList: true });
    // A rotated screen or a resized window makes old heights meaningless: measure afresh.
    const onResize = () => {
      memory.current = { held: 0, led: false };
      measure();
    };
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      children.disconnect();
      window.removeEventListener('resize', onResize);
      unwiden();
    };
  }, [stageRef, frameRef, captionRef, sectionRef, enabled, resetKey]);

  return fit;
}
