/**
 * The pages of Oskar's process frames (engine op "processFrames"), one request shape shared by
 * the player and the elevator diagram, so both ask the engine the same questions and share
 * its answers (one job per question, one cache entry).
 */
import { request } from '../../engine/typedRequest';
import { framePages } from '../../ui/walkthrough';
import { processAskFrames } from '../../engine/games/oskar/yourTurn';

/** Frames a page: 200 columns of the board's largest 2,000 coins stay well under the engine's cell limit. */
export const PAGE = 200;

/** The page from `from`; fast play asks for every `stride`-th frame only (stride 1 is the elevator's request too). */
export const processPageRequest = (configuration: string, from: number, stride = 1) =>
  request('oskar', 'processFrames', { configuration, from, count: PAGE, ...(stride > 1 ? { stride } : {}) });

/** The process of `configuration`, which takes `moves` steps to all tails: moves + 1 frames; its "your turn" frames are a rule of the size (a cheap engine call). */
export const processPages = (configuration: string, moves: number) =>
  framePages({
    count: moves + 1,
    pageSize: PAGE,
    request: (from, stride) => processPageRequest(configuration, from, stride),
    important: [moves],
    asks: processAskFrames(configuration.length, moves),
  });
