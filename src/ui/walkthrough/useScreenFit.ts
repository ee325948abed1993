/**
 * Presentation mode: split one projector screen between the walkthrough's stage and the caption
 * under it, so that with the page's board at the top of the screen the board, the controls,
 * the frame and the caption are all in view.
 *
 * The caption box takes what the caption shown needs (a question with its input and its
 * messages too), the stage the rest: the frame's top never moves and the caption always ends
 * at the bottom of the screen; only the line between the two moves, as captions differ in
 * length. Nothing is cut while the two fit; a caption longer than the room leaves the stage
 * MIN_STAGE (or less, what a small frame needs) and scrolls inside its box, and a frame taller
 * than its stage scrolls inside it.
 *
 * The board is the first coin row or marked board (`data-anchor="board"`) above the stage, if
 * it can share a screen with the walkthrough; otherwise the walkthrough itself is the top.
 * Recomputed when the window, the page's content or the caption changes size.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The least stage worth showing: a frame's coin row with its labels. */
const MIN_STAGE = 150;
/** The least caption box: two lines of a 28 px caption. */
const MIN_CAPTION = 90;
/** Breathing room above the board and under the caption, so both borders show. */
const MARGIN = 16;
const BOARDS = '[data-anchor="board"], [data-testid="board"]';

export interface ScreenFit {
  stage: number;
  caption: number;
  /** the caption shown is cut to its box, which scrolls */
  captionScrolls: boolean;
}

/** The top of the screen's content when the lesson is on: the board above `el`, else `top`'s. */
function topOf(el: HTMLElement, top: HTMLElement): number {
  const own = top.getBoundingClientRect().top;
  for (const board of document.querySelectorAll<HTMLElement>(BOARDS)) {
    if (top.contains(board)) break; // a frame's own coin row is part of the walkthrough
    if (!(board.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const at = board.getBoundingClientRect();
    if (at.height === 0) continue;
    // A board a screen away (a panel far down the page) cannot share the screen: the walkthrough leads.
    return el.getBoundingClientRect().top - at.top <= window.innerHeight - MIN_STAGE - MIN_CAPTION
      ? at.top
      : own;
  }
  return own;
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
 * After the user steps: if the frame or the caption is off the screen (a page opened at its
 * top, where the walkthrough starts half way down), scroll the screen's top (the board, or
 * the walkthrough) to the top, where the split assumes it, so the step just taken is seen whole.
 */
export function bringOnScreen(stage: HTMLElement, caption: HTMLElement, section: HTMLElement): void {
  const off =
    stage.getBoundingClientRect().top < 0 || caption.getBoundingClientRect().bottom > window.innerHeight + 1;
  // the split leaves MARGIN between the top and the caption's end: half above, half below
  if (off) window.scrollBy({ top: topOf(stage, section) - MARGIN / 2, behavior: 'instant' });
}

export function useScreenFit(
  stageRef: RefObject<HTMLElement | null>,
  captionRef: RefObject<HTMLElement | null>,
  sectionRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): ScreenFit | undefined {
  const [fit, setFit] = useState<ScreenFit | undefined>(undefined);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const caption = captionRef.current;
    const section = sectionRef.current;
    if (!enabled || !stage || !caption || !section) {
      setFit(undefined);
      return;
    }
    const measure = () => {
      const above = stage.getBoundingClientRect().top - topOf(stage, section);
      const sectionStyle = getComputedStyle(section);
      const gap = parseFloat(sectionStyle.rowGap) || 0;
      const after =
        (parseFloat(sectionStyle.paddingBottom) || 0) + (parseFloat(sectionStyle.borderBottomWidth) || 0);
      const room = Math.floor(window.innerHeight - above - gap - after - MARGIN);
      const needed = Math.max(MIN_CAPTION, Math.ceil(neededHeight(caption)));
      // A small frame leaves the caption what it does not need itself.
      const leastStage = Math.min(MIN_STAGE, Math.ceil(neededHeight(stage)));
      const captionHeight = Math.max(MIN_CAPTION, Math.min(needed, room - leastStage));
      // (a pixel of rounding is not worth a scroll bar)
      const next = {
        stage: Math.max(leastStage, room - captionHeight),
        caption: captionHeight,
        captionScrolls: captionHeight + 1 < needed,
      };
      setFit((old) =>
        old &&
        old.stage === next.stage &&
        old.caption === next.caption &&
        old.captionScrolls === next.captionScrolls
          ? old
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // A new caption is measured right after the browser lays it out and applied before it paints:
    // no frame shows a caption cut or a gap under it.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(stage.closest('main') ?? document.body);
    const watchContent = () => {
      for (const child of [...caption.children, ...stage.children]) observer.observe(child);
    };
    watchContent();
    // A question replaces the caption, ghost captions come and go, frames change: watch each newcomer.
    const children = new MutationObserver(() => (watchContent(), measure()));
    children.observe(caption, { childList: true });
    children.observe(stage, { childList: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      children.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [stageRef, captionRef, sectionRef, enabled]);

  return fit;
}
