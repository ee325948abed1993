/**
 * The board: one or more lines (a sum), play (two clicks per move, illegal pairs explained),
 * edit (click coins to turn them), take back, the computer's replies, each line's value and
 * the sum's value and outcome beside it, and the hint. Legal moves and applying a move are
 * cheap rule calls made here with the engine's own functions; every value comes from the worker.
 */
import { useState } from 'react';
import { setParams } from '../../nav/router';
import { normalize, type Move } from '../../engine/games/flipping/rules';
import { otherSide, PARTIZAN_SIDES, type PartizanSide } from '../../engine/games/gameRules';
import {
  flippingPlay,
  readFlipping,
  removeFlippingLine,
  selectFlippingLine,
  setFlippingLineLength,
  setFlippingLines,
  toggleFlippingCoin,
  useStore,
} from '../../store';
import type { CoinHighlight } from '../../ui/board';
import {
  BoardToolbar,
  MoveList,
  playerName,
  PlayersControls,
  usePlayShell,
  type PlayStatus,
} from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { PLAYER_NAME } from './format';
import { HintList } from './HintList';
import { LineForm } from './LineForm';
import { useQuizSwitch } from '../../ui/walkthrough';
import { LineRow } from './LineRow';
import { SumSummary } from './SumSummary';
import type { SumMove } from './types';

/** New lines or a move start the walkthroughs again. */
const resetStep = () => setParams({ step: undefined });

export function BoardPanel() {
  const [message, setMessage] = useState<string | null>(null);
  const shell = usePlayShell(flippingPlay, {
    group: 'Flipping Coins board',
    edit: {
      onSwitch: (to) => {
        // Leaving edit mode: trailing heads vanish (§1), as they would after any move.
        if (to === 'play') setFlippingLines(readFlipping().position.map(normalize));
        setMessage(null);
      },
    },
    hints: { panelId: 'flip-hint-panel', labels: ['Hint', 'Hide hint'], command: 'Show or hide the hint' },
    onChange: () => {
      setMessage(null);
      resetStep();
    },
  });
  const { position: lines, history, turn: toMove, over, computersTurn, computer, mode, canPlay } = shell;
  const selected = useStore((st) => st.flipping.selected);
  const [preview, setPreview] = useState<SumMove | null>(null);
  // A move stays within one line: the line last touched holds the coin selection; touching
  // another one remounts the previous line's coins (resets[c] is line c's CoinRow key).
  const [touched, setTouched] = useState<number | null>(null);
  const [resets, setResets] = useState<readonly number[]>([]);
  const coinInput = (c: number) => {
    setMessage(null);
    const left = touched;
    if (left !== null && left !== c) {
      setResets((r) => {
        const next = [...r];
        next[left] = (r[left] ?? 0) + 1;
        return next;
      });
    }
    setTouched(c);
  };

  const sum = useAnalysis({ game: 'flipping', op: 'sum', positions: [...lines] });
  // “Your turn” asks the values and who wins: they wait behind the values panel's button
  const [quiz] = useQuizSwitch();
  const [valuesShown, setValuesShown] = useState(false);
  const valuesHidden = quiz && !valuesShown;

  const play = (component: number, move: Move) => {
    const r = flippingPlay.play({ component, move: [move[0], move[1]] });
    setMessage(r.ok ? null : r.error.message);
    setPreview(null);
    resetStep();
  };
  const last = history.at(-1);
  const highlightsFor = (c: number): CoinHighlight[] => {
    if (preview)
      return preview.component === c
        ? [{ indices: [preview.move[0] - 1, preview.move[1] - 1], tone: 'accent', label: 'winning move' }]
        : [];
    if (last && last.move.component === c && mode === 'play') {
      const after = lines[c];
      const idx = [last.move.move[0] - 1, last.move.move[1] - 1].filter((i) => i < after.length);
      return idx.length
        ? [
            {
              indices: idx,
              tone: last.side === 'L' ? 'left' : 'right',
              label: `${PLAYER_NAME[last.side]}’s last move`,
            },
          ]
        : [];
    }
    return [];
  };

  return (
    <section className="flip-board pres-board" aria-labelledby="flip-board-heading">
      <h2 id="flip-board-heading" className="pres-fold">
        The board
      </h2>
      <LineForm
        selected={selected}
        current={lines[selected] ?? ''}
        count={lines.length}
        onChanged={resetStep}
      />
      <BoardToolbar shell={shell} />
      <PlayersControls
        shell={shell}
        name="flip-opponent"
        order={['two', 'computer']}
        sideHints={{ L: 'flip two 1s', R: 'flip 0 … 1' }}
      />
      <p className="flip-status" role="status" data-testid="flip-status">
        {statusText(shell)}
      </p>
      <div className="flip-board-grid">
        {/* the board a projector screen starts at (presentation), labels and all */}
        <div className="flip-lines" data-anchor="board">
          {lines.map((line, c) => (
            <LineRow
              key={c}
              line={line}
              index={c}
              value={sum.result?.values[c] ?? null}
              valueHidden={valuesHidden}
              selected={c === selected}
              mode={mode === 'edit' ? 'edit' : canPlay ? 'play' : 'view'}
              player={toMove}
              highlights={highlightsFor(c)}
              removable={lines.length > 1}
              onSelect={() => (selectFlippingLine(c), resetStep())}
              onRemove={() => (removeFlippingLine(c), resetStep())}
              onMove={(move) => play(c, move)}
              onIllegal={setMessage}
              onToggle={(i) => (toggleFlippingCoin(c, i), resetStep())}
              onLength={(n) => (setFlippingLineLength(c, n), resetStep())}
              onCoinInput={() => coinInput(c)}
              resetKey={resets[c] ?? 0}
            />
          ))}
          {mode === 'play' && canPlay && (
            <p className="flip-how pres-fold">
              {PLAYER_NAME[toMove]} to move:{' '}
              {toMove === 'L'
                ? 'choose two tails (1s)'
                : 'choose a heads coin (0) and a tails coin (1) to its right'}
              , in either order (or drag from one to the other).
            </p>
          )}
          {mode === 'edit' && (
            <p className="flip-how pres-fold">
              Click a coin (or press Enter on it) to turn it over; − and + change a line’s length. Trailing
              heads vanish when you press Play.
            </p>
          )}
          {message && (
            <p className="flip-error" role="alert" data-testid="flip-illegal">
              {message}
            </p>
          )}
          {computersTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
        </div>
        <SumSummary analysis={sum} lines={lines} hidden={valuesHidden} onShow={() => setValuesShown(true)} />
      </div>
      <div id="flip-hint-panel" hidden={!shell.hintsShown}>
        {shell.hintsShown && sum.result && !over && !computersTurn && (
          <HintList
            answer={sum.result}
            player={toMove}
            canPlay={canPlay}
            onPreview={setPreview}
            onPlay={(m) => play(m.component, m.move)}
          />
        )}
      </div>
      <MoveList shell={shell} className="flip-moves" />
    </section>
  );
}

/** "You (Left)" takes the verb of "you". */
const you = (name: string) => name.startsWith('You');

function statusText(s: PlayStatus<PartizanSide>): string {
  if (s.mode === 'edit') return 'Editing: turn coins over, then press Play.';
  const { opponent, computerPlays, turn: toMove } = s;
  const mover = playerName(toMove, s);
  if (s.over) {
    const winner = playerName(otherSide(PARTIZAN_SIDES, toMove), s);
    return `${mover} ${you(mover) ? 'have' : 'has'} no move and ${you(mover) ? 'lose' : 'loses'}: ${winner} ${you(winner) ? 'win' : 'wins'}.`;
  }
  if (opponent === 'computer')
    return toMove === computerPlays
      ? `The computer (${PLAYER_NAME[toMove]}) is choosing its move…`
      : `Your move (you are ${PLAYER_NAME[toMove]}).`;
  return `${PLAYER_NAME[toMove]} to move.`;
}
