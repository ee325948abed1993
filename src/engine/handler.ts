/**
 * One op of one game: `read` checks the request's fields (a Result naming the field that is
 * wrong), `run` computes the answer's fields besides `ok`. Each game exports its ops as a
 * plain object of `op(read, run)` entries, so game and op names, request fields and answer
 * fields are all inferred by the type checker (api.ts): the registry is the contract.
 * `run` may still throw EngineError for limits met while computing, and `cancelled`.
 */
import type { Work } from './progress';
import type { Reader } from './read';

export interface Op<Req, In, Res> {
  read: Reader<Req, In>;
  run(req: Req, work: Work): Res;
}

/**
 * An op from its reader and its computation: `op(fields({...}), (req, work) => ({...}))`.
 * Two arguments, not one object: TypeScript infers `req` from an inline reader call only
 * across arguments (inside one object literal `req` silently became `any`).
 */
export function op<Req, In, Res>(
  read: Reader<Req, In>,
  run: (req: Req, work: Work) => Res,
): Op<Req, In, Res> {
  return { read, run };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- an op's request, input and answer types
   vary independently; `any` here is what lets every op be one registry's value and be inferred back. */
/** Any op, as the untyped front door sees it. */
export type AnyOp = Op<any, any, any>;

/** The JSON fields an op accepts, and the fields of its answer. */
export type RequestFields<O> = O extends Op<any, infer In, any> ? In : never;
export type AnswerFields<O> = O extends Op<any, any, infer Res> ? Res : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
