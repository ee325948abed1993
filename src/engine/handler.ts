/**
 * One op of one game: `read` checks the request's fields (a Result naming the field that is
 * wrong), `run` computes the answer's fields besides `ok`. Each game exports its ops as a
 * plain object of `op({...})` entries, so game and op names, request fields and answer
 * fields are all inferred by the type checker (api.ts): the registry is the contract.
 * `run` may still throw EngineError for limits met while computing, and `cancelled`.
 */
import type { Work } from './progress';
import type { Reader } from './read';
import type { RawRequest } from './request';

export interface Op<Req, In, Res> {
  read: Reader<Req, In>;
  run(req: Req, work: Work): Res;
}

export const op = <Req, In, Res>(o: Op<Req, In, Res>): Op<Req, In, Res> => o;

/** Before the typed shape: reads its own fields by throwing. Being retired game by game. */
export type Handler = (req: RawRequest, work: Work) => Record<string, unknown>;
export type GameHandlers = Readonly<Record<string, Handler>>;

export type AnyOp = Op<any, any, any> | Handler;

/** The JSON fields an op accepts, and the fields of its answer. */
export type RequestFields<O> = O extends Op<any, infer In, any> ? In : O extends Handler ? RawRequest : never;
export type AnswerFields<O> = O extends Op<any, any, infer Res> ? Res : O extends Handler ? Record<string, unknown> : never;
