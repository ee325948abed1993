/**
 * The walkthrough's stage: the box the game's frame is drawn in. On a projector (`fit`) it is as
 * tall as useScreenFit gives it, and a frame bigger than that is scaled as a whole (a transform,
 * so its own layout and the sizes measured from it stay as they are), never clipped; elsewhere it
 * never shrinks while stepping (useStableHeight) and a wide frame scrolls sideways.
 */
import type { ReactNode, RefObject } from 'react';
import type { ScreenFit } from './screenSplit';

export interface StageBoxProps {
  stageRef: RefObject<HTMLDivElement | null>;
  frameRef: RefObject<HTMLDivElement | null>;
  fit: ScreenFit | undefined;
  /** the stage's least height off a projector */
  minHeight: number | undefined;
  children: ReactNode;
}

export function StageBox({ stageRef, frameRef, fit, minHeight, children }: StageBoxProps) {
  const scaled = fit !== undefined && fit.scale < 1;
  return (
    <div
      className={'wt-stage' + (fit === undefined ? '' : ' wt-stage-fit')}
      ref={stageRef}
      style={fit === undefined ? { minHeight } : { height: fit.stage }}
      {...(fit === undefined ? {} : { role: 'group', 'aria-label': 'The current frame' })}
      data-scale={fit?.scale}
    >
      <div
        className={'wt-frame' + (fit === undefined ? '' : ' wt-frame-fit')}
        ref={frameRef}
        style={scaled ? { transform: `scale(${fit.scale})` } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
