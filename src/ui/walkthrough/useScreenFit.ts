/**
 * Presentation mode: split one projector screen between the walkthrough's stage and the caption
 * under it, so that with the page's board at the top of the screen the board, the controls,
 * the frame and the caption are all in view, and neither the frame nor the caption moves from
 * step to step.
 *
 * The caption box is as tall as the tallest caption of the walkthrough (its invisible ghost
 * copies, or the tallest seen so far when there are none), but at most CAPTION_SHARE of the
 * room, and it scrolls inside beyond that. The stage takes the rest and scrolls inside too. The board is the first coin row or marked board
 * (`data-anchor="board"`) above the stage; without one, the walkthrough itself is the top.
 * Recomputed when the window, the page's content or a caption changes size; never from the
 * two boxes' own heights, so it settles at once.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The least stage worth showing: a frame's coin row with its labels. */
const MIN_STAGE = 150;
/** The least caption box: two lines of a 28 px caption. */
const MIN_CAPTION = 90;
/** The most of the screen's room a caption takes when both do not fit: the picture comes first. */
const CAPTION_SHARE = 0.4;
/** Breathing room above the board and under the caption, so both borders show. */
const MARGIN = 16;
const BOARDS = '[data-anchor="board"], [data-testid="board"]';

export interface ScreenFit {
  stage: number;
  caption: number;
  /** the tallest caption is cut to its box, which scrolls */
  captionScrolls: boolean;
}

/** The top of the screen's content when the lesson is on: the board above `el`, else `top`'s. */
function topOf(el: HTMLElement, top: HTMLElement): number {
  for (const board of document.querySelectorAll<HTMLElement>(BOARDS)) {
    if (top.contains(board)) break; // a frame's own coin row is part of the walkthrough
    if (board.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && board.getBoundingClientRect().height > 0) return board.getBoundingClientRect().top;
  }
  return top.getBoundingClientRect().top;
}

/**
 * The caption box's height with nothing cut: its tallest child (the ghosts share one grid cell)
 * plus its own edges. Ghosts are flattened in a fitted box (so that only the caption shown
 * scrolls): their scrollHeight is still their full height.
 */
function naturalHeight(box: HTMLElement): number {
  const cs = getComputedStyle(box);
  let tallest = 0;
  for (const child of box.children) tallest = Math.max(tallest, child.getBoundingClientRect().height, child.scrollHeight);
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  const natural = tallest + edges.reduce((sum, k) => sum + (parseFloat(cs[k]) || 0), 0);
  return Math.max(natural, parseFloat(cs.minHeight) || 0);
}

export function useScreenFit(
  stageRef: RefObject<HTMLElement | null>,
  captionRef: RefObject<HTMLElement | null>,
  sectionRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  resetKey: unknown,
): ScreenFit | undefined {
  const [fit, setFit] = useState<ScreenFit | undefined>(undefined);
  // The tallest caption seen in this walkthrough: captions without ghosts (paged walkthroughs) still hold still.
  const tallest = useRef(0);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const caption = captionRef.current;
    const section = sectionRef.current;
    tallest.current = 0;
    if (!enabled || !stage || !caption || !section) {
      setFit(undefined);
      return;
    }
    const measure = () => {
      const box = stage.getBoundingClientRect();
      const above = box.top - topOf(stage, section);
      const sectionStyle = getComputedStyle(section);
      const gap = parseFloat(sectionStyle.rowGap) || 0;
      const after = (parseFloat(sectionStyle.paddingBottom) || 0) + (parseFloat(sectionStyle.borderBottomWidth) || 0);
      const room = Math.floor(window.innerHeight - above - gap - after - MARGIN);
      tallest.current = Math.max(tallest.current, naturalHeight(caption));
      const captionHeight = Math.ceil(Math.max(MIN_CAPTION, Math.min(tallest.current, room * CAPTION_SHARE, room - MIN_STAGE)));
      const next = { stage: Math.max(MIN_STAGE, room - captionHeight), caption: captionHeight, captionScrolls: captionHeight < tallest.current - 1 };
      setFit((old) => (old && old.stage === next.stage && old.caption === next.caption && old.captionScrolls === next.captionScrolls ? old : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage.closest('main') ?? document.body);
    const watchCaptions = () => {
      for (const child of caption.children) observer.observe(child);
    };
    watchCaptions();
    // Ghost captions arrive a few at a time, and a question replaces the caption: watch each newcomer.
    const children = new MutationObserver(() => (watchCaptions(), measure()));
    children.observe(caption, { childList: true });
    const onResize = () => {
      tallest.current = 0; // other widths wrap captions differently
      measure();
    };
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      children.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [stageRef, captionRef, sectionRef, enabled, resetKey]);

  return fit;
}
