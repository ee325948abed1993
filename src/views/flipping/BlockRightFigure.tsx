/**
 * Q_j^R made visible: the block Q_j on its own coins with Right's best move in it marked,
 * and the line Q_j^R it leaves, each with its value (engine data). The exponent of the
 * ordinal sum is Q_j^R's value, not Q_j's (Lemma 4.5).
 */
import type { BlockView } from '../../engine/games/flipping/walkState';
import { CoinRow } from '../../ui/board';
import { Tex } from '../../ui/math/Tex';
import { texOfValue } from './format';

const SYMBOLS = { H: '0', T: '1' };
const faces = (line: string) => [...line].map((c) => (c === '1' ? 'T' : 'H') as 'H' | 'T');

export function BlockRightFigure({ block }: { block: BlockView }) {
  if (block.role !== 'Q' || !block.right || block.own === undefined) return null;
  const [i, j] = block.right.move;
  const name = `Q_{${block.index}}`;
  return (
    <figure className="flip-qr" data-testid="flip-block-right">
      <figcaption>
        Right’s best move in <Tex tex={name} />: coins {i} and {j} of the block (coins {block.start + i} and{' '}
        {block.start + j} of the line)
      </figcaption>
      <div className="flip-qr-rows">
        <div className="flip-qr-part">
          <Tex tex={`${name} =`} />
          <CoinRow
            coins={faces(block.coins)}
            symbols={SYMBOLS}
            labels={faces(block.coins).map((_, k) => k + 1)}
            ariaLabel={`Q${block.index}: ${block.coins}`}
            highlights={[{ indices: [i - 1, j - 1], tone: 'right', label: 'Right flips' }]}
          />
          <span>
            worth <Tex tex={texOfValue(block.own)} />
          </span>
        </div>
        <span className="flip-arrow" aria-hidden="true">
          ⇨
        </span>
        <div className="flip-qr-part">
          <Tex tex={`${name}^R =`} />
          <CoinRow
            coins={faces(block.right.after)}
            symbols={SYMBOLS}
            labels={faces(block.right.after).map((_, k) => k + 1)}
            ariaLabel={`Q${block.index} R: ${block.right.after}`}
            highlights={[
              {
                indices: [i - 1, j - 1].filter((k) => k < block.right!.after.length),
                tone: 'right',
                label: 'flipped',
              },
            ]}
          />
          <span>
            worth <Tex tex={texOfValue(block.value)} />: the exponent
          </span>
        </div>
      </div>
    </figure>
  );
}
