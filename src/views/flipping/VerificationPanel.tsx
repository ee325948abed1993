/** The verification tab: brute force beside the Algorithm, the statements on every line, the paper's claims, long lines. */
import { AllLinesChecks } from './AllLinesChecks';
import { BruteForceCompare } from './BruteForceCompare';
import { ClaimsPanel } from './ClaimsPanel';
import { LongLinePanel } from './LongLinePanel';

export function VerificationPanel({ line, index }: { line: string; index: number }) {
  return (
    <div className="flip-verify">
      <BruteForceCompare line={line} index={index} />
      <AllLinesChecks />
      <ClaimsPanel />
      <LongLinePanel />
    </div>
  );
}
