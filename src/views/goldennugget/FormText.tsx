/** A pretty form that wraps only after its top-level separators (see formChunks). */
import { Fragment } from 'react';
import { formChunks } from './formChunks';

export function FormText({ text }: { text: string }) {
  const chunks = formChunks(text);
  return (
    <code className="gn-form gn-form--chunked">
      {chunks.map((c, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="gn-form-chunk">{c}</span>
        </Fragment>
      ))}
    </code>
  );
}
