/**
 * The pages of Oskar's process frames (engine op "processFrames"), one request shape shared by
 * the player and the elevator diagram, so both ask the engine the same questions and share
 * its answers (one job per question, one cache entry).
 */
import { request } from '../../engine/api';
import { framePages } from '../../ui/walkthrough';

/** Frames a page: 200 columns of the board's largest 2,000 coins stay well under the engine's cell limit. */
export const PAGE = 200;

export const processPageRequest = (configuration: string, from: number) => request('oskar', 'processFrames', { configuration, from, count: PAGE });

/** The process of `configuration`, which takes `moves` steps to all tails: moves + 1 frames. */
export const processPages = (configuration: string, moves: number) =>
  framePages({ count: moves + 1, pageSize: PAGE, request: (from) => processPageRequest(configuration, from), important: [moves] });
