/**
 * One ordinal sum of numbers evaluated by concatenating sign expansions, drawn with the
 * Numbers page's Hackenbush stalks: the base, the exponent, and the sum (base's edges, then
 * the exponent's on top, with the split marked).
 */
import type { SignsView } from '../../engine/games/flipping/walkState';
import { Tex } from '../../ui/math/Tex';
import { HackenbushStalk, stalkGeometry } from '../numbers/HackenbushStalk';
import { signsText, texOfValue } from '../numbers/format';
import '../numbers/numbers.css';

export function SignsFigure({ signs }: { signs: SignsView }) {
  const g = stalkGeometry([signs.baseSigns, signs.exponentSigns, signs.signs]);
  const part = (title: string, tex: string, s: string, split: number | null = null) => (
    <div className="flip-stalk">
      <HackenbushStalk
        signs={s}
        split={split}
        edge={g.edge}
        height={g.height}
        title={`${title}: ${signsText(s)}`}
      />
      <div>
        <Tex tex={tex} />
      </div>
      <div className="flip-signs-text">{signsText(s, 16)}</div>
    </div>
  );
  return (
    <figure className="flip-signs" aria-label="Sign expansions concatenated">
      {part('base', texOfValue(signs.base), signs.baseSigns)}
      <span className="flip-op" aria-hidden="true">
        :
      </span>
      {part('exponent', texOfValue(signs.exponent), signs.exponentSigns)}
      <span className="flip-op" aria-hidden="true">
        =
      </span>
      {part('ordinal sum', texOfValue(signs.value), signs.signs, signs.baseSigns.length)}
    </figure>
  );
}
