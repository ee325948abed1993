/**
 * The address of this page at one step of a walkthrough, e.g. ".../#/ruler?position=TTHH&step=7",
 * built from the step itself rather than read back from the URL (autoplay writes the URL at most
 * every 300 ms, so it may lag the frame on screen).
 */
import { currentRoute, formatHash } from '../../nav/router';
import { BASE_PARAM, formatStepParam } from './stepParam';

export function stepLink(index: number, paramName = 'step', zeroBasedLinks = false): string {
  const route = currentRoute();
  const params = {
    ...route.params,
    [paramName]: formatStepParam(index),
    ...(zeroBasedLinks ? { [BASE_PARAM]: '1' } : {}),
  };
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}${formatHash({ page: route.page, params })}`;
}
