/**
 * Which variant, how long the lines, which coins may go together: a typed variant ("111/001",
 * checked by the engine's own parser, the message beside the field) or one click on a version
 * of the family the paper searched.
 */
import { useState } from 'react';
import { familyOf, parseVariant, ORIGINAL, makeVariant } from '../../../engine/games/flippingVariants/variant';
import type { ErrorInfo } from '../../../engine/errors';
import { TextField, useDraft } from '../../../ui/form';
import { MAX_TABLE_LENGTH, type VariantParams } from './params';

const FAMILY = familyOf(3).partizan.map(makeVariant);

export function VariantForm({ params, showLength = true }: { params: VariantParams; showLength?: boolean }) {
  const [draft, setDraft] = useDraft(params.variant);
  const [error, setError] = useState<{ error: Pick<ErrorInfo, 'message' | 'at'>; text: string } | null>(null);
  const choose = (v: string) => {
    setError(null);
    params.set({ v, page: undefined, pos: undefined });
  };
  return (
    <div className="fv-form">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseVariant(draft);
          if (!r.ok) setError({ error: r.error, text: draft });
          else choose(makeVariant(r.value));
        }}
      >
        <TextField
          id="fv-variant"
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
      <div className="toolbar" role="group" aria-label="Versions the paper searched (three coins a move)">
        <button type="button" aria-pressed={params.variant === makeVariant(ORIGINAL)} onClick={() => choose(makeVariant(ORIGINAL))}>
          11/01 (the paper’s game)
        </button>
        {FAMILY.map((v) => (
          <button key={v} type="button" aria-pressed={params.variant === v} onClick={() => choose(v)}>
            {v}
          </button>
        ))}
      </div>
      <div className="toolbar">
        {showLength && (
          <label>
            Lines of up to{' '}
            <select value={params.maxLength} onChange={(e) => params.set({ n: e.currentTarget.value, page: undefined })}>
              {Array.from({ length: MAX_TABLE_LENGTH }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>{' '}
            coins
          </label>
        )}
        <fieldset className="fv-rule">
          <legend>Coins flipped together</legend>
          <label>
            <input type="radio" name="fv-rule" checked={params.rule === 'any'} onChange={() => params.set({ rule: undefined, page: undefined, pos: undefined })} /> any, with gaps (the paper)
          </label>
          <label>
            <input type="radio" name="fv-rule" checked={params.rule === 'adjacent'} onChange={() => params.set({ rule: 'adjacent', page: undefined, pos: undefined })} /> adjacent only
          </label>
        </fieldset>
      </div>
    </div>
  );
}
