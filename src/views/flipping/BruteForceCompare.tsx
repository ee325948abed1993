/**
 * Brute force beside the Algorithm for the selected line (lines up to 20 coins; the table of
 * every line below it is filled once in the worker, with progress and Cancel), and the
 * exact canonical form from the CGT engine for lines up to 12 coins.
 */
import { MAX_BRUTE_FORCE, MAX_CANONICAL, normalize } from '../../engine/games/flipping/rules';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { VerdictMark, verdictOf } from '../../ui/Verdict';
import { useAnalysis } from '../../worker/useAnalysis';
import { texOfValue } from './format';
import { groupDigits } from '../../ui/format/groupDigits';

export function BruteForceCompare({ line, index }: { line: string; index: number }) {
  const n = normalize(line);
  const fits = n.length <= MAX_BRUTE_FORCE;
  const value = useAnalysis(n ? { game: 'flipping', op: 'value', position: n } : null);
  const brute = useAnalysis(n && fits ? { game: 'flipping', op: 'bruteForce', position: n } : null);
  const canonical = useAnalysis(
    n && n.length <= MAX_CANONICAL ? { game: 'flipping', op: 'canonical', position: n } : null,
  );
  if (!n) return <p>Line {index + 1} has no tails: it is 0, and there is nothing to check.</p>;
  return (
    <div className="flip-brute" data-testid="flip-brute">
      <h3>Line {index + 1}: brute force beside the Algorithm</h3>
      <AnalysisStatus analysis={value} what="the Algorithm’s value" />
      <dl className="flip-compare">
        <dt>The Algorithm (§3)</dt>
        <dd>{value.result ? <Tex tex={texOfValue(value.result.value)} /> : '…'}</dd>
        <dt>Brute force (every option, recursively)</dt>
        <dd>
          {!fits ? (
            `brute force runs on lines of up to ${MAX_BRUTE_FORCE} coins; this one has ${n.length}`
          ) : brute.result ? (
            <>
              <Tex tex={texOfValue(brute.result.value)} />{' '}
              <VerdictMark verdict={verdictOf(brute.result.agree)}>
                {brute.result.agree ? 'agrees' : 'differs'}
              </VerdictMark>
            </>
          ) : (
            <AnalysisStatus analysis={brute} what="the brute-force value" />
          )}
        </dd>
        <dt>Canonical form (CGT engine)</dt>
        <dd>
          {n.length > MAX_CANONICAL ? (
            `built for lines of up to ${MAX_CANONICAL} coins`
          ) : canonical.result ? (
            <>
              <Tex tex={texOfValue(canonical.result.canonical)} />, a number (Theorem 3.2), from{' '}
              {groupDigits(canonical.result.positions)} new positions{' '}
              <VerdictMark verdict={verdictOf(canonical.result.agree)}>
                {canonical.result.agree ? 'agrees' : 'differs'}
              </VerdictMark>
            </>
          ) : (
            <AnalysisStatus analysis={canonical} what="the canonical form" />
          )}
        </dd>
      </dl>
    </div>
  );
}
