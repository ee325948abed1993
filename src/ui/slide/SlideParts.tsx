/**
 * The pieces every page's lesson-slide picture (its manifest's `slide`) is made of, so the
 * handout and the answer key read the same whatever the page: the picture in a box the sheet
 * shrinks to its width, a walkthrough frame at the slide's step with its question, and the
 * engine's answer. A page's slide draws its picture with its own components and asks the engine
 * through useSlideAnalysis; nothing here computes a value.
 */
import type { ReactNode } from 'react';
import type { Derivation, Step } from '../../engine/derivation';
import type { Analysis } from '../../worker/useAnalysis';
import { Caption } from '../math/Caption';
import { parseStepParam } from '../walkthrough/stepParam';
import { groupDigits } from '../format/groupDigits';

/** The picture: shrunk to the sheet's width when wider (fitPictures). */
export function SlidePicture({ children }: { children: ReactNode }) {
  return <div className="wt-handout-picture slide-picture">{children}</div>;
}

/** The question a slide asks (text with $…$ TeX); on the handout, without its answer. */
export function SlideQuestion({ text }: { text: string }) {
  return (
    <div className="slide-question" data-testid="slide-question">
      <strong>Question: </strong>
      <Caption as="span" text={text} />
    </div>
  );
}

/** The engine's answer, on the answer key. */
export function SlideAnswer({ children }: { children: ReactNode }) {
  return (
    <div className="slide-answer" data-testid="slide-engine-answer">
      <strong>Answer: </strong>
      {children}
    </div>
  );
}

/** An analysis that failed: said on the sheet, the rest of the lesson still prints. */
export function SlideProblem({ what, analysis }: { what: string; analysis: Analysis<unknown> }) {
  if (!analysis.error) return null;
  return (
    <p className="slide-problem" role="alert">
      The engine could not give {what}: {analysis.error.message}
    </p>
  );
}

/**
 * A walkthrough at the slide's step: the frame's caption and picture; its "your turn" question
 * (the handout asks it, the key answers it), or, at a step without one, where the walkthrough
 * ends (the key).
 */
export function SlideStep<S>({
  derivation,
  step,
  zeroBased = false,
  answer,
  renderStep,
}: {
  derivation: Derivation<S>;
  step: string | undefined;
  zeroBased?: boolean;
  answer: boolean;
  renderStep: (step: Step<S>) => ReactNode;
}) {
  const count = derivation.steps.length;
  if (count === 0) return null;
  const { index } = parseStepParam(step, count, { zeroBased });
  const frame = derivation.steps[index];
  const last = derivation.steps[count - 1];
  return (
    <>
      <p className="slide-step" data-testid="slide-step">
        {derivation.title ? <Caption as="span" text={derivation.title} /> : 'Walkthrough'}: step{' '}
        {groupDigits(index + 1)} of {groupDigits(count)}
      </p>
      <Caption className="slide-caption" text={frame.caption} />
      <SlidePicture>{renderStep(frame)}</SlidePicture>
      {frame.ask && <SlideQuestion text={frame.ask.prompt} />}
      {answer && (
        <SlideAnswer>
          {frame.ask ? (
            <Caption as="span" text={frame.ask.answer} />
          ) : (
            <>
              where the walkthrough ends (step {groupDigits(count)}):{' '}
              <Caption as="span" text={last.caption} />
            </>
          )}
        </SlideAnswer>
      )}
    </>
  );
}
