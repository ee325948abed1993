/**
 * Section 5's claim read three ways (the engine's `readings`): "three or more coins" as
 * exactly three, as three or more, and as two or three, each with its result and the range of
 * lines it holds on, so the search's verdict is never read as the paper's only meaning.
 */
import { request } from '../../../engine/typedRequest';
import { MAX_READINGS_LENGTH } from '../../../engine/games/flippingVariants/limits';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import type { LineRule } from '../../../engine/games/flippingVariants/lineRule';
import { minus } from './kinds';

export function ReadingsTable({ maxLength, rule }: { maxLength: number; rule: LineRule }) {
  const n = Math.min(maxLength, MAX_READINGS_LENGTH);
  const analysis = useAnalysis(request('flippingvariants', 'readings', { maxLength: n, rule }));
  const r = analysis.result;
  return (
    <section aria-labelledby="fv-readings-heading">
      <h3 id="fv-readings-heading">The paper’s claim, read three ways</h3>
      <p>
        Section 5 says the only version “where the values are numbers” has Left flip a subsequence of tails
        and Right heads ended by a tails, among variants flipping “three or more” coins. The text does not fix
        which moves that allows; each reading is computed on every line of up to {n} coins.
      </p>
      <AnalysisStatus analysis={analysis} what="the three readings" />
      {r && (
        <div className="fv-table-wrap" tabIndex={0} role="region" aria-label="The claim under each reading">
          <table className="fv-table" data-testid="fv-readings">
            <caption>Is every value a number? Lines of up to {r.maxLength} coins</caption>
            <thead>
              <tr>
                <th scope="col">Reading</th>
                <th scope="col">Every value a number?</th>
              </tr>
            </thead>
            <tbody>
              {r.readings.map((x) => (
                <tr key={x.id}>
                  <th scope="row">{x.words}</th>
                  <td>
                    {x.allNumbers
                      ? `yes: every line of up to ${x.numbersUpTo} coins is a number`
                      : `no: every line of up to ${x.numbersUpTo} coins is a number; ${x.firstNonNumber!.position} = ${minus(x.firstNonNumber!.value) ?? '(a long form)'} is not`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
