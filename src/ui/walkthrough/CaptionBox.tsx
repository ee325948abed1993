/**
 * The caption's box: the step's caption typeset in an aria-live region (or, while a question is
 * open, the question in its place). Off a projector, ghost copies of every caption reserve the
 * tallest one's height; on a projector (`fit`) it is as tall as useScreenFit gives it and a
 * caption longer than that scrolls inside it, focusable, with shadows over the cut edges.
 */
import type { ReactNode, RefObject, UIEventHandler } from 'react';
import type { Step } from '../../engine/derivation';
import { groupDigits } from '../format/groupDigits';
import { ScrollShades } from '../layout/ScrollShades';
import { Caption } from '../math/Caption';
import { GhostCaptions } from './GhostCaptions';
import type { ScreenFit } from './screenSplit';

export interface CaptionBoxProps<S> {
  captionRef: RefObject<HTMLDivElement | null>;
  fit: ScreenFit | undefined;
  /** every step's caption, to reserve the tallest one's height; undefined: a min-height does */
  ghosts: readonly Step<S>[] | undefined;
  index: number;
  count: number;
  /** the step shown, undefined while it is on its way */
  current: Step<S> | undefined;
  /** the open question in the caption's place */
  question: ReactNode;
  /** how the question at this step was settled, shown above its caption */
  outcome: ReactNode;
  onScroll: UIEventHandler<HTMLDivElement>;
}

export function CaptionBox<S>(props: CaptionBoxProps<S>) {
  const { captionRef, fit, ghosts, index, count, current, question, outcome, onScroll } = props;
  return (
    <div className="scroll-shades">
      <div
        className={
          'wt-caption-box' +
          (ghosts ? '' : ' wt-caption-box-tall') +
          (fit === undefined ? '' : ' wt-caption-box-fit')
        }
        ref={captionRef}
        // Its ghosts' formulas have no box while they wait for KaTeX: the box is seen for them.
        data-tex-watch
        style={fit && { height: fit.caption }}
        onScroll={onScroll}
        // A caption cut to its box is reachable by keyboard (↑/↓ scroll it).
        {...(fit?.captionScrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'The caption' } : {})}
      >
        {ghosts && <GhostCaptions steps={ghosts} />}
        {question ?? (
          <div
            className={'wt-caption' + (current?.important ? ' wt-caption-key' : '')}
            aria-live="polite"
            aria-atomic="true"
            data-testid="walkthrough-caption"
          >
            <span className="visually-hidden">
              Step {groupDigits(index + 1)} of {groupDigits(count)}
              {current?.important ? ' (a key step)' : ''}:{' '}
            </span>
            {outcome}
            {current ? (
              <Caption text={current.caption} />
            ) : (
              <span className="wt-loading">loading step {index + 1}…</span>
            )}
          </div>
        )}
      </div>
      {fit && <ScrollShades box={captionRef} />}
    </div>
  );
}
