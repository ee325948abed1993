import { describe, expect, it } from 'vitest';
import { BOARD_SCALE, MIN_CAPTION, READABLE_SCALE, splitScreen, type SplitInput } from './screenSplit';

const base: SplitInput = {
  roomWithBoard: 350,
  roomAlone: 680,
  caption: 150,
  frameHeight: 100,
  frameWidth: 900,
  stageWidth: 950,
  held: 0,
  led: false,
};

describe('splitScreen', () => {
  it('keeps the board on the screen while the frame fits beside it at full size, with no empty band', () => {
    const fit = splitScreen(base);
    expect(fit).toMatchObject({ lead: 'board', stage: 100, caption: 150, scale: 1, captionScrolls: false });
  });

  it('lets the walkthrough lead when the frame cannot fit beside the board, and scales a frame too tall for the rest', () => {
    const fit = splitScreen({ ...base, frameHeight: 810, caption: 152 });
    expect(fit.lead).toBe('walkthrough');
    expect(fit.caption).toBe(152);
    expect(fit.stage).toBe(680 - 152);
    expect(fit.scale).toBeCloseTo(528 / 810, 2);
    expect(fit.scale * 810).toBeLessThanOrEqual(fit.stage);
  });

  it('keeps the board above a frame that fits beside it a little shrunk', () => {
    const fit = splitScreen({ ...base, frameHeight: 250, caption: 147 });
    expect(fit.lead).toBe('board');
    expect(fit.stage).toBe(350 - 147);
    expect(fit.scale).toBeGreaterThanOrEqual(BOARD_SCALE);
  });

  it('lets the walkthrough lead rather than keep the board above a frame shrunk past reading', () => {
    // beside the board, under its caption, this frame would have 246 px of its 342: 0.72 of its size
    const fit = splitScreen({ ...base, roomWithBoard: 446, frameHeight: 342, caption: 200 });
    expect(fit).toMatchObject({ lead: 'walkthrough', stage: 342, scale: 1 });
    expect(BOARD_SCALE).toBeGreaterThanOrEqual(READABLE_SCALE);
  });

  it('keeps leading once it led, and the stage never shrinks under the tallest frame seen', () => {
    const fit = splitScreen({ ...base, led: true, held: 300 });
    expect(fit).toMatchObject({ lead: 'walkthrough', stage: 300, scale: 1, held: 300 });
  });

  it('scales a frame wider than its stage to the stage’s width', () => {
    const fit = splitScreen({ ...base, frameWidth: 1900 });
    expect(fit.scale).toBe(0.5);
    expect(fit.stage).toBe(50);
  });

  it('shrinks the frame a little rather than scroll a caption a little too long', () => {
    const fit = splitScreen({ ...base, roomWithBoard: null, frameHeight: 185, caption: 499 });
    expect(fit).toMatchObject({ caption: 499, stage: 181, captionScrolls: false });
    expect(fit.scale).toBeLessThan(1);
  });

  it('gives a caption longer than the room half of it, scrolling, when the frame needs the rest', () => {
    const fit = splitScreen({ ...base, roomWithBoard: null, frameHeight: 1200, caption: 900 });
    expect(fit).toMatchObject({ caption: 340, stage: 340, captionScrolls: true });
    expect(fit.caption).toBeGreaterThanOrEqual(MIN_CAPTION);
  });
});
