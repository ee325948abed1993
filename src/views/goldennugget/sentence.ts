/** An engine clause ("the engine gives heap 8 …") written as a sentence of its own: capital, full stop. */
export function asSentence(clause: string): string {
  const t = clause.trim().replace(/\.$/, '');
  return t === '' ? '' : `${t[0].toUpperCase()}${t.slice(1)}.`;
}
