/**
 * The backwards game (§6): a move goes from c to a b with s.b = c (at most two such b). Two
 * people play, or one against the computer (which plays a winning move when there is one).
 * Values come from the engine: exhaustive for N ≤ 20, a bounded search beyond, and the
 * theorem via φ beside them.
 */
import { useState } from 'react';
import { CoinRow } from '../../ui/board';
import { usePlay } from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { OSKAR_BACKWARDS_MAX, oskarBackwardsPlay, useUrlSync } from '../../store';
import { Notice } from '../../ui/shell/Notice';
import { BackwardsHints } from './BackwardsHints';
import { BackwardsSetup } from './BackwardsSetup';
import { BackwardsValues } from './BackwardsValues';
import { backwardsCodec } from './codecs';
import { coinLabels, DIGITS, faces } from './format';

/** A player's name mid-sentence: "The computer" becomes "the computer", "You" becomes "you"; "Player 2" stays. */
const midSentence = (who: string) =>
  who.startsWith('Player') ? who : who.charAt(0).toLowerCase() + who.slice(1);
const winner = (who: string) => (who === 'You' ? 'you win' : `${midSentence(who)} wins`);

export function BackwardsPanel({ configuration }: { configuration: string }) {
  // The computer's reply comes from the engine (a winning move when there is one).
  const {
    position,
    history,
    undone,
    errorPercent,
    opponent,
    computerPlays,
    turn,
    computersTurn: computerTurn,
    computer,
    ownMoves,
  } = usePlay(oskarBackwardsPlay);
  // The position is in the URL (b=...), so a game in progress can be shared; a link starts a new game there.
  const sync = useUrlSync(backwardsCodec, position, oskarBackwardsPlay.newGame);
  const [hints, setHints] = useState(false);
  const a = useAnalysis({ game: 'oskar', op: 'backwards', configuration: position });
  const r = a.result && a.result.configuration === position ? a.result : null;
  const name = (p: 0 | 1) =>
    opponent === 'computer' ? (p === computerPlays ? 'The computer' : 'You') : `Player ${p + 1}`;

  const over = r !== null && r.moves.length === 0;
  return (
    <section className="oskar-backwards" aria-label="The backwards game">
      <p>
        Play the process backwards: from c, move to any configuration b whose successor is c (s.b = c). Each
        position has at most two moves: turn coin w + 1 from tails to heads, or coin w − 1 from heads to
        tails. Players alternate; whoever cannot move loses. Every move adds one step to the decay time, so
        the game ends.
      </p>
      <Notice message={sync.problem} onDismiss={sync.dismiss} testId="oskar-backwards-url-problem" />
      <BackwardsSetup
        configuration={configuration}
        position={position}
        opponent={opponent}
        computerPlays={computerPlays}
        max={OSKAR_BACKWARDS_MAX}
        onNew={oskarBackwardsPlay.startAt}
        onOpponent={oskarBackwardsPlay.setOpponent}
        onComputerPlays={oskarBackwardsPlay.setComputerPlays}
        errorPercent={errorPercent}
        onErrorPercent={oskarBackwardsPlay.setErrorPercent}
      />
      <CoinRow
        coins={faces(position)}
        symbols={DIGITS}
        labels={coinLabels(position.length)}
        ariaLabel={`Backwards game position ${position}`}
        highlights={
          r && r.moves.length
            ? [{ indices: r.moves.map((m) => m.coin - 1), tone: 'accent', label: 'a move turns this coin' }]
            : []
        }
      />
      <AnalysisStatus analysis={a} what="the moves" />
      {computerTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
      <p className="oskar-turn" role="status" data-testid="backwards-status">
        {over
          ? `${name(turn)} cannot move, so ${winner(name((1 - turn) as 0 | 1))}.`
          : r
            ? `${name(turn)} to move${computerTurn ? '…' : '.'}`
            : ''}
      </p>
      {r && !over && (
        <ul className="oskar-moves" aria-label="Moves">
          {r.moves.map((m) => (
            <li key={m.configuration}>
              <button
                type="button"
                onClick={() => oskarBackwardsPlay.play(m.coin)}
                disabled={computerTurn}
                data-testid="backwards-move"
              >
                Turn coin {m.coin} ({position[m.coin - 1] === '1' ? 'heads → tails' : 'tails → heads'}):{' '}
                <code>{m.configuration}</code>
              </button>
              {hints && (
                <span className="oskar-hint">
                  {' '}
                  Grundy value {m.grundy}:{' '}
                  {m.winning ? 'a P-position, so this move wins ✓' : 'an N-position, so this move loses'}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="toolbar">
        <button type="button" onClick={oskarBackwardsPlay.takeBack} disabled={ownMoves === 0}>
          Take back
        </button>
        <button type="button" onClick={oskarBackwardsPlay.redo} disabled={undone.length === 0}>
          Redo
        </button>
        <button type="button" onClick={oskarBackwardsPlay.restart} disabled={history.length === 0}>
          Restart
        </button>
        <label>
          <input type="checkbox" checked={hints} onChange={(e) => setHints(e.currentTarget.checked)} /> Show
          values
        </label>
      </div>
      {hints && r && !over && (
        <BackwardsHints moves={r.moves} canPlay={!computerTurn} onPlay={oskarBackwardsPlay.play} />
      )}
      {hints && r && <BackwardsValues answer={r} />}
    </section>
  );
}
