/**
 * Says, beside the box, why a long paste or drop was refused by the app-wide text limit
 * (textLimitGuard): a short alert under the box until the box changes or loses the focus.
 * Mounted once by the app.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { installTextLimitGuard, type TextBox } from './textLimitGuard';

interface Refusal {
  box: TextBox;
  message: string;
}

export function TextLimitNotice() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => installTextLimitGuard(document, (box, message) => setRefusal({ box, message })), []);
  useEffect(() => {
    if (!refusal) return;
    const clear = () => setRefusal(null);
    const { box } = refusal;
    box.addEventListener('input', clear);
    box.addEventListener('blur', clear);
    return () => {
      box.removeEventListener('input', clear);
      box.removeEventListener('blur', clear);
    };
  }, [refusal]);
  if (!refusal) return null;
  // placed once, under the box, in the page's coordinates (it goes with the next change or blur)
  const at = refusal.box.getBoundingClientRect();
  return createPortal(
    <p
      className="field-error text-limit-notice"
      role="alert"
      data-testid="text-limit-notice"
      style={{ top: at.bottom + window.scrollY + 4, left: Math.max(4, at.left + window.scrollX) }}
    >
      ⚠ {refusal.message}
    </p>,
    document.body,
  );
}
