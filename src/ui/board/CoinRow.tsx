/**
 * A row of coins as an ARIA grid (one row): roving tabindex, ←/→/Home/End to move,
 * Enter/Space to select. In play mode a move is chosen by selecting coin a then coin b
 * (or dragging from a to b); the pair is matched against `legalMoves` only: the board knows
 * no rules and never imports the engine. The host explains illegal moves in words.
 * Cells are memoised and get stable handlers, so a new frame of 1,000 coins redraws only the
 * coins that changed.
 */
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useContext,
} from 'react';
import { useStore } from '../../store';
import type { CoinFace, Owner } from './Coin';
import { CoinCell } from './CoinCell';
import { highlightsAt, layoutHighlights, type CoinHighlight } from './highlightLanes';
import { moveKey, resolveMove, targetsFrom, type CoinMove } from './moves';
import { FitCoins } from './fitCoins';
import { useCoinFit } from './useCoinFit';

export type BoardMode = 'play' | 'edit' | 'view';

export interface CoinRowProps {
  coins: readonly (CoinFace | null)[];
  ariaLabel: string;
  mode?: BoardMode;
  /** numbers or names under the coins (default: none) */
  labels?: readonly (string | number)[];
  /** letters drawn on the faces, e.g. the paper's { H: '0', T: '1' } */
  symbols?: { H: string; T: string };
  /** Left/Right tint per coin */
  owners?: readonly (Owner | undefined)[];
  /** 0-based pairs [a, b]; a then b (or a drag from a to b) plays it */
  legalMoves?: readonly CoinMove[];
  /** also accept b then a for a listed [a, b] */
  unordered?: boolean;
  /** mark the coins that complete a legal move from the selected one (default true) */
  showTargets?: boolean;
  highlights?: readonly CoinHighlight[];
  /** lanes of highlight bars kept even when empty, so a highlight that comes and goes (a hint's
      preview on hover) never changes the row's height and moves what is below it */
  reservedLanes?: number;
  onMove?: (move: [number, number]) => void;
  onIllegal?: (move: [number, number]) => void;
  /** a coin that starts no legal move was chosen first: called instead of selecting it, so the host can say why at once */
  onDeadStart?: (index: number) => void;
  onToggle?: (index: number) => void;
  className?: string;
}

const FACE_NAMES = { H: 'heads', T: 'tails' } as const;

export const CoinRow = memo(function CoinRow({
  coins,
  ariaLabel,
  mode = 'view',
  labels,
  symbols,
  owners,
  legalMoves = [],
  unordered = false,
  showTargets = true,
  highlights = [],
  reservedLanes = 0,
  onMove,
  onIllegal,
  onDeadStart,
  onToggle,
  className,
}: CoinRowProps) {
  const n = coins.length;
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const suppressClick = useRef(false);
  const focusIndex = Math.min(active, Math.max(0, n - 1));
  const sel = mode === 'play' && selected !== null && selected < n ? selected : null;

  const legal = useMemo(() => new Set(legalMoves.map(([a, b]) => moveKey(a, b))), [legalMoves]);
  const targets = useMemo(
    () => (sel !== null && showTargets ? targetsFrom(legalMoves, sel, unordered) : new Set<number>()),
    [legalMoves, sel, unordered, showTargets],
  );
  const lanes = useMemo(() => {
    const laid = layoutHighlights(highlights, n);
    while (laid.length < reservedLanes) laid.push(new Array<null>(n).fill(null));
    return laid;
  }, [highlights, n, reservedLanes]);
  const rowRef = useRef<HTMLDivElement>(null);
  const forcedFit = useContext(FitCoins);
  const coinFit = useStore((s) => s.settings.coinFit) || forcedFit;
  const fitted = useCoinFit(rowRef, n, coinFit);

  const attempt = (a: number, b: number) => {
    setSelected(null);
    const move = resolveMove(legal, a, b, unordered);
    if (move) onMove?.(move);
    else onIllegal?.([a, b]);
  };

  const activate = (i: number) => {
    setActive(i);
    if (mode === 'edit') onToggle?.(i);
    if (mode !== 'play') return;
    if (sel === null) {
      if (onDeadStart && targetsFrom(legalMoves, i, unordered).size === 0) onDeadStart(i);
      else setSelected(i);
    } else if (sel === i && !legal.has(moveKey(i, i))) setSelected(null);
    else attempt(sel, i);
  };

  // A drag ends in a click on the row (or, with pointer capture, on the start cell): ignore it.
  const click = (i: number) => {
    if (!suppressClick.current) activate(i);
  };

  const moveFocus = (i: number) => {
    const j = Math.min(n - 1, Math.max(0, i));
    setActive(j);
    cells.current[j]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, i: number) => {
    const go: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: n - 1 };
    if (e.key in go) moveFocus(go[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') activate(i);
    else if (e.key === 'Escape' && sel !== null) setSelected(null);
    else return;
    // Taken here: the app's key dispatcher skips handled events (Home/End, Escape).
    e.preventDefault();
  };

  // Drag from a to b: resolved on pointerup over another cell. Touch keeps tap-tap (a drag
  // there scrolls a long row).
  const onPointerDown = (e: PointerEvent<HTMLDivElement>, i: number) => {
    suppressClick.current = false;
    if (mode !== 'play' || e.button !== 0 || e.pointerType === 'touch') return;
    const up = (ev: globalThis.PointerEvent) => {
      window.removeEventListener('pointerup', up);
      // A mouse has no pointer capture, so the target is under the pointer; a pen may capture.
      const hit =
        typeof document.elementFromPoint === 'function'
          ? document.elementFromPoint(ev.clientX, ev.clientY)
          : ev.target;
      const el = hit instanceof Element ? hit.closest<HTMLElement>('[role="gridcell"][data-index]') : null;
      const j =
        el && el.closest('[role="grid"]') === cells.current[i]?.closest('[role="grid"]')
          ? Number(el.dataset.index)
          : null;
      if (j === null || j === i) return;
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      setActive(j);
      attempt(i, j);
    };
    window.addEventListener('pointerup', up);
  };

  // The name holds the cell's visible text in its order (number, letter, bar labels), so a
  // voice user can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
  const nameOf = (i: number) => {
    const face = coins[i];
    const parts = [
      `Coin ${labels?.[i] ?? i + 1}: ${face === null ? 'empty' : `${symbols?.[face] ?? face} (${FACE_NAMES[face]})`}`,
    ];
    for (const h of highlightsAt(highlights, i)) parts.push(h.label ?? h.tone);
    if (owners?.[i]) parts.push(owners[i] === 'left' ? "Left's" : "Right's");
    if (sel === i) parts.push('selected');
    if (targets.has(i)) parts.push('completes a move');
    return parts.join(', ');
  };

  // Stable handlers for the memoised cells, calling this render's (set once it is committed).
  const latest = useRef({ click, onKeyDown, onPointerDown });
  useLayoutEffect(() => {
    latest.current = { click, onKeyDown, onPointerDown };
  });
  const handlers = useMemo(
    () => ({
      click: (i: number) => latest.current.click(i),
      keyDown: (e: KeyboardEvent<HTMLDivElement>, i: number) => latest.current.onKeyDown(e, i),
      pointerDown: (e: PointerEvent<HTMLDivElement>, i: number) => latest.current.onPointerDown(e, i),
      cellRef: (i: number, el: HTMLDivElement | null) => {
        cells.current[i] = el;
      },
    }),
    [],
  );

  const classes = ['coinrow', `coinrow-${mode}`, fitted === undefined ? '' : 'coinrow-fitted', className];
  const fitStyle =
    fitted === undefined
      ? undefined
      : ({ '--coin-size': `${fitted}px`, '--coin-gap': '2px' } as CSSProperties);
  const hint =
    mode === 'play'
      ? 'Choose a coin, then a second coin, to move; or drag from one to the other. Escape cancels.'
      : mode === 'edit'
        ? 'Enter or click flips a coin.'
        : '';

  return (
    <div
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={1}
      aria-colcount={n}
      aria-description={hint || undefined}
      className={classes.filter(Boolean).join(' ')}
      data-testid="board"
      ref={rowRef}
      style={fitStyle}
    >
      <div role="row" className="coinrow-row">
        {coins.map((face, i) => (
          <CoinCell
            key={i}
            index={i}
            face={face}
            symbol={face ? symbols?.[face] : undefined}
            owner={owners?.[i]}
            label={labels?.[i]}
            name={nameOf(i)}
            segments={lanes.map((l) => l[i])}
            focusable={i === focusIndex}
            selected={sel === i}
            target={targets.has(i)}
            muted={highlights.some((h) => h.tone === 'muted' && h.indices.includes(i))}
            accent={highlights.some((h) => h.tone === 'accent' && h.indices.includes(i))}
            selectable={mode === 'play'}
            cellRef={handlers.cellRef}
            onActivate={handlers.click}
            onKeyDown={handlers.keyDown}
            onPointerDown={handlers.pointerDown}
            onFocus={setActive}
          />
        ))}
      </div>
    </div>
  );
});
