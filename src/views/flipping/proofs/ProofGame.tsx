/**
 * A difference game G − H played out: the user moves first (as Left or Right) on the board,
 * the engine answers each move with the copy strategy of the lemma's proof and names the rule.
 * The instance, the side and the user's moves are in the URL, so a game survives reload and
 * "Take back" is one move fewer; the engine replays the rest (its answers are deterministic).
 */
import { useRef } from 'react';
import { setParams, useParam } from '../../../nav/router';
import type { AnswerOf } from '../../../engine/api';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import { ProofBoard } from './ProofBoard';
import { ProofForm, type ProofInstance } from './ProofForm';
import { makeMoves, parseA, parseMoves, PROOF_DEFAULTS, type MoveParam } from './proofParams';
import { ProofTranscript } from './ProofTranscript';

export type PlayAnswer = AnswerOf<'flippingproofs', 'play'>;

/** An empty α or β in the URL (an empty parameter would mean the default). */
const EMPTY = '-';
const fromUrl = (v: string | undefined, fallback: string) =>
  v === undefined ? fallback : v === EMPTY ? '' : v;
const toUrl = (v: string) => (v === '' ? EMPTY : v);

export function ProofGame() {
  const [lemmaP] = useParam('lemma');
  const [alphaP] = useParam('alpha');
  const [aP] = useParam('a');
  const [betaP] = useParam('beta');
  const [sideP] = useParam('side');
  const [pm] = useParam('pm');
  const instance: ProofInstance = {
    lemma: lemmaP === '4.4' ? '4.4' : '4.3',
    alpha: fromUrl(alphaP, PROOF_DEFAULTS.alpha),
    a: parseA(aP),
    beta: fromUrl(betaP, PROOF_DEFAULTS.beta),
  };
  const side = sideP === 'R' ? 'R' : 'L';
  const moves = parseMoves(pm);
  const analysis = useAnalysis({ game: 'flippingproofs', op: 'play', ...instance, user: side, moves });
  // Keep the last game on the board while the next answer comes (no flicker between moves).
  const last = useRef<PlayAnswer | null>(null);
  if (analysis.result) last.current = analysis.result;
  const shown = analysis.status === 'failed' ? null : last.current;

  const setMoves = (next: MoveParam[]) => setParams({ pm: makeMoves(next) });
  const restart = (changes: Record<string, string | undefined>) =>
    setParams({ ...changes, pm: undefined }, { replace: false });

  return (
    <div className="proof-game">
      <ProofForm
        instance={instance}
        side={side}
        error={analysis.error}
        onSubmit={(x) =>
          restart({
            lemma: x.lemma,
            alpha: toUrl(x.alpha),
            a: x.lemma === '4.3' ? x.a : aP,
            beta: x.lemma === '4.4' ? toUrl(x.beta) : betaP,
          })
        }
        onSide={(s) => restart({ side: s })}
      />
      {analysis.status === 'failed' && !['alpha', 'a', 'beta'].includes(analysis.error?.field ?? '') && (
        <AnalysisStatus analysis={analysis} what="the game" />
      )}
      {shown && (
        <>
          <ProofBoard game={shown} user={side} onMove={(m) => setMoves([...moves, m])} />
          <div className="proof-actions">
            <button type="button" onClick={() => setMoves(moves.slice(0, -1))} disabled={moves.length === 0}>
              Take back your move
            </button>
            <button type="button" onClick={() => setMoves([])} disabled={moves.length === 0}>
              Start again
            </button>
            <button type="button" onClick={() => restart({ side: side === 'L' ? 'R' : 'L' })}>
              Play {side === 'L' ? 'Right' : 'Left'} instead
            </button>
          </div>
          <ProofTranscript game={shown} />
        </>
      )}
    </div>
  );
}
