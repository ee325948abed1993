/**
 * "What if we used Q's own value?": the engine's wrong answer, with Q_j in place of Q_j^R
 * (as in Hackenbush strings, H : K), beside the right one and the difference between them.
 */
import type { WrongView } from '../../engine/games/flipping/walkState';
import { Tex } from '../../ui/math/Tex';
import { texOfValue } from './format';
import { LongValue } from './LongValue';

export function WrongExponent({ wrong, block }: { wrong: WrongView; block?: number }) {
  const q = block === undefined ? 'Q_j' : `Q_{${block}}`;
  return (
    <section className="flip-wrong" aria-label="With Q’s own value instead of Q^R" data-testid="flip-wrong">
      {wrong.step && (
        <p>
          This step with <Tex tex={q} />
          ’s own value <Tex tex={texOfValue(wrong.step.exponent)} /> as the exponent gives{' '}
          <strong className="flip-wrong-value">
            <LongValue value={wrong.step.value} label="the wrong value of this step" />
          </strong>{' '}
          instead of <LongValue value={wrong.right} label="the right value" /> with <Tex tex={`${q}^R`} />:
          off by <LongValue value={wrong.step.diff} label="the difference" />.
        </p>
      )}
      <dl className="flip-compare">
        <dt>
          Every exponent a block’s own value, <Tex tex="Q_j" /> (wrong)
        </dt>
        <dd data-testid="flip-wrong-chain">
          <LongValue value={wrong.chain} label="the wrong value" />
        </dd>
        <dt>
          Every exponent <Tex tex="Q_j^R" />
          ’s value (the paper)
        </dt>
        <dd data-testid="flip-right-chain">
          <LongValue value={wrong.right} label="the right value" />
        </dd>
        <dt>Difference</dt>
        <dd>
          <LongValue value={wrong.diff} label="the difference" /> — the exponent must be the value of Right’s
          best option of the block, not of the block.
        </dd>
      </dl>
    </section>
  );
}
