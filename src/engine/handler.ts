import type { RawRequest } from './request';
import type { Work } from './progress';

/** One op of one game: reads its fields, returns the response fields besides `ok`. Bad input throws EngineError. */
export type Handler = (req: RawRequest, work: Work) => Record<string, unknown>;

/** The ops a game answers, by name. */
export type GameHandlers = Readonly<Record<string, Handler>>;
