/**
 * How a projector screen is shared between a walkthrough's frame and the caption under it
 * (pure arithmetic on measured sizes; useScreenFit measures and applies it).
 *
 * A frame that cannot fit is scaled as a whole, never clipped nor scrolled: the caption takes
 * what it needs (up to half the room when the frame needs the rest), the stage what is left,
 * and a frame taller or wider than its stage is shrunk to it. The page's board stays on the
 * screen above the walkthrough while the frame stays readable beside it (READABLE_SCALE); once
 * it does not, the walkthrough leads (its controls at the top of the screen) for the rest of the
 * walkthrough, so the frame does not jump up and down from step to step. (A frame too tall even
 * then is first laid out wider, in useScreenFit, before it is scaled further.)
 */

/** The least caption box: two lines of a 28 px caption. */
export const MIN_CAPTION = 90;
/** The least stage worth showing against a long caption: a coin row with its labels... */
export const MIN_STAGE = 150;
/** ...or this share of the room, when the frame needs it (a long caption then scrolls). */
export const FRAME_SHARE = 0.5;
/** The least scale at which a frame's 16 px text still reads at projector distance (12 px). */
export const READABLE_SCALE = 0.75;
/** The board stays above a frame that fits beside it at this scale or more: still readable. */
export const BOARD_SCALE = READABLE_SCALE;
/** A frame is shrunk to this much of its size rather than a caption scroll. */
export const SHRINK_FOR_CAPTION = 0.8;

export interface SplitInput {
  /** height left for the stage and the caption with the board at the top of the screen; null: no board */
  roomWithBoard: number | null;
  /** the same with the walkthrough at the top */
  roomAlone: number;
  /** what the caption shown (or a question) needs */
  caption: number;
  /** the frame's own size, unscaled */
  frameHeight: number;
  frameWidth: number;
  /** the stage's width */
  stageWidth: number;
  /** the tallest frame of this walkthrough so far, as shown (the stage never shrinks under it) */
  held: number;
  /** the walkthrough already leads */
  led: boolean;
}

export interface ScreenFit {
  stage: number;
  caption: number;
  /** the caption shown is cut to its box, which scrolls */
  captionScrolls: boolean;
  /** the frame's scale, 1 or less */
  scale: number;
  /** what is at the top of the screen: the page's board or the walkthrough itself */
  lead: 'board' | 'walkthrough';
  /** the new `held` */
  held: number;
}

const floor3 = (x: number) => Math.floor(x * 1000) / 1000;

export function splitScreen(input: SplitInput): ScreenFit {
  const { roomWithBoard, roomAlone, frameHeight, frameWidth, stageWidth } = input;
  // (a pixel of rounding is not worth a shrink)
  const widthScale = frameWidth > stageWidth + 1 && frameWidth > 0 ? stageWidth / frameWidth : 1;
  const need = Math.ceil(frameHeight * widthScale);
  const captionNeed = Math.max(MIN_CAPTION, Math.ceil(input.caption));
  const split = (room: number, lead: ScreenFit['lead']): ScreenFit => {
    // A caption a little too long takes its room from the frame (shrunk a little) rather than scroll.
    const leastStage =
      captionNeed + need * SHRINK_FOR_CAPTION <= room
        ? Math.min(need, room - captionNeed)
        : Math.min(need, Math.max(MIN_STAGE, Math.floor(room * FRAME_SHARE)));
    const caption = Math.max(MIN_CAPTION, Math.min(captionNeed, room - leastStage));
    const held = Math.max(input.held, need);
    const stage = Math.max(0, Math.min(held, room - caption));
    const scale = need > stage && frameHeight > 0 ? floor3(stage / frameHeight) : floor3(widthScale);
    return {
      stage,
      caption,
      captionScrolls: caption + 1 < captionNeed,
      scale: Math.min(1, scale),
      lead,
      held,
    };
  };
  // The board stays while the whole caption and the frame at BOARD_SCALE fit beside it, and the
  // split there does shrink the frame (beyond what its width asks) no further.
  if (roomWithBoard !== null && !input.led && roomWithBoard - captionNeed >= need * BOARD_SCALE) {
    const withBoard = split(roomWithBoard, 'board');
    if (withBoard.scale >= widthScale * BOARD_SCALE - 0.0005) return withBoard;
  }
  return split(Math.max(0, roomAlone), 'walkthrough');
}
