/** The messages between the page and the TeX worker: formulas in, typeset HTML out, by key. */
import type { TexRequest, Typeset } from './texRequest';

export interface TexJob {
  items: (TexRequest & { key: string })[];
}

export interface TexReply {
  results: { key: string; typeset: Typeset }[];
}
