/**
 * The process as frames in the shared walkthrough player (same media bar, keys, speed and
 * 1-based `step` as every walkthrough): the engine serves the frames by page, so even the
 * 500,501 frames of the slowest 1,000 coins play without being held. Old links counted the
 * step from 0; the player reads and upgrades them (zeroBasedLinks).
 */
import { useCallback, useMemo } from 'react';
import { setParams } from '../../app/router';
import { setOskarConfiguration } from '../../store';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { BASE_PARAM, WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { ProcessFrame } from './ProcessFrame';
import { processPages } from './processPages';

export function ProcessPanel({ configuration }: { configuration: string }) {
  const decay = useAnalysis({ game: 'oskar', op: 'decay', configuration, trajectory: false });
  const start = decay.result;
  const pages = useMemo(() => (start ? processPages(configuration, start.moves) : null), [start, configuration]);

  const restart = useCallback((next: string) => {
    setOskarConfiguration(next);
    setParams({ step: undefined, [BASE_PARAM]: undefined, ws: undefined, ps: undefined });
  }, []);

  return (
    <section className="oskar-process" aria-label="The process">
      <AnalysisStatus analysis={decay} what="the decay time" />
      {start && pages && (
        <WalkthroughPlayer
          pages={pages}
          zeroBasedLinks
          label="The process"
          renderStep={(frame) => <ProcessFrame frame={frame} configuration={configuration} start={start} onTurn={restart} />}
        />
      )}
    </section>
  );
}
