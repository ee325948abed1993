/**
 * Theorem 4.2 (best moves), compared: for a line, each player's claimed best move against
 * every other move of theirs, as the proof compares them (G(1,1,0,0) − G(0,0,1,1) ≥ 0 for
 * Left, D = G(1,0,0,1) − G(0,1,1,0) ≥ 0 for Right), with the engine's exact values and
 * the proof's case for each pair.
 */
import { useParam } from '../../../nav/router';
import type { AnswerOf } from '../../../engine/api';
import { Tex } from '../../../ui/math/Tex';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { VerdictMark, verdictOf } from '../../../ui/Verdict';
import { useAnalysis } from '../../../worker/useAnalysis';
import { texOfValue } from '../format';
import { LineInput } from './LineInput';
import { groupDigits } from '../../../ui/format/groupDigits';

type Side = AnswerOf<'flippingproofs', 'theorem42'>['left'];
const DEFAULT = '1011';

function SideTable({ side }: { side: Side }) {
  const who = side.player === 'L' ? 'Left' : 'Right';
  if (side.best === null || side.bestAfter === null || side.bestValue === null)
    return <p>{who} has no move in this line.</p>;
  const rule = side.player === 'L' ? 'the two rightmost 1s' : 'the rightmost 0 and the 1 after it';
  const diff = side.player === 'L' ? 'G^{L_{best}} - G^{L}' : 'G^{R} - G^{R_{best}}';
  return (
    <section className="proof-best" aria-label={`${who}'s moves compared`}>
      <h4>
        {who}&apos;s best move: coins {side.best[0]} and {side.best[1]} ({rule}) →{' '}
        <span className="flip-mono">{side.bestAfter || '0'}</span> = <Tex tex={texOfValue(side.bestValue)} />
      </h4>
      {side.comparisons.length === 0 ? (
        <p>It is {who}&apos;s only move: nothing to compare.</p>
      ) : (
        <div className="proof-table-wrap">
          <table className="proof-table">
            <thead>
              <tr>
                <th scope="col">Other move</th>
                <th scope="col">Leaves</th>
                <th scope="col">Value</th>
                <th scope="col">
                  <Tex tex={diff} />
                </th>
                <th scope="col">The proof&apos;s case</th>
              </tr>
            </thead>
            <tbody>
              {side.comparisons.map((c) => (
                <tr key={`${c.move[0]}-${c.move[1]}`}>
                  <td>
                    {c.move[0]}, {c.move[1]}
                  </td>
                  <td className="flip-mono">{c.after || '0'}</td>
                  <td>
                    <Tex tex={texOfValue(c.value)} />
                  </td>
                  <td>
                    <Tex tex={`${texOfValue(c.difference)} \\ge 0`} />{' '}
                    <VerdictMark verdict={verdictOf(c.holds)}>{c.holds ? 'holds' : 'fails'}</VerdictMark>
                  </td>
                  <td>{c.proofCase}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {side.more > 0 && <p>… and {groupDigits(side.more)} more moves, not listed.</p>}
        </div>
      )}
    </section>
  );
}

export function Theorem42Panel() {
  const [param] = useParam('t42');
  const line = param ?? DEFAULT;
  const a = useAnalysis({ game: 'flippingproofs', op: 'theorem42', position: line });
  const r = a.result;
  return (
    <div className="proof-part" data-testid="proof-theorem42">
      <p className="proof-about">
        Theorem 4.2: Left&apos;s best move flips the two rightmost 1s; Right&apos;s flips the rightmost 0 and
        the 1 after it. The proof compares the best move with every other one as a difference game, which must
        be <Tex tex="\ge 0" /> for the player; here each comparison is computed.
      </p>
      <LineInput
        id="proof-t42-line"
        param="t42"
        value={line}
        label="Line G"
        error={a.error}
        examples={['1011', '0101011111', '1101100111', '0110101']}
      />
      <AnalysisStatus analysis={a} what="the comparisons" />
      {r && (
        <>
          <p>
            <span className="flip-mono">G = {r.position}</span> = <Tex tex={texOfValue(r.value)} />
          </p>
          <SideTable side={r.left} />
          <SideTable side={r.right} />
        </>
      )}
    </div>
  );
}
