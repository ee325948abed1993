/**
 * Lemma 4.4's conditions explored: every block 0111 of a line G (G = α0111β), the line
 * H = α10β it would reduce to, which hypotheses hold, what the lemma concludes, and the
 * engine's values of G and H to check it. Where the lemma applies, G − H can be played.
 */
import { setParams, useParam } from '../../../nav/router';
import { Tex } from '../../../ui/math/Tex';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { VerdictMark, verdictOf } from '../../../ui/Verdict';
import { useAnalysis } from '../../../worker/useAnalysis';
import { texOfValue } from '../format';
import { LineInput } from './LineInput';

const DEFAULT = '011101';
const show = (s: string) => s || '(empty)';
const yes = (b: boolean) => (b ? 'yes' : 'no');

export function Lemma44Panel() {
  const [param] = useParam('l44');
  const line = param ?? DEFAULT;
  const a = useAnalysis({ game: 'flippingproofs', op: 'lemma44', position: line });
  const r = a.result;
  const play = (alpha: string, beta: string) =>
    setParams(
      { proof: undefined, lemma: '4.4', alpha: alpha || '-', beta: beta || '-', pm: undefined },
      { replace: false },
    );
  return (
    <div className="proof-part" data-testid="proof-lemma44">
      <p className="proof-about">
        Lemma 4.4: <Tex tex="\alpha 0111 \beta = \alpha 10 \beta" /> if (a) <Tex tex="\beta" /> starts with a
        1, or (b) <Tex tex="\beta" /> starts with 0 and has an even number of 1s. The paper shows the
        conditions are needed with <span className="flip-mono">011101 ≠ 1001</span>.
      </p>
      <LineInput
        id="proof-l44-line"
        param="l44"
        value={line}
        label="Line G (with a block 0111)"
        error={a.error}
        examples={['011101', '0111101', '01110011', '1011101']}
      />
      <AnalysisStatus analysis={a} what="the conditions" />
      {r && r.occurrences.length === 0 && (
        <p>This line has no block 0111: Lemma 4.4 does not apply anywhere.</p>
      )}
      {r && r.occurrences.length > 0 && (
        <div className="proof-table-wrap">
          <table className="proof-table" data-testid="proof-lemma44-table">
            <thead>
              <tr>
                <th scope="col">0111 at coin</th>
                <th scope="col">α</th>
                <th scope="col">β</th>
                <th scope="col">H = α10β</th>
                <th scope="col">(a) β starts with 1</th>
                <th scope="col">(b) β starts with 0, even 1s</th>
                <th scope="col">The lemma says</th>
                <th scope="col">Values G, H</th>
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {r.occurrences.map((o) => (
                <tr key={o.at}>
                  <td>{o.at}</td>
                  <td className="flip-mono">{show(o.alpha)}</td>
                  <td className="flip-mono">{show(o.beta)}</td>
                  <td className="flip-mono">{o.h || '0'}</td>
                  <td>{yes(o.conditions.a)}</td>
                  <td>
                    {yes(o.conditions.b)} ({o.conditions.ones} {o.conditions.ones === 1 ? 'one' : '1s'})
                  </td>
                  <td>
                    {o.concludes ? (
                      <>
                        G = H{o.conditions.empty ? ' (β empty: Lemma 4.3)' : ''}{' '}
                        <button type="button" onClick={() => play(o.alpha, o.beta)}>
                          Play G − H
                        </button>
                      </>
                    ) : (
                      'nothing: both conditions fail'
                    )}
                  </td>
                  <td>
                    <Tex tex={`${texOfValue(o.valueG)} ${o.equal ? '=' : '\\ne'} ${texOfValue(o.valueH)}`} />
                  </td>
                  <td>
                    <VerdictMark verdict={verdictOf(o.agrees)}>
                      {o.concludes
                        ? o.equal
                          ? 'equal, as the lemma says'
                          : 'differ: the lemma fails'
                        : o.equal
                          ? 'equal anyway'
                          : 'differ: the conditions are needed'}
                    </VerdictMark>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
