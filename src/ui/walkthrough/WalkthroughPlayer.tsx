/**
 * The one walkthrough player every game uses. It plays engine frames: a Derivation (all its
 * frames at hand) or FramePages (a count known up front, frames fetched by page as they are
 * shown, for walkthroughs too long to hold; memoise it, its identity is the walkthrough's). Each frame is drawn by the game's `renderStep`,
 * the caption typeset by KaTeX in an aria-live region, and a media bar. The step lives in the
 * URL. Order: media bar, caption (as tall as the tallest caption), frame; on a projector the
 * caption goes under the frame (walkthrough.css). Whatever a frame does, nothing above it
 * moves, so the buttons stay under the pointer while stepping.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Derivation, Step } from '../../engine/derivation';
import { useStore } from '../../store';
import { Caption } from '../math/Caption';
import { groupDigits } from '../format/groupDigits';
import { usePagedFrames, type FramePages } from './framePages';
import { effectiveSpeed } from './speeds';
import { playStride, useAutoplay } from './useAutoplay';
import { bringOnScreen, useScreenFit } from './useScreenFit';
import { useStableHeight } from './useStableHeight';
import { useWalkthroughStep } from './useWalkthroughStep';
import { WalkthroughControls } from './WalkthroughControls';
import { PrintHandout } from './PrintHandout';
import { WalkthroughTools } from './WalkthroughTools';
import { AskOutcome, YourTurn } from './YourTurn';
import { useAskRecords, useQuizSwitch } from './useYourTurn';
import { useWalkthroughKeys } from './useWalkthroughKeys';
import { CaptionBox } from './CaptionBox';
import { StageBox } from './StageBox';
import './walkthrough.css';

interface CommonProps<S> {
  /** draws one frame; gets the step and its 0-based index */
  renderStep: (step: Step<S>, index: number) => ReactNode;
  /** accessible name of the player, e.g. "Ordinal sum 1/2 : 1/2" */
  label: string;
  /** URL parameter holding the 1-based step (default "step") */
  paramName?: string;
  /** this player's old links counted from 0 (Oskar's process): see stepParam.ts */
  zeroBasedLinks?: boolean;
  /** sentences about other link parameters this walkthrough could not use (linkNotice), shown like a bad step's */
  linkNotices?: readonly (string | null | undefined)[];
  /** bind ←/→/Home/End/Space (default true; turn off for a second player on one page) */
  keys?: boolean;
  /** show the title as a heading (default true) */
  showTitle?: boolean;
  className?: string;
}

export type WalkthroughPlayerProps<S> = CommonProps<S> &
  ({ derivation: Derivation<S>; pages?: undefined } | { pages: FramePages<S>; derivation?: undefined });

/** Ghost captions reserve the tallest caption's height; past this many steps a min-height does. */
const GHOST_LIMIT = 80;
const NO_STEPS: never[] = [];
const NOT_HELD = { index: -1, presses: 0 };

export function WalkthroughPlayer<S>(props: WalkthroughPlayerProps<S>) {
  const {
    derivation,
    pages,
    renderStep,
    label,
    paramName = 'step',
    zeroBasedLinks = false,
    linkNotices,
    keys = true,
    showTitle = true,
    className,
  } = props;
  const steps = derivation?.steps ?? NO_STEPS;
  const count = derivation ? steps.length : pages!.count;
  const title = derivation ? derivation.title : pages!.title;
  const { index, notice, go } = useWalkthroughStep(count, paramName, { zeroBasedLinks });
  const setting = useStore((s) => s.settings.autoplaySpeed);
  // Playing fast shows one frame a tick, so only those are fetched; stepping fetches every frame.
  const playState = useState(false);
  const [printing, setPrinting] = useState(false);
  const loaded = usePagedFrames(
    pages ?? null,
    index,
    playState[0] ? playStride(effectiveSpeed(setting, count)) : 1,
  );

  const frameAt = useCallback(
    (i: number): Step<S> | undefined => (derivation ? steps[i] : loaded.frame(i)),
    [derivation, steps, loaded],
  );
  const important = useMemo(
    () => (derivation ? steps.flatMap((s, i) => (s.important ? [i] : [])) : (pages?.important ?? [])),
    [derivation, steps, pages?.important],
  );
  const isImportant = useCallback((i: number) => !!frameAt(i)?.important, [frameAt]);
  // "Your turn": with the switch on, a step carrying a question shows the question (and the
  // frame before it) until it is answered or revealed; autoplay stops on arrival there.
  const [quiz, setQuiz] = useQuizSwitch();
  const records = useAskRecords();
  const asks = useMemo(
    () => (derivation ? steps.flatMap((s, i) => (s.ask ? [i] : [])) : (pages?.asks ?? [])),
    [derivation, steps, pages?.asks],
  );
  const open = useCallback(
    (i: number) => {
      if (!quiz || !asks.includes(i)) return false;
      const ask = frameAt(i)?.ask;
      return !ask || !records.get(i, ask).settled; // a frame on its way counts as unanswered
    },
    [quiz, asks, frameAt, records],
  );
  const answered = useMemo(
    () =>
      asks.filter((i) => {
        const ask = frameAt(i)?.ask;
        return ask !== undefined && records.get(i, ask).settled !== undefined;
      }),
    [asks, frameAt, records],
  );
  const firstOpen = useCallback(
    (from: number, to: number) => asks.find((i) => i >= from && i <= to && open(i)),
    [asks, open],
  );
  const reachable = useCallback(
    (from: number, to: number) => {
      const stop = firstOpen(from, to);
      if (stop !== undefined) return stop; // go there even before its frame arrives: the question needs it
      return derivation ? to : loaded.reachable(from, to);
    },
    [derivation, loaded, firstOpen],
  );
  // Whether the student moved here (a question then takes the focus; a page load does not).
  const stepped = useRef(false);
  const autoGo = useCallback(
    (i: number, opts?: { live?: boolean }) => {
      stepped.current = true;
      if (open(i)) {
        playState[1](false);
        go(i);
      } else go(i, opts);
    },
    [open, go, playState],
  );
  const autoplay = useAutoplay(index, count, isImportant, autoGo, reachable, playState);

  // Manual navigation pauses autoplay, as in a media player.
  const manual = useCallback(
    (i: number) => {
      stepped.current = true;
      autoplay.pause();
      go(i);
    },
    [autoplay, go],
  );
  // Scrubbing passes questions without taking the focus from the slider.
  const scrub = useCallback(
    (i: number) => {
      manual(i);
      stepped.current = false;
    },
    [manual],
  );

  // An open question here holds the way on: Next, →, Last, End and Play take the student to the
  // answer box instead (each press counted, so it is said again). Back, Home, the scrub bar and
  // step links stay free: the question waits where it is.
  const waiting = open(index);
  const [held, setHeld] = useState(NOT_HELD);
  if (held !== NOT_HELD && held.index !== index) setHeld(NOT_HELD); // left the question: a return asks afresh
  const hold = () => {
    autoplay.pause();
    setHeld((h) => ({ index, presses: h.index === index ? h.presses + 1 : 1 }));
  };
  const forward = (run: () => void) => () => (waiting ? hold() : run());

  const copyLink = useRef<(() => void) | null>(null); // WalkthroughTools' copy, for `l`
  useWalkthroughKeys(keys, {
    index,
    count,
    waiting,
    playing: autoplay.playing,
    manual,
    forward,
    toggle: autoplay.toggle,
    copyLink,
  });

  // Every caption, invisible, in the caption's grid cell: the box is as tall as the tallest.
  // Not with “Your turn” on: the ghosts would carry every answer in the page (invisible, but there).
  const ghosts = derivation !== undefined && count <= GHOST_LIMIT && !(quiz && asks.length > 0);

  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const stageMinHeight = useStableHeight(stageRef, derivation ?? pages);
  // On a projector the frame (scaled to fit) and the caption share the screen under the controls.
  const presentation = useStore((s) => s.settings.presentation);
  const sectionRef = useRef<HTMLElement>(null);
  const captionRef = useRef<HTMLDivElement>(null);
  const fit = useScreenFit(stageRef, frameRef, captionRef, sectionRef, presentation, derivation ?? pages);
  // A caption longer than its projector box scrolls inside it: each step starts at its top.
  // Only a box the user scrolled is reset (setting scrollTop forces a layout inside the commit).
  const captionScrolled = useRef(false);
  useLayoutEffect(() => {
    if (!captionScrolled.current || !captionRef.current) return;
    captionScrolled.current = false;
    captionRef.current.scrollTop = 0;
  }, [index]);
  // A step the user took on a projector is seen whole: its frame and its caption on the screen.
  useLayoutEffect(() => {
    if (fit && stepped.current && stageRef.current && sectionRef.current)
      bringOnScreen(stageRef.current, sectionRef.current, fit.lead);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a step only, not when the split changes
  }, [index]);

  // While a page is on its way, the last frame shown stays (marked busy), so nothing jumps.
  const current = frameAt(index);
  const source = derivation ?? pages;
  const lastShown = useRef<{ source: unknown; step: Step<S>; index: number } | null>(null);
  if (current) lastShown.current = { source, step: current, index };
  const shown = current
    ? { step: current, index }
    : lastShown.current?.source === source
      ? lastShown.current
      : null;

  const sectionClass = ['wt', className].filter(Boolean).join(' ');
  if (count === 0) {
    return (
      <section className={sectionClass} aria-label={label}>
        <p className="wt-empty">This walkthrough has no steps.</p>
      </section>
    );
  }
  const notices = [notice, ...(linkNotices ?? [])].filter((n): n is string => !!n);
  const asking = current?.ask && open(index) ? current.ask : undefined;
  const settled = current?.ask && quiz ? records.get(index, current.ask).settled : undefined;
  // While a question is open the frame before it stays: the answer is what the next frame shows.
  const before = asking && index > 0 ? frameAt(index - 1) : undefined;
  const drawn = asking ? (before ? { step: before, index: index - 1 } : null) : shown;
  const settle = (how: 'right' | 'revealed', answer: string) => {
    records.settle(index, asking!, how, answer);
    // The input goes; the keys stay with the player, on its Next button (the section itself takes no
    // focus: a tabindex on it dropped the whole player from the Tab order under reading-flow).
    sectionRef.current
      ?.querySelector<HTMLElement>('.wt-controls [aria-label="Next step"]')
      ?.focus({ preventScroll: true });
  };

  // On a projector the frame comes first, the caption under it like a slide's subtitle (and so in
  // the Tab order too); elsewhere the caption leads. Keyed, so swapping keeps both mounted.
  const captionBox = (
    <CaptionBox
      key="caption"
      captionRef={captionRef}
      fit={fit}
      ghosts={ghosts ? steps : undefined}
      index={index}
      count={count}
      current={current}
      onScroll={(e) => (captionScrolled.current = e.currentTarget.scrollTop > 0)}
      outcome={settled && <AskOutcome {...settled} />}
      question={
        asking && (
          <YourTurn
            key={index}
            ask={asking}
            stepLabel={`Step ${groupDigits(index + 1)} of ${groupDigits(count)}`}
            wrong={records.get(index, asking).wrong}
            onWrong={(typed) => records.wrong(index, asking, typed)}
            onRight={(typed) => settle('right', typed)}
            onReveal={() => settle('revealed', asking.answer)}
            autoFocus={stepped.current}
            held={held.index === index ? held.presses : 0}
          />
        )
      }
    />
  );
  const stageBox = (
    <StageBox key="stage" stageRef={stageRef} frameRef={frameRef} fit={fit} minHeight={stageMinHeight}>
      {drawn && renderStep(drawn.step, drawn.index)}
    </StageBox>
  );

  return (
    <section
      className={sectionClass}
      aria-label={label}
      data-testid="walkthrough"
      aria-busy={!current || undefined}
      ref={sectionRef}
      data-step-param={paramName}
      data-fit-lead={fit?.lead}
    >
      {showTitle && title && (
        <h3 className="wt-title">
          <Caption text={title} as="span" />
        </h3>
      )}
      {notices.map((n) => (
        <p key={n} className="wt-notice" role="status">
          {n}
        </p>
      ))}
      <WalkthroughControls
        index={index}
        count={count}
        important={important}
        asks={quiz ? asks : undefined}
        answered={answered}
        playing={autoplay.playing}
        speed={autoplay.speed}
        speeds={autoplay.speeds}
        setting={setting}
        go={manual}
        scrub={scrub}
        onToggle={autoplay.toggle}
        onSpeed={autoplay.setSpeed}
        quizSwitch={asks.length > 0 ? { on: quiz, set: setQuiz, count: asks.length } : undefined}
        onWaiting={waiting ? hold : undefined}
      />
      <WalkthroughTools
        index={index}
        paramName={paramName}
        zeroBasedLinks={zeroBasedLinks}
        copyRef={copyLink}
        onPrint={() => (autoplay.pause(), setPrinting(true))}
      />
      {printing && (
        <PrintHandout
          derivation={derivation}
          pages={pages}
          title={title}
          label={label}
          renderStep={renderStep}
          onClose={() => setPrinting(false)}
        />
      )}
      {error(loaded.error)}
      {presentation ? [stageBox, captionBox] : [captionBox, stageBox]}
    </section>
  );
}

function error(message: string | null) {
  return (
    message && (
      <p className="wt-notice" role="alert">
        The engine could not give these steps: {message}
      </p>
    )
  );
}
