/** The walkthrough player with the Numbers frames: the one player, the Numbers renderer. */
import type { NumbersDerivation } from '../../engine/arith/numbersState';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { NumbersFrame } from './NumbersFrame';

export interface NumbersWalkthroughProps {
  derivation?: NumbersDerivation;
  /** the engine's sentence saying why the walkthrough was left out (too many signs) */
  omitted?: string;
  label: string;
}

export function NumbersWalkthrough({ derivation, omitted, label }: NumbersWalkthroughProps) {
  // The panel's answer line already names x:y, so the derivation's title is not repeated.
  if (derivation)
    return (
      <WalkthroughPlayer
        derivation={derivation}
        label={label}
        showTitle={false}
        renderStep={(step) => <NumbersFrame state={step.state} />}
      />
    );
  // Too large for a walkthrough: say so where the player would be, never leave a blank area.
  if (omitted)
    return (
      <p className="nx-omitted" role="note" aria-label={`${label} left out`}>
        <strong>No walkthrough:</strong> {omitted.charAt(0).toUpperCase() + omitted.slice(1)}
        {/[.!?]$/.test(omitted) ? '' : '.'}
      </p>
    );
  return null;
}
