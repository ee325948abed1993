/**
 * G − H on the board: G, and −H (H with the roles swapped), each a row of coins the user plays
 * on with the keyboard or the mouse. Legal moves and the reason a move is illegal are the
 * engine's rules (cheap, on the main thread); the answer comes from the worker. The engine's
 * last answer is marked on its coins; the status line says whose move it is and who won.
 */
import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { legalMoves, whyIllegal } from '../../../engine/games/flipping/rules';
import { CoinRow, type CoinHighlight } from '../../../ui/board';
import { Tex } from '../../../ui/math/Tex';
import { texOfValue } from '../format';
import type { PlayAnswer } from './ProofGame';
import type { MoveParam } from './proofParams';

const NAME = { L: 'Left', R: 'Right' } as const;
const SYMBOLS = { H: '0', T: '1' };
const other = (p: 'L' | 'R') => (p === 'L' ? 'R' : 'L');

interface RowProps {
  line: 'G' | 'H';
  coins: string;
  role: 'L' | 'R';
  playing: boolean;
  highlights: CoinHighlight[];
  onMove: (m: MoveParam) => void;
  onIllegal: (message: string) => void;
}

function SummandRow({ line, coins, role, playing, highlights, onMove, onIllegal }: RowProps) {
  const faces = useMemo(() => [...coins].map((c) => (c === '1' ? 'T' : 'H') as 'H' | 'T'), [coins]);
  const legal = useMemo(
    () => (playing ? legalMoves(coins, role).map(([i, j]): [number, number] => [i - 1, j - 1]) : []),
    [coins, role, playing],
  );
  const title = line === 'G' ? 'G' : '−H';
  const how = role === 'L' ? 'two 1s → 00' : '0…1 → 1…0';
  return (
    <div className="proof-row" data-testid={`proof-row-${line}`}>
      <h4 className="proof-row-name">
        {title}{' '}
        <span className="proof-row-line">= {line === 'G' ? coins || '(no coins)' : `−${coins || '0'}`}</span>
        {playing && (
          <span className="proof-row-how">
            {' '}
            · you move here as {NAME[role]} ({how})
          </span>
        )}
      </h4>
      {coins.length === 0 ? (
        <p className="proof-empty">No coins left.</p>
      ) : (
        <CoinRow
          coins={faces}
          symbols={SYMBOLS}
          labels={faces.map((_, i) => i + 1)}
          ariaLabel={`${title}: ${coins}${line === 'H' ? ' (roles swapped)' : ''}`}
          mode={playing ? 'play' : 'view'}
          legalMoves={legal}
          unordered
          highlights={highlights}
          reservedLanes={1}
          onMove={([a, b]) => onMove({ line, move: [Math.min(a, b) + 1, Math.max(a, b) + 1] })}
          onIllegal={([a, b]) =>
            onIllegal(
              `Not a move for you in ${title}${line === 'H' ? ` (there you move as ${NAME[role]})` : ''}: ${whyIllegal(coins, role, a + 1, b + 1) ?? 'choose two coins'}.`,
            )
          }
        />
      )}
    </div>
  );
}

/**
 * A move (the user's, then the engine's answer) can delete the focused coin or a whole summand:
 * keep the focus on the board, as the main board's LineRow does. The row last focused gets it
 * back on the coin that now holds its roving focus (the nearest remaining one), or the other
 * row if that one has no coins left.
 */
function useKeepFocus(g: string, h: string) {
  const board = useRef<HTMLElement>(null);
  const lastRow = useRef<'G' | 'H' | null>(null);
  useLayoutEffect(() => {
    const row = lastRow.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!row || !lost || !board.current) return;
    const cell = (line: 'G' | 'H') =>
      board.current?.querySelector<HTMLElement>(
        `[data-testid="proof-row-${line}"] [role="gridcell"][tabindex="0"]`,
      );
    const target =
      cell(row) ?? cell(row === 'G' ? 'H' : 'G') ?? board.current.querySelector<HTMLElement>('.proof-status');
    target?.focus();
  }, [g, h]);
  const handlers = {
    onFocus: (e: FocusEvent) => {
      const row = (e.target as Element).closest('[data-testid^="proof-row-"]');
      lastRow.current = row ? (row.getAttribute('data-testid') === 'proof-row-G' ? 'G' : 'H') : null;
    },
    // Focus moved elsewhere on purpose (relatedTarget is null when the focused coin is removed).
    onBlur: (e: FocusEvent) => {
      if (e.relatedTarget !== null && !e.currentTarget.contains(e.relatedTarget as Node))
        lastRow.current = null;
    },
  };
  return { board, handlers };
}

export function ProofBoard({
  game,
  user,
  onMove,
}: {
  game: PlayAnswer;
  user: 'L' | 'R';
  onMove: (m: MoveParam) => void;
}) {
  const [illegal, setIllegal] = useState<string | null>(null);
  const { board, handlers } = useKeepFocus(game.position.g, game.position.h);
  const engine = other(user);
  const playing = !game.over;
  const lastEngine = [...game.turns].reverse().find((t) => t.by === 'engine');
  const marks = (line: 'G' | 'H'): CoinHighlight[] =>
    lastEngine && lastEngine.move.line === line
      ? [{ indices: lastEngine.move.move.map((c) => c - 1), tone: 'accent', label: 'answer' }]
      : [];
  const move = (m: MoveParam) => {
    setIllegal(null);
    onMove(m);
  };
  const value = game.turns.length ? game.turns[game.turns.length - 1].value : game.values.difference;
  return (
    <section className="proof-board" aria-label="The difference game G − H" ref={board} {...handlers}>
      <p className="proof-start">
        {game.instance}: <span className="flip-mono">G = {game.start.g}</span>,{' '}
        <span className="flip-mono">H = {game.start.h || '0'}</span>, values{' '}
        <Tex tex={`${texOfValue(game.values.g)}`} /> and <Tex tex={`${texOfValue(game.values.h)}`} />, so{' '}
        <Tex tex={`G - H = ${texOfValue(game.values.difference)}`} />: the second player wins.
      </p>
      <SummandRow
        line="G"
        coins={game.position.g}
        role={user}
        playing={playing}
        highlights={marks('G')}
        onMove={move}
        onIllegal={setIllegal}
      />
      <SummandRow
        line="H"
        coins={game.position.h}
        role={other(user)}
        playing={playing}
        highlights={marks('H')}
        onMove={move}
        onIllegal={setIllegal}
      />
      <p className="proof-status" role="status" aria-live="polite" data-testid="proof-status" tabIndex={-1}>
        {game.over
          ? game.winner === engine
            ? `You (${NAME[user]}) have no move left: the engine (${NAME[engine]}), moving second, wins, as the lemma says.`
            : `The engine (${NAME[engine]}) has no answer: you win. The strategy failed here.`
          : lastEngine
            ? `The engine (${NAME[engine]}) answered in ${lastEngine.move.line === 'G' ? 'G' : '−H'}: coins ${lastEngine.move.move[0]} and ${lastEngine.move.move[1]}. Your move (${NAME[user]}).`
            : `Your move (${NAME[user]}): choose two coins in G or in −H.`}{' '}
        <span className="proof-value">
          Now <Tex tex={`G - H = ${texOfValue(value)}`} />.
        </span>
      </p>
      {illegal && (
        <p className="flip-error" role="alert">
          {illegal}
        </p>
      )}
    </section>
  );
}
