/**
 * The selected line's options written as the paper writes them (Section 1):
 * 1011 = {0001, 001, 1 | 1101, 111}, the lines after each move with trailing heads deleted,
 * in the order of the moves. Each option is a button that goes there: a move by that option's
 * player, played on the board (the other player is then to move; Back or Take back returns),
 * with its move and its value from the engine beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { setParams } from '../../nav/router';
import { MAX_OPTIONS_LINE } from '../../engine/games/flipping/optionsOf';
import { countMoves } from '../../engine/games/flipping/rules';
import { flippingPlay } from '../../store';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { texOfValue } from './format';
import { LongValue } from './LongValue';
import { groupDigits } from '../../ui/format/groupDigits';

interface Listed {
  move: [number, number];
  after: string;
  value: string;
}

export function OptionsView({ line, index }: { line: string; index: number }) {
  const fits = line.length > 0 && line.length <= MAX_OPTIONS_LINE;
  const analysis = useAnalysis(fits ? { game: 'flipping', op: 'options', position: line } : null);
  const r = analysis.result;
  // the lines this view came from, so Back returns; dropped when the line changes elsewhere
  const [trail, setTrail] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const went = useRef(false);
  useEffect(() => {
    if (went.current) {
      went.current = false;
      heading.current?.focus();
    } else setTrail([]);
  }, [line]);

  const go = (o: Listed, side: 'L' | 'R') => {
    if (!flippingPlay.play({ component: index, move: [o.move[0], o.move[1]] }, side).ok) return;
    went.current = true;
    setTrail((t) => [...t, line]);
    setParams({ step: undefined });
  };
  const back = () => {
    went.current = true;
    setTrail((t) => t.slice(0, -1));
    flippingPlay.takeBack();
    setParams({ step: undefined });
  };
  const name = `line ${index + 1}`;

  return (
    <div className="flip-options">
      <h3 ref={heading} tabIndex={-1}>
        Options of {name}, as the paper writes them
      </h3>
      <p className="pres-fold">
        <Tex tex="G = \{G^L \mid G^R\}" />: Left’s options, then Right’s, each the line after one move with
        its trailing heads deleted, in the order of the moves (the paper:{' '}
        <code>
          1011 = {'{'}0001, 001, 1 | 1101, 111{'}'}
        </code>
        ). Choose one to go there.
      </p>
      {trail.length > 0 && (
        <button type="button" onClick={back} data-testid="flip-options-back">
          Back to <code>{trail[trail.length - 1]}</code>
        </button>
      )}
      {line.length === 0 ? (
        <p>This line has no coins: it is {'{ | }'} = 0, no options on either side.</p>
      ) : !fits ? (
        <p>
          Options are listed for lines of up to {MAX_OPTIONS_LINE} coins (this one has{' '}
          {groupDigits(line.length)}): Left has {groupDigits(countMoves(line, 'L'))} moves and Right{' '}
          {groupDigits(countMoves(line, 'R'))}.
        </p>
      ) : (
        <>
          <AnalysisStatus analysis={analysis} what="the options" />
          {r && r.position === line && (
            <div
              className="flip-options-set"
              data-testid="flip-options"
              aria-label={`Options of ${line}`}
              role="group"
            >
              <code className="flip-options-line">{line}</code> <span aria-hidden="true">= {'{'}</span>
              <Side name="Left" options={r.left} onGo={(o) => go(o, 'L')} />
              <span className="flip-options-bar" aria-hidden="true">
                |
              </span>
              <Side name="Right" options={r.right} onGo={(o) => go(o, 'R')} />
              <span aria-hidden="true">{'}'}</span> ={' '}
              <span data-testid="flip-options-value">
                <LongValue value={r.value} />
              </span>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Side({
  name,
  options,
  onGo,
}: {
  name: 'Left' | 'Right';
  options: readonly Listed[];
  onGo: (o: Listed) => void;
}) {
  if (options.length === 0) {
    return <span className="flip-options-none">(no {name} move)</span>;
  }
  return (
    <ul className={`flip-options-side flip-options-${name.toLowerCase()}`} aria-label={`${name}’s options`}>
      {options.map((o, k) => (
        <li key={o.after}>
          <button
            type="button"
            onClick={() => onGo(o)}
            title={`Go there: ${name} flips coins ${o.move[0]} and ${o.move[1]}`}
          >
            <code>{o.after || '∅'}</code>
            <span className="flip-options-val">
              <Tex tex={texOfValue(o.value)} />
            </span>
            <span className="visually-hidden">
              {' '}
              ({name} flips coins {o.move[0]} and {o.move[1]}; go there)
            </span>
          </button>
          {k < options.length - 1 && <span aria-hidden="true">,</span>}
        </li>
      ))}
    </ul>
  );
}
