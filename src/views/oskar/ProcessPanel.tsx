/**
 * The process as frames in the shared walkthrough player (same media bar, keys, speed and
 * 1-based `step` as every walkthrough): the engine serves the frames by page, so even the
 * 500,501 frames of the slowest 1,000 coins play without being held. Old links counted the
 * step from 0; the player reads and upgrades them (zeroBasedLinks).
 */
import { useMemo } from 'react';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { chooseConfiguration } from './chooseConfiguration';
import { ProcessFrame } from './ProcessFrame';
import { processPages } from './processPages';

export function ProcessPanel({ configuration }: { configuration: string }) {
  const decay = useAnalysis({ game: 'oskar', op: 'decay', configuration, trajectory: false });
  const start = decay.result;
  const pages = useMemo(
    () => (start ? processPages(configuration, start.moves) : null),
    [start, configuration],
  );

  return (
    <section className="oskar-process">
      <AnalysisStatus analysis={decay} what="the decay time" />
      {start && pages && (
        <WalkthroughPlayer
          pages={pages}
          zeroBasedLinks
          label="The process"
          renderStep={(frame) => (
            <ProcessFrame
              frame={frame}
              configuration={configuration}
              start={start}
              onTurn={chooseConfiguration}
            />
          )}
        />
      )}
    </section>
  );
}
