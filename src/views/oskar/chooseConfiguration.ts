/**
 * Choosing a configuration (the form, an example, a turned coin) is a new history entry, as
 * a chosen position is on every page, so Back returns to the one before. The process starts
 * again from its first step.
 */
import { setParams } from '../../nav/router';
import { setOskarConfiguration } from '../../store';
import { BASE_PARAM } from '../../ui/walkthrough';
import { configCodec } from './codecs';

export function chooseConfiguration(configuration: string): void {
  setOskarConfiguration(configuration);
  setParams(
    {
      [configCodec.param]: configCodec.make(configuration),
      step: undefined,
      [BASE_PARAM]: undefined,
      ws: undefined,
      ps: undefined,
    },
    { replace: false },
  );
}
