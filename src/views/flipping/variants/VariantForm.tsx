/**
 * Which variant: typed ("111/001", checked by the engine's own parser, the message beside the
 * field) or one click on a version of the family the paper searched.
 */
import { useState } from 'react';
import {
  familyOf,
  parseVariant,
  ORIGINAL,
  makeVariant,
} from '../../../engine/games/flippingVariants/variant';
import type { ErrorInfo } from '../../../engine/errors';
import { TextField, useDraft } from '../../../ui/form';

const FAMILY = familyOf(3).partizan.map(makeVariant);

export function VariantForm({
  id,
  variant,
  onChoose,
}: {
  id: string;
  variant: string;
  onChoose: (variant: string) => void;
}) {
  const [draft, setDraft] = useDraft(variant);
  const [error, setError] = useState<{ error: Pick<ErrorInfo, 'message' | 'at'>; text: string } | null>(null);
  const choose = (v: string) => {
    setError(null);
    onChoose(v);
  };
  return (
    <div className="fv-form">
      <form
        className="pres-fold"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseVariant(draft);
          if (!r.ok) setError({ error: r.error, text: draft });
          else choose(makeVariant(r.value));
        }}
      >
        <TextField
          id={id}
          label="Variant: Left’s pattern / Right’s pattern"
          value={draft}
          onChange={(v) => {
            setDraft(v);
            setError(null);
          }}
          error={error?.error}
          submitted={error?.text}
          hint="Each pattern is 0s and 1s ending in 1; a move flips coins showing it, in order, any gaps. 11/01 is the paper’s game."
          className="fv-variant-input"
        >
          <button type="submit">Show</button>
        </TextField>
      </form>
      <div
        className="toolbar"
        role="group"
        aria-label="The paper’s game and the versions with three coins a move"
      >
        {[makeVariant(ORIGINAL), ...FAMILY].map((v) => (
          <button key={v} type="button" aria-pressed={variant === v} onClick={() => choose(v)}>
            {v === makeVariant(ORIGINAL) ? '11/01 (the paper’s game)' : v}
          </button>
        ))}
      </div>
    </div>
  );
}
