/**
 * A typed heap size for the table's "Start the table at heap" and the theorem check's "Check
 * heaps up to": the number, or a message that quotes what was typed and says what is wrong
 * with it (not a whole number, below 0, above the limit), as the size box on the
 * Representations tab does.
 */
import { groupDigits } from '../../ui/format/groupDigits';
export type HeapInput = { ok: true; value: number } | { ok: false; message: string };

const quote = (t: string) => `“${t.length > 40 ? `${t.slice(0, 40)}…` : t}”`;

export function readHeapInput(text: string, max: number): HeapInput {
  const t = text.trim();
  const range = `a heap size from 0 to ${groupDigits(max)}`;
  const no = (what: string): HeapInput => ({ ok: false, message: `${what}; type ${range}.` });
  if (t === '') return { ok: false, message: `Type ${range}.` };
  if (/^\d+$/.test(t)) {
    const value = Number(t);
    return BigInt(t) > BigInt(max) ? no(`${quote(t)} is above the limit`) : { ok: true, value };
  }
  if (/^[-−]\s*\d*\.?\d+$/.test(t) && /[1-9]/.test(t)) return no(`${quote(t)} is below 0`);
  if (/^\d+(\.\d+)?e\+?\d+$/i.test(t)) {
    const x = Number(t);
    if (Number.isInteger(x) && x > max) return no(`${quote(t)} is ${groupDigits(x)}, above the limit`);
    if (Number.isInteger(x)) return no(`${quote(t)} has an exponent: write it in digits, ${x}`);
  }
  return no(`${quote(t)} is not a whole number`);
}
