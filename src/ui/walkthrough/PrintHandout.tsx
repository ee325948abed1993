/**
 * A walkthrough as a handout: every frame in order, each with its step number, caption and
 * picture, drawn by the same `renderStep` from the same engine frames the player pages
 * through (a Derivation's steps, or FramePages fetched page by page). Shown over the page as
 * a preview with its own Print and Close buttons; the browser's print dialog opens once every
 * frame has arrived. print.css prints the handout alone: the app behind it, and the buttons,
 * are not printed. Long walkthroughs stop at HANDOUT_MAX frames and say so on the page. The
 * preview is a sheet's width, and a picture wider than that is shrunk to fit (fitPictures).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Derivation, Step } from '../../engine/derivation';
import { useAnalysis } from '../../worker/useAnalysis';
import { Caption } from '../math/Caption';
import { useFocusTrap } from '../shell/useFocusTrap';
import type { FramePage, FramePages } from './framePages';
import { FitCoins } from '../board/fitCoins';
import { fitPictures } from './fitPictures';
import './print.css';
import { groupDigits } from '../format/groupDigits';

export const HANDOUT_MAX = 200;
/** Frames drawn per task while the handout builds. */
const DRAW_BATCH = 8;

export interface PrintHandoutProps<S> {
  derivation?: Derivation<S>;
  pages?: FramePages<S>;
  title?: string;
  label: string;
  renderStep: (step: Step<S>, index: number) => ReactNode;
  onClose: () => void;
}

export function PrintHandout<S>({
  derivation,
  pages,
  title,
  label,
  renderStep,
  onClose,
}: PrintHandoutProps<S>) {
  const count = derivation ? derivation.steps.length : (pages?.count ?? 0);
  const shown = Math.min(count, HANDOUT_MAX);
  const [paged, setPaged] = useState<Map<number, Step<S>[]>>(() => new Map());
  const frames: (Step<S> | undefined)[] = derivation
    ? derivation.steps.slice(0, shown)
    : Array.from({ length: shown }, (_, i) => frameOf(paged, pages!, i));
  // Frames are drawn a few at a time, so a 200-frame handout never holds the page in one long task.
  const [drawn, setDrawn] = useState(DRAW_BATCH);
  useEffect(() => {
    if (drawn >= shown) return;
    const t = window.setTimeout(() => setDrawn((d) => d + DRAW_BATCH), 0);
    return () => window.clearTimeout(t);
  }, [drawn, shown]);
  const ready = frames.every(Boolean) && drawn >= shown;
  const arrived = Math.min(frames.filter(Boolean).length, drawn);

  // The print dialog opens once, when the last frame has arrived (and has been drawn).
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    const t = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(t);
  }, [ready]);

  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true);
  // Pictures wider than the sheet are shrunk to it: as frames are drawn (two frames later, once
  // their coin rows have fitted their coins to the sheet), and again as printing starts
  // (formulas typeset since then change widths).
  useEffect(() => {
    let raf = requestAnimationFrame(
      () => (raf = requestAnimationFrame(() => fitPictures(box.current, false))),
    );
    return () => cancelAnimationFrame(raf);
  }, [drawn, ready]);
  useEffect(() => {
    const fit = () => fitPictures(box.current, true);
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, []);
  // Keys pressed in the handout belong to it, not to the player behind (Esc closes it).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    if (e.key !== 'Tab') e.stopPropagation();
  };

  return createPortal(
    <div
      ref={box}
      className="wt-handout"
      role="dialog"
      aria-modal="true"
      aria-label={`Handout: ${label}`}
      data-testid="wt-handout"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="wt-handout-bar">
        <span role="status" data-testid="wt-handout-status">
          {ready
            ? `Handout ready: ${shown} frames.`
            : `Preparing the handout: ${arrived} of ${shown} frames…`}
        </span>
        <button type="button" onClick={() => window.print()} disabled={!ready}>
          Print
        </button>
        <button type="button" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
      <header className="wt-handout-head">
        <h1>{title ? <Caption text={title} as="span" /> : label}</h1>
        <p>
          {label}:{' '}
          {count === shown
            ? `all ${count} steps`
            : `the first ${shown} of ${groupDigits(count)} steps (a handout stops at ${HANDOUT_MAX}; open the app for the rest)`}
          .
        </p>
      </header>
      {pages && (
        <PageLoaders
          pages={pages}
          shown={shown}
          onPage={(from, list) => setPaged((m) => (m.has(from) ? m : new Map(m).set(from, list)))}
        />
      )}
      <FitCoins.Provider value={true}>
        <ol className="wt-handout-frames">
          {frames.slice(0, drawn).map((step, i) => (
            <li key={i} className="wt-handout-frame" data-testid="wt-handout-frame">
              <h2 className="wt-handout-step">
                Step {i + 1} of {count}
              </h2>
              {step ? (
                <>
                  <div className="wt-handout-caption">
                    <Caption text={step.caption} />
                  </div>
                  <div className="wt-handout-picture">{renderStep(step, i)}</div>
                </>
              ) : (
                <p>loading…</p>
              )}
            </li>
          ))}
        </ol>
      </FitCoins.Provider>
    </div>,
    document.body,
  );
}

function frameOf<S>(paged: Map<number, Step<S>[]>, pages: FramePages<S>, i: number): Step<S> | undefined {
  const from = Math.floor(i / pages.pageSize) * pages.pageSize;
  return paged.get(from)?.[i - from];
}

/** One engine request a page of frames (every frame: stride 1), as the player makes them. */
function PageLoaders<S>({
  pages,
  shown,
  onPage,
}: {
  pages: FramePages<S>;
  shown: number;
  onPage: (from: number, frames: Step<S>[]) => void;
}) {
  const starts: number[] = [];
  for (let from = 0; from < shown; from += pages.pageSize) starts.push(from);
  return starts.map((from) => <PageLoader key={from} pages={pages} from={from} onPage={onPage} />);
}

function PageLoader<S>({
  pages,
  from,
  onPage,
}: {
  pages: FramePages<S>;
  from: number;
  onPage: (from: number, frames: Step<S>[]) => void;
}) {
  const a = useAnalysis<FramePage<S>>(pages.request(from, 1));
  const result = a.result;
  useEffect(() => {
    if (result) onPage(from, result.frames);
  }, [result, from, onPage]);
  return a.error ? (
    <p className="wt-notice" role="alert">
      The engine could not give steps from {from + 1}: {a.error.message}
    </p>
  ) : null;
}
