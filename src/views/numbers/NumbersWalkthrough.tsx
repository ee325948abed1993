/** The walkthrough player with the Numbers frames: the one player, the Numbers renderer. */
import type { NumbersDerivation } from '../../engine/arith/numbersState';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { NumbersFrame } from './NumbersFrame';

export function NumbersWalkthrough({ derivation, label }: { derivation: NumbersDerivation; label: string }) {
  // The panel's answer line already names x:y, so the derivation's title is not repeated.
  return <WalkthroughPlayer derivation={derivation} label={label} showTitle={false} renderStep={(step) => <NumbersFrame state={step.state} />} />;
}
