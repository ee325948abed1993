/**
 * One frame of the Algorithm walkthrough, drawn from its own state (engine data): the coins
 * with the step's highlights (the 0111 replaced, the blocks Q_j and G_i), the line a
 * reduction leads to, the blocks' legend, the ordinal-sum tree and the sign expansions.
 * Each block's Q_j^R (Right's best move in it) is drawn on its own coins, and with
 * `showWrong` the Step 6 frames put the wrong answer (Q_j's own value) beside the right one.
 */
import type { Step } from '../../engine/derivation';
import type { AlgorithmState } from '../../engine/games/flipping/walkState';
import { CoinRow } from '../../ui/board';
import { Exportable, exportName } from '../../ui/export';
import { Tex } from '../../ui/math/Tex';
import { shortLine, texOfValue } from './format';
import { LongValue } from './LongValue';
import { OrdinalTree } from './OrdinalTree';
import { BlockRightFigure } from './BlockRightFigure';
import { WrongExponent } from './WrongExponent';
import { SignsFigure } from './SignsFigure';

const SYMBOLS = { H: '0', T: '1' };
const faces = (line: string) => [...line].map((c) => (c === '1' ? 'T' : 'H') as 'H' | 'T');
const labelTex = (role: string, index: number) => `${role}_{${index}}`;

/** The block this frame is about: the one just cut (Step 3) or the exponent being added (Step 6). */
function currentBlock(step: Step<AlgorithmState>) {
  const s = step.state;
  const qs = s.blocks.filter((b) => b.role === 'Q');
  if (s.phase === 'split') return qs.at(-1);
  if (s.phase === 'ordinalSum') return qs.find((b) => step.highlight?.some((h) => h.label === `Q${b.index}`));
  return undefined;
}

export function AlgorithmFrame({
  step,
  showWrong = false,
}: {
  step: Step<AlgorithmState>;
  showWrong?: boolean;
}) {
  const s = step.state;
  const highlights = step.highlight ?? [];
  const at = highlights.find((h) => h.tone === 'accent')?.indices[0];
  const current = currentBlock(step);
  const tones = Object.fromEntries(s.blocks.map((b) => [`${b.role}${b.index}`, b.tone]));
  return (
    <div className="flip-frame" data-phase={s.phase}>
      <div className="flip-frame-coins">
        {s.line.length > 0 ? (
          <CoinRow
            coins={faces(s.line)}
            symbols={SYMBOLS}
            labels={faces(s.line).map((_, i) => i + 1)}
            ariaLabel={`The line ${s.line}`}
            highlights={highlights}
          />
        ) : (
          <p>No coins.</p>
        )}
        {s.phase === 'reduce' && s.next !== null && (
          <div className="flip-next">
            <span className="flip-arrow" aria-hidden="true">
              ⇩
            </span>
            <CoinRow
              coins={faces(s.next)}
              symbols={SYMBOLS}
              labels={faces(s.next).map((_, i) => i + 1)}
              ariaLabel={`becomes ${s.next}`}
              highlights={
                at !== undefined && at < s.next.length
                  ? [{ indices: [at, at + 1].filter((i) => i < s.next!.length), tone: 'accent', label: '10' }]
                  : []
              }
            />
          </div>
        )}
      </div>
      {s.blocks.length > 0 && (
        <ul className="flip-legend" aria-label="Blocks of the split">
          {s.blocks.map((b) => (
            <li key={`${b.role}${b.index}`} className={`tone-${b.tone}`}>
              <Tex tex={labelTex(b.role, b.index)} /> <code>{shortLine(b.coins, 24)}</code>
              {b.role === 'Q' && b.right && b.own ? (
                <>
                  {' '}
                  = <Tex tex={texOfValue(b.own)} />; <Tex tex={`${labelTex(b.role, b.index)}^R`} />{' '}
                  <code>{shortLine(b.right.after, 24)}</code> exponent <Tex tex={texOfValue(b.value)} />
                </>
              ) : (
                b.value !== '' && (
                  <>
                    {' '}
                    {b.role === 'Q' ? 'exponent' : 'value'} <Tex tex={texOfValue(b.value)} />
                  </>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {current && <BlockRightFigure block={current} />}
      {showWrong && s.wrong && <WrongExponent wrong={s.wrong} block={current?.index} />}
      <div className="flip-frame-math">
        {s.tree && (
          <Exportable
            name={exportName('flipping-tree', s.line)}
            title={`Ordinal-sum tree of the line ${s.line}`}
          >
            <OrdinalTree tree={s.tree} tones={tones} />
          </Exportable>
        )}
        {s.signs && <SignsFigure signs={s.signs} />}
      </div>
      {s.phase === 'value' && s.value !== null && (
        <p className="flip-final" data-testid="flip-walkthrough-value">
          Value <LongValue value={s.value} label="the value of the line" />
        </p>
      )}
    </div>
  );
}
