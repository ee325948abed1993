/** A canonical form, shown whole when short and folded (first characters, then a disclosure) when long. */
import { groupDigits } from '../../ui/format/groupDigits';
const FOLD_AT = 120;

export function FoldedForm({
  label,
  pretty,
  plain,
}: {
  label: string;
  pretty: string | null;
  plain: string | null;
}) {
  const text = pretty ?? plain;
  if (text === null) return <p>{label}: too long to show.</p>;
  if (text.length <= FOLD_AT)
    return (
      <p>
        {label}: <code className="gn-form">{text}</code>
      </p>
    );
  return (
    <details className="gn-fold">
      <summary>
        {label}: <code className="gn-form">{text.slice(0, FOLD_AT)}…</code> ({groupDigits(text.length)}{' '}
        characters; open to see it all)
      </summary>
      <code className="gn-form gn-form--whole">{text}</code>
    </details>
  );
}
