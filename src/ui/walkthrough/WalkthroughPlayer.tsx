/**
 * The one walkthrough player every game uses. It plays a Derivation (engine data: a list
 * of self-contained frames), drawing each frame with the game's `renderStep`, the caption
 * typeset by KaTeX in an aria-live region, and a media bar. The step lives in the URL.
 * Order: media bar, caption (as tall as the tallest caption), frame. Whatever a frame does,
 * nothing above it moves, so the buttons stay under the pointer while stepping.
 */
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import type { Derivation, Step } from '../../engine/derivation';
import { useCommands, type Command } from '../../app/commands';
import { Caption } from '../math/Caption';
import { useAutoplay } from './useAutoplay';
import { useStableHeight } from './useStableHeight';
import { useWalkthroughStep } from './useWalkthroughStep';
import { WalkthroughControls } from './WalkthroughControls';
import './walkthrough.css';

export interface WalkthroughPlayerProps<S> {
  derivation: Derivation<S>;
  /** draws one frame; gets the step and its 0-based index */
  renderStep: (step: Step<S>, index: number) => ReactNode;
  /** accessible name of the player, e.g. "Ordinal sum 1/2 : 1/2" */
  label: string;
  /** URL parameter holding the 1-based step (default "step") */
  paramName?: string;
  /** bind ←/→/Home/End/Space (default true; turn off for a second player on one page) */
  keys?: boolean;
  /** show derivation.title as a heading (default true) */
  showTitle?: boolean;
  className?: string;
}

/** Ghost captions reserve the tallest caption's height; past this many steps a min-height does. */
const GHOST_LIMIT = 80;

export function WalkthroughPlayer<S>({ derivation, renderStep, label, paramName = 'step', keys = true, showTitle = true, className }: WalkthroughPlayerProps<S>) {
  const { steps } = derivation;
  const count = steps.length;
  const { index, notice, go } = useWalkthroughStep(count, paramName);
  const important = useMemo(() => steps.flatMap((s, i) => (s.important ? [i] : [])), [steps]);
  const isImportant = useCallback((i: number) => !!steps[i]?.important, [steps]);
  const autoplay = useAutoplay(index, count, isImportant, go);

  // Manual navigation pauses autoplay, as in a media player.
  const manual = useCallback(
    (i: number) => {
      autoplay.pause();
      go(i);
    },
    [autoplay, go],
  );

  const commands: Command[] = keys
    ? [
        { id: 'walkthrough.prev', label: 'Previous step', keys: ['ArrowLeft'], group: 'Walkthrough', run: () => manual(index - 1) },
        { id: 'walkthrough.next', label: 'Next step', keys: ['ArrowRight'], group: 'Walkthrough', run: () => manual(index + 1) },
        { id: 'walkthrough.first', label: 'First step', keys: ['Home'], group: 'Walkthrough', run: () => manual(0) },
        { id: 'walkthrough.last', label: 'Last step', keys: ['End'], group: 'Walkthrough', run: () => manual(count - 1) },
        { id: 'walkthrough.play', label: 'Play / pause', keys: [' '], group: 'Walkthrough', run: autoplay.toggle, enabled: () => count > 1 },
      ]
    : [];
  useCommands(commands);

  // Every caption, invisible, in the caption's grid cell: the box is as tall as the tallest.
  const ghosts = count <= GHOST_LIMIT;
  const ghostCaptions = useMemo(() => (ghosts ? steps.map((s, i) => <Caption key={i} text={s.caption} className="wt-caption-ghost" aria-hidden />) : null), [ghosts, steps]);

  const stageRef = useRef<HTMLDivElement>(null);
  const stageMinHeight = useStableHeight(stageRef, derivation);

  if (count === 0) {
    return (
      <section className={['wt', className].filter(Boolean).join(' ')} aria-label={label}>
        <p className="wt-empty">This walkthrough has no steps.</p>
      </section>
    );
  }
  const step = steps[index];

  return (
    <section className={['wt', className].filter(Boolean).join(' ')} aria-label={label} data-testid="walkthrough">
      {showTitle && derivation.title && (
        <h3 className="wt-title">
          <Caption text={derivation.title} as="span" />
        </h3>
      )}
      {notice && (
        <p className="wt-notice" role="status">
          {notice}
        </p>
      )}
      <WalkthroughControls index={index} count={count} important={important} playing={autoplay.playing} speed={autoplay.speed} go={manual} onToggle={autoplay.toggle} onSpeed={autoplay.setSpeed} />
      <div className={'wt-caption-box' + (ghosts ? '' : ' wt-caption-box-tall')}>
        {ghostCaptions}
        <div className={'wt-caption' + (step.important ? ' wt-caption-key' : '')} aria-live="polite" aria-atomic="true" data-testid="walkthrough-caption">
          <span className="wt-sr">
            Step {index + 1} of {count}
            {step.important ? ' (a key step)' : ''}:{' '}
          </span>
          <Caption text={step.caption} />
        </div>
      </div>
      <div className="wt-stage" ref={stageRef} style={{ minHeight: stageMinHeight }}>
        {renderStep(step, index)}
      </div>
    </section>
  );
}
