/**
 * Stop the engine when the page is hidden or left, and carry on when it is shown again:
 * a background tab must not burn a classroom laptop's battery on a forgotten analysis.
 * The client stops the running job as it stops any job (its shared cancel flag, so the
 * worker keeps its tables; terminate only as the last resort) and runs it again when shown.
 */
interface Pausable {
  suspend(): void;
  resume(): void;
}

export function watchPageLifecycle(
  client: Pausable,
  doc: Document = document,
  win: Window = window,
): () => void {
  const onVisibility = () => (doc.visibilityState === 'hidden' ? client.suspend() : client.resume());
  const onHide = () => client.suspend();
  const onShow = () => doc.visibilityState !== 'hidden' && client.resume();
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onHide);
  win.addEventListener('pageshow', onShow);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onHide);
    win.removeEventListener('pageshow', onShow);
  };
}
